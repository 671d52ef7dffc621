/**
 * Home page quote form: posts to Web3Forms (natively before hydration or without JavaScript,
 * through the form engine after); without an access key it opens the visitor's e-mail program.
 */
import { useMemo } from 'react';
import type { ContactChannels } from '../../lib/forms/alternatives.ts';
import { labelOf, quoteFormWith, type Choice, type QuoteValues } from '../../lib/forms/fields.ts';
import type { NativeSubmission } from '../../lib/forms/native.ts';
import { buildWeb3FormsFields, enquiryText, quoteSubject } from '../../lib/forms/payloads.ts';
import type { Web3FormsConfig } from '../../lib/forms/services.ts';
import { postToWeb3Forms } from '../../lib/forms/submit.ts';
import { withErrorBoundary } from '../ErrorBoundary.tsx';
import type { LeadFormWords } from '../../lib/forms/words.ts';
import { LeadForm, type LeadFormConfig } from './LeadForm.tsx';

export interface QuoteFormProps extends ContactChannels {
  businessName: string;
  /** The service choices, from the service catalogue (quoteServiceChoices). */
  services: Choice[];
  /** Web3Forms endpoint and key; null in a build without the key (e-mail fallback). */
  web3forms: Web3FormsConfig | null;
  /** The script-free submission (src/lib/forms/native.ts). */
  native: NativeSubmission;
  /** What the form says (src/content/forms.yaml `quote`, per brand). */
  words: LeadFormWords;
}

const quoteFormConfig = (services: Choice[]): LeadFormConfig => ({
  spec: quoteFormWith(services),
  prepare: (values: QuoteValues) => {
    const serviceLabel = values.service ? labelOf(services, values.service) : undefined;
    return { subject: quoteSubject(values), body: enquiryText(values, serviceLabel) };
  },
  failureLog: 'Quote form: sending failed.',
});

function QuoteForm({ businessName, services, web3forms, native, words, ...channels }: QuoteFormProps) {
  const form = useMemo(() => quoteFormConfig(services), [services]);
  // The honeypot travels with the scripted post too: a bot that ticks it is rejected by Web3Forms.
  const send =
    web3forms &&
    ((values: QuoteValues, data: FormData, signal: AbortSignal) =>
      postToWeb3Forms(
        web3forms.endpoint,
        buildWeb3FormsFields(values, {
          accessKey: web3forms.accessKey,
          fromName: businessName,
          botcheck: data.get('botcheck') ? 'on' : '',
        }),
        signal,
      ));
  return <LeadForm form={form} words={words} channels={channels} native={native} send={send} />;
}

export default withErrorBoundary(QuoteForm, 'QuoteForm');
