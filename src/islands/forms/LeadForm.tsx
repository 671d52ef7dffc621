/**
 * The quote and enquiry forms' common shape: send through a service when its keys are in the
 * build, else open the visitor's e-mail program with the request written out. On failure the
 * values stay and the alert offers call, WhatsApp and e-mail with the text prefilled.
 */
import { alternativeLinks, type ContactChannels, type PreparedMessage } from '../../lib/forms/alternatives.ts';
import type { FormSpec, QuoteValues } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import type { LeadFormWords } from '../../lib/forms/words.ts';
import { mailtoHref } from '../../lib/links.ts';
import { BreakableText } from '../BreakableText.tsx';
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
  /** Logged with the error (for developers): "Quote form: sending failed." */
  failureLog: string;
}

export interface LeadFormProps {
  form: LeadFormConfig;
  /** What the form says (src/lib/forms/words.ts, from content). */
  words: LeadFormWords;
  channels: ContactChannels;
  native: NativeSubmission;
  /** Sends through the service; null when the build has no keys (the e-mail program instead). */
  send: ((values: LeadValues, data: FormData, signal: AbortSignal) => Promise<unknown>) | null;
}

export function LeadForm({ form: { spec, prepare, failureLog }, words, channels, native, send }: LeadFormProps) {
  const engine = useFormSubmission(spec, {
    messages: words.messages,
    deliver: (values, data) =>
      send
        ? { via: 'network', send: (signal) => send(values, data, signal) }
        : { via: 'mailto', href: mailtoHref(channels.email, prepare(values)) },
    onSent: (_, via) => {
      if (via === 'mailto') {
        return { status: words.mailtoStatus, reset: false };
      }
      showToast(words.success, { variant: 'success' });
      return { status: words.success, reset: true };
    },
    onFailed: (failure) => {
      console.error(failureLog, failure);
      showToast(words.failureToast, { variant: 'error' });
      return words.failureInline;
    },
  });
  const offered = engine.error?.failed ? engine.error.values : !send ? engine.status?.values : undefined;
  const alternatives = offered && (
    <Alternatives links={alternativeLinks(channels, prepare(offered))} words={words.alternatives} />
  );

  return (
    <FormShell
      spec={spec}
      engine={engine}
      native={native}
      words={words}
      submitLabel={send ? words.submit : words.mailtoSubmit}
      errorExtra={engine.error?.failed && alternatives}
      statusExtra={!send && alternatives}
      note={
        !send && (
          <p className="text-sm text-stone-700">
            <BreakableText text={words.mailtoNote} />
          </p>
        )
      }
    />
  );
}
