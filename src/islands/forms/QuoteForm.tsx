/**
 * Home page quote form: posts to Web3Forms; without an access key it opens the visitor's
 * e-mail program with the request filled in. Typed text is never lost: it stays on failure,
 * survives a reload, and the alert offers call, WhatsApp and e-mail with the text prefilled.
 */
import { useRef, useState, type FormEvent } from 'react';
import { alternativeLinks, type ContactChannels } from '../../lib/forms/alternatives.ts';
import { clip, emptyQuote, labelOf, maxLength, quoteServices, type QuoteValues } from '../../lib/forms/fields.ts';
import { buildWeb3FormsFields, enquiryText, quoteSubject } from '../../lib/forms/payloads.ts';
import { postToWeb3Forms, sendWithTimeout } from '../../lib/forms/submit.ts';
import { validateQuote } from '../../lib/forms/validation.ts';
import { mailtoHref } from '../../lib/links.ts';
import { useHydrated } from '../hooks.ts';
import { showToast } from '../toast.ts';
import { Alternatives, ErrorRegion, StatusRegion } from './FormMessages.tsx';
import { Honeypot, RequiredNote, SelectField, TextAreaField, TextField } from './fields.tsx';
import { openExternal } from './open-external.ts';
import { useFormDraft } from './use-form-draft.ts';

export interface QuoteFormProps extends ContactChannels {
  businessName: string;
  /** Web3Forms endpoint and key; null in a build without the key (e-mail fallback). */
  web3forms: { endpoint: string; accessKey: string } | null;
}

const failureInline = 'Failed to send message. Please try one of the alternative contact methods below.';
const successMessage = "Quote request sent successfully! We'll contact you within 24 hours.";

type Field = keyof QuoteValues;

export default function QuoteForm({ businessName, web3forms, ...channels }: QuoteFormProps) {
  const { values, setValues, reset } = useFormDraft('quote', emptyQuote);
  const hydrated = useHydrated();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Field[]; offerAlternatives: boolean } | null>(null);
  const [status, setStatus] = useState('');
  const busy = useRef(false);
  const botcheck = useRef('');
  const formRef = useRef<HTMLFormElement>(null);

  const setField = (field: Field, max: number) => (value: string) => {
    setValues((current) => ({ ...current, [field]: clip(value, max) }));
    setError(null);
    setStatus('');
  };

  const prepared = () => {
    const serviceLabel = values.service ? labelOf(quoteServices, values.service) : undefined;
    return { subject: quoteSubject(values), body: enquiryText(values, serviceLabel) };
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double click or Enter pressed repeatedly must send one request only.
    if (busy.current) return;
    setStatus('');
    const invalid = validateQuote(values);
    if (invalid) {
      setError({ ...invalid, offerAlternatives: false });
      formRef.current?.querySelector<HTMLElement>(`#quote-${invalid.fields[0]}`)?.focus();
      return;
    }
    setError(null);

    if (!web3forms) {
      // No access key in this build: hand the request to the visitor's e-mail program instead.
      openExternal(mailtoHref(channels.email, prepared()));
      setStatus(
        `Your e-mail program should now open with your quote request to ${channels.email}. Please press send there.`,
      );
      return;
    }

    busy.current = true;
    setSubmitting(true);
    try {
      const fields = buildWeb3FormsFields(values, {
        accessKey: web3forms.accessKey,
        fromName: businessName,
        botcheck: botcheck.current,
      });
      await sendWithTimeout((signal) => postToWeb3Forms(web3forms.endpoint, fields, signal), {
        online: navigator.onLine,
      });
      reset();
      setStatus(successMessage);
      showToast(successMessage, { variant: 'success' });
    } catch (failure) {
      console.error('Quote form: sending failed.', failure);
      setError({ message: failureInline, fields: [], offerAlternatives: true });
      showToast(
        `Form submission failed. Please call us at ${channels.phone} or use WhatsApp for immediate assistance.`,
        { variant: 'error' },
      );
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const errorId = 'quote-error';
  const invalid = (field: Field) => !!error?.fields.includes(field);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Quote request" className="relative space-y-5">
      <RequiredNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="quote-name"
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
          id="quote-email"
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
          id="quote-phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          maxLength={maxLength.phone}
          value={values.phone}
          onChange={setField('phone', maxLength.phone)}
        />
        <SelectField
          id="quote-service"
          label="Service needed"
          placeholder="Choose a service"
          options={quoteServices}
          value={values.service}
          onChange={setField('service', 40)}
        />
      </div>
      <TextAreaField
        id="quote-message"
        label="Tell us about your project"
        hint="The size of the area, what is there now and when you would like the work done."
        required
        rows={5}
        minHeightClass="min-h-[120px]"
        maxLength={maxLength.message}
        value={values.message}
        onChange={setField('message', maxLength.message)}
        invalid={invalid('message')}
        errorId={errorId}
      />
      <Honeypot onChange={(value) => (botcheck.current = value)} />
      <ErrorRegion id={errorId} message={error?.message ?? ''}>
        {error?.offerAlternatives && (
          <Alternatives links={alternativeLinks(channels, prepared())} phone={channels.phone} />
        )}
      </ErrorRegion>
      <StatusRegion message={status}>
        {status && !web3forms && <Alternatives links={alternativeLinks(channels, prepared())} phone={channels.phone} />}
      </StatusRegion>
      {!web3forms && (
        <p className="text-sm text-stone-700">
          Pressing the button opens your e-mail program with your request filled in, addressed to {channels.email}.
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={!hydrated || submitting}>
        {submitting ? 'Preparing Quote Request...' : web3forms ? 'Get My Free Quote' : 'Email My Quote Request'}
      </button>
    </form>
  );
}
