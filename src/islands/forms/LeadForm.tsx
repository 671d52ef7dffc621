/**
 * The quote and enquiry forms' common shape: send through a service when its keys are in the
 * build, else open the visitor's e-mail program with the request written out. On failure the
 * values stay and the alert offers call, WhatsApp and e-mail with the text prefilled.
 */
import { alternativeLinks, type ContactChannels, type PreparedMessage } from '../../lib/forms/alternatives.ts';
import type { FormSpec, QuoteValues } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { mailtoHref } from '../../lib/links.ts';
import { showToast } from '../toast.ts';
import { Alternatives } from './FormMessages.tsx';
import { FormShell } from './FormShell.tsx';
import { useFormSubmission } from './use-form-submission.ts';

/** The quote and enquiry forms have the same fields. */
type LeadValues = QuoteValues;

/** What differs between the quote and the enquiry form, stated once per island. */
export interface LeadFormConfig {
  spec: FormSpec<LeadValues>;
  /** Subject and body for the e-mail fallback and the alternatives. */
  prepare: (values: LeadValues) => PreparedMessage;
  text: {
    label: string;
    submit: string;
    mailtoSubmit: string;
    busy: string;
    /** In the status line: "your quote request", "your message". */
    what: string;
    /** In the line above the button: "your request", "your message". */
    noteWhat: string;
    success: string;
    failureInline: string;
    /** `{phone}` stands for the brand's phone number. */
    failureToast: string;
    /** Logged with the error: "Quote form: sending failed." */
    failureLog: string;
  };
}

export interface LeadFormProps {
  form: LeadFormConfig;
  channels: ContactChannels;
  native: NativeSubmission;
  /** Sends through the service; null when the build has no keys (the e-mail program instead). */
  send: ((values: LeadValues, data: FormData, signal: AbortSignal) => Promise<unknown>) | null;
}

export function LeadForm({ form: { spec, prepare, text }, channels, native, send }: LeadFormProps) {
  const engine = useFormSubmission(spec, {
    deliver: (values, data) =>
      send
        ? { via: 'network', send: (signal) => send(values, data, signal) }
        : { via: 'mailto', href: mailtoHref(channels.email, prepare(values)) },
    onSent: (_, via) => {
      if (via === 'mailto') {
        return {
          status: `Your e-mail program should now open with ${text.what} to ${channels.email}. Please press send there.`,
          reset: false,
        };
      }
      showToast(text.success, { variant: 'success' });
      return { status: text.success, reset: true };
    },
    onFailed: (failure) => {
      console.error(text.failureLog, failure);
      showToast(text.failureToast.replace('{phone}', channels.phone), { variant: 'error' });
      return text.failureInline;
    },
  });
  const offered = engine.error?.failed ? engine.error.values : !send ? engine.status?.values : undefined;
  const alternatives = offered && (
    <Alternatives links={alternativeLinks(channels, prepare(offered))} phone={channels.phone} />
  );

  return (
    <FormShell
      spec={spec}
      engine={engine}
      native={native}
      label={text.label}
      submitLabel={send ? text.submit : text.mailtoSubmit}
      busyLabel={text.busy}
      errorExtra={engine.error?.failed && alternatives}
      statusExtra={!send && alternatives}
      note={
        !send && (
          <p className="text-sm text-stone-700">
            Pressing the button opens your e-mail program with {text.noteWhat} filled in, addressed to {channels.email}.
          </p>
        )
      }
    />
  );
}
