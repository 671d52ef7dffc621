/**
 * /contact enquiry form: sends through EmailJS (official SDK); without the EmailJS variables it
 * opens the visitor's e-mail program with the enquiry filled in. Before hydration or without
 * JavaScript it posts to Web3Forms when that key is set (EmailJS has no HTML-form endpoint),
 * else it is a mailto: form.
 */
import { useMemo } from 'react';
import type { ContactChannels } from '../../lib/forms/alternatives.ts';
import { enquiryFormWith, type EnquiryValues } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { buildEmailJsParams, enquirySubject, enquiryText } from '../../lib/forms/payloads.ts';
import type { EmailJsConfig } from '../../lib/forms/services.ts';
import { SubmitError } from '../../lib/forms/submit.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import type { LeadFormWords } from '../../lib/forms/words.ts';
import { LeadForm, type LeadFormConfig } from './LeadForm.tsx';

export interface EnquiryFormProps extends ContactChannels {
  /** The service choices, from the service catalogue (enquiryServiceChoices); the first is the default. */
  services: string[];
  /** EmailJS ids; null in a build without them (e-mail fallback). */
  emailjs: EmailJsConfig | null;
  /** The script-free submission (src/lib/forms/native.ts). */
  native: NativeSubmission;
  /** What the form says (src/content/forms.yaml `enquiry`, per brand). */
  words: LeadFormWords;
}

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

const enquiryFormConfig = (services: string[]): LeadFormConfig => ({
  spec: enquiryFormWith(services),
  prepare: (values: EnquiryValues) => ({ subject: enquirySubject(values), body: enquiryText(values) }),
  failureLog: 'Enquiry form: sending failed.',
});

function EnquiryForm({ emailjs: config, services, native, words, ...channels }: EnquiryFormProps) {
  const form = useMemo(() => enquiryFormConfig(services), [services]);
  const send =
    config && ((values: EnquiryValues) => sendThroughEmailJs(config, buildEmailJsParams(values, channels.email)));
  return <LeadForm form={form} words={words} channels={channels} native={native} send={send} />;
}

export default withErrorBoundary(EnquiryForm, 'EnquiryForm');
