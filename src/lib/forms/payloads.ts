/**
 * What each form sends: the Web3Forms fields, the EmailJS template params and the
 * update-request e-mail. Values are trimmed here, once, so every channel sends the same text.
 */
import {
  labelOf,
  priorities,
  updateTypes,
  type EnquiryValues,
  type QuoteValues,
  type UpdateRequestValues,
} from './fields.ts';

export const phoneDefault = 'Not provided';
export const quoteServiceDefault = 'General inquiry';

/** 'Quote Request from {name} - {service or General inquiry}': the product's subject line, word for word. */
export function quoteSubject(values: Pick<QuoteValues, 'name' | 'service'>): string {
  return `Quote Request from ${values.name.trim()} - ${values.service.trim() || quoteServiceDefault}`;
}

export interface Web3FormsOptions {
  accessKey: string;
  /** Shown as the sender name in the business's inbox: the brand's business name. */
  fromName: string;
  /** The honeypot: empty for people; Web3Forms rejects the submission when a bot fills it. */
  botcheck: string;
}

/** The fields posted to Web3Forms, in a stable order. */
export function buildWeb3FormsFields(values: QuoteValues, options: Web3FormsOptions): Record<string, string> {
  return {
    access_key: options.accessKey,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || phoneDefault,
    service: values.service.trim() || quoteServiceDefault,
    message: values.message.trim(),
    subject: quoteSubject(values),
    from_name: options.fromName,
    botcheck: options.botcheck,
  };
}

/**
 * EmailJS template_params. `to_email` (the brand's address, which the parameters must carry) is information for
 * the message only: the template's recipient is fixed in the EmailJS dashboard, never taken from
 * a parameter, because anyone can replay this request with another address (docs/operations.md, "Who receives a lead").
 */
export function buildEmailJsParams(values: EnquiryValues, toEmail: string): Record<string, string> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || phoneDefault,
    service: values.service.trim() || 'General Enquiry',
    message: values.message.trim(),
    to_email: toEmail,
  };
}

export function enquirySubject(values: Pick<EnquiryValues, 'name' | 'service'>): string {
  return `Enquiry from ${values.name.trim()} - ${values.service.trim() || 'General Enquiry'}`;
}

/**
 * The enquiry as plain text, for the e-mail and WhatsApp alternatives offered when sending fails
 * and for the e-mail fallback of a build without service keys.
 */
export function enquiryText(values: QuoteValues | EnquiryValues, serviceLabel?: string): string {
  const lines = [
    `Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim() || phoneDefault}`,
  ];
  const service = serviceLabel ?? values.service.trim();
  if (service) lines.push(`Service: ${service}`);
  lines.push('', values.message.trim());
  return lines.join('\n');
}

/** Submission time as the business reads it: "24 September 2024 at 14:05" (UK time). */
export function formatSubmittedAt(date: Date): string {
  const london = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' }).format(date);
  return `${london({ day: 'numeric', month: 'long', year: 'numeric' })} at ${london({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
}

export function updateRequestSubject(values: Pick<UpdateRequestValues, 'updateType' | 'priority'>): string {
  const priority = priorities.find((p) => p.value === values.priority);
  const suffix = priority ? ` (${priority.label} priority)` : '';
  return `Website Update Request: ${labelOf(updateTypes, values.updateType)}${suffix}`;
}

/** The update-request e-mail body: every field, labelled, plus the submission time. */
export function updateRequestBody(values: UpdateRequestValues, submittedAt: Date): string {
  const priority = priorities.find((p) => p.value === values.priority);
  const none = 'Not provided';
  return [
    'Website Update Request',
    '',
    `Client Name: ${values.name.trim()}`,
    `Email: ${values.email.trim()}`,
    `Phone: ${values.phone.trim() || none}`,
    `Update Type: ${labelOf(updateTypes, values.updateType)}`,
    `Priority: ${priority ? `${priority.label} (${priority.turnaround})` : values.priority}`,
    '',
    'Current Content:',
    values.currentContent.trim() || none,
    '',
    'Requested Content:',
    values.newContent.trim(),
    '',
    'Additional Notes:',
    values.additionalNotes.trim() || none,
    '',
    `Submitted: ${formatSubmittedAt(submittedAt)}`,
  ].join('\n');
}

/** A prepared e-mail as one text to paste into any mail program: address and subject on top. */
export function emailAsText(to: string, { subject, body }: { subject: string; body: string }): string {
  return `To: ${to}\nSubject: ${subject}\n\n${body}`;
}
