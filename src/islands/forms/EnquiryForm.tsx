/**
 * /contact enquiry form: sends through EmailJS (official SDK); without the EmailJS variables it
 * opens the visitor's e-mail program with the enquiry filled in. Checks run in the spec's order,
 * any shown error clears on the next edit, and typed text survives failures and reloads.
 */
import { useRef, useState, type FormEvent } from 'react';
import { alternativeLinks, type ContactChannels } from '../../lib/forms/alternatives.ts';
import { clip, emptyEnquiry, enquiryServices, maxLength, type EnquiryValues } from '../../lib/forms/fields.ts';
import { buildEmailJsParams, enquirySubject, enquiryText } from '../../lib/forms/payloads.ts';
import type { EmailJsConfig } from '../../lib/forms/services.ts';
import { SubmitError, sendWithTimeout } from '../../lib/forms/submit.ts';
import { validateEnquiry } from '../../lib/forms/validation.ts';
import { mailtoHref } from '../../lib/links.ts';
import { useHydrated } from '../hooks.ts';
import { showToast } from '../toast.ts';
import { Alternatives, ErrorRegion, StatusRegion } from './FormMessages.tsx';
import { RequiredNote, SelectField, TextAreaField, TextField } from './fields.tsx';
import { openExternal } from './open-external.ts';
import { useFormDraft } from './use-form-draft.ts';

export interface EnquiryFormProps extends ContactChannels {
  /** EmailJS ids; null in a build without them (e-mail fallback). */
  emailjs: EmailJsConfig | null;
}

const failureMessage = 'Failed to send message. Please try again or contact us directly.';
const successMessage = "Message sent! We'll be in touch soon.";
const serviceOptions = enquiryServices.map((service) => ({ value: service, label: service }));

type Field = keyof EnquiryValues;

/**
 * Loads the EmailJS SDK on first send (it is not needed to show the form) and sends. EmailJS
 * rejects with a plain {status, text} object; turn it into an Error worth logging.
 */
async function sendThroughEmailJs(config: EmailJsConfig, params: Record<string, string>): Promise<void> {
  const { send } = await import('@emailjs/browser');
  try {
    await send(config.serviceId, config.templateId, params, { publicKey: config.publicKey });
  } catch (error) {
    if (error instanceof Error) throw error;
    const { status, text } = (error ?? {}) as { status?: number; text?: string };
    throw new SubmitError('rejected', `EmailJS answered ${status ?? 'without a status'}: ${text ?? ''}`.trim());
  }
}

export default function EnquiryForm({ emailjs: config, ...channels }: EnquiryFormProps) {
  const { values, setValues, reset } = useFormDraft('enquiry', emptyEnquiry);
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Field[]; offerAlternatives: boolean } | null>(null);
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (field: Field, max: number) => (value: string) => {
    setValues((current) => ({ ...current, [field]: clip(value, max) }));
    setError(null);
    setStatus('');
  };

  const prepared = () => ({ subject: enquirySubject(values), body: enquiryText(values) });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    setStatus('');
    const invalid = validateEnquiry(values);
    if (invalid) {
      // A failed check sends nothing and ends the submitting state.
      setError({ ...invalid, offerAlternatives: false });
      busy.current = false;
      setSubmitting(false);
      formRef.current?.querySelector<HTMLElement>(`#enquiry-${invalid.fields[0]}`)?.focus();
      return;
    }
    setError(null);

    if (!config) {
      openExternal(mailtoHref(channels.email, prepared()));
      setStatus(`Your e-mail program should now open with your message to ${channels.email}. Please press send there.`);
      busy.current = false;
      setSubmitting(false);
      return;
    }

    try {
      const params = buildEmailJsParams(values, channels.email);
      await sendWithTimeout(() => sendThroughEmailJs(config, params), { online: navigator.onLine });
      reset();
      setStatus(successMessage);
      showToast(successMessage, { variant: 'success' });
    } catch (failure) {
      console.error('Enquiry form: sending failed.', failure);
      setError({ message: failureMessage, fields: [], offerAlternatives: true });
      showToast(failureMessage, { variant: 'error' });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const errorId = 'enquiry-error';
  const invalid = (field: Field) => !!error?.fields.includes(field);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Enquiry" className="space-y-5">
      <RequiredNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="enquiry-name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={maxLength.name}
          value={values.name}
          onChange={setField('name', maxLength.name)}
          invalid={invalid('name')}
          errorId={errorId}
        />
        <TextField
          id="enquiry-email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          maxLength={maxLength.email}
          value={values.email}
          onChange={setField('email', maxLength.email)}
          invalid={invalid('email')}
          errorId={errorId}
        />
        <TextField
          id="enquiry-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={maxLength.phone}
          value={values.phone}
          onChange={setField('phone', maxLength.phone)}
        />
        <SelectField
          id="enquiry-service"
          label="Service"
          options={serviceOptions}
          value={values.service}
          onChange={setField('service', 40)}
        />
      </div>
      <TextAreaField
        id="enquiry-message"
        label="Your message"
        required
        rows={4}
        minHeightClass="min-h-[100px]"
        maxLength={maxLength.message}
        value={values.message}
        onChange={setField('message', maxLength.message)}
        invalid={invalid('message')}
        errorId={errorId}
      />
      <ErrorRegion id={errorId} message={error?.message ?? ''}>
        {error?.offerAlternatives && (
          <Alternatives links={alternativeLinks(channels, prepared())} phone={channels.phone} />
        )}
      </ErrorRegion>
      <StatusRegion message={status}>
        {status && !config && <Alternatives links={alternativeLinks(channels, prepared())} phone={channels.phone} />}
      </StatusRegion>
      {!config && (
        <p className="text-sm text-stone-700">
          Pressing the button opens your e-mail program with your message filled in, addressed to {channels.email}.
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || submitting}>
        {submitting ? 'Sending...' : config ? 'Send Message' : 'Email My Message'}
      </button>
    </form>
  );
}
