/**
 * UK phone numbers, read by libphonenumber-js: any valid UK number in the forms people write it (01…, 02…,
 * 03…, 07…, 08…, with or without spaces, brackets or dashes, +44 or 0044) is accepted and kept as written; the
 * dialable forms (tel: link, E.164) are the library's. The brand schema (the build) and the
 * editor's phone field use phoneProblem, so both accept and refuse the same numbers.
 * Islands never import this module (the library's metadata is large): pages pass them the links.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

/**
 * Ofcom keeps these ranges for drama and examples, never for a real line, so libphonenumber does not count them
 * as valid; the committed example brands use them so that no page points at a real business.
 */
const dramaRanges = [/^7700900\d{3}$/, /^1632960\d{3}$/, /^8081570\d{3}$/, /^9098790\d{3}$/, /^3069990\d{3}$/];

function ukNumber(text: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(text.trim(), 'GB');
  if (!number || number.countryCallingCode !== '44') return undefined;
  if (number.isValid()) return number;
  return dramaRanges.some((range) => range.test(number.nationalNumber)) && number.isPossible() ? number : undefined;
}

export const phoneMessage = 'must be a UK phone number, such as 01632 960123, 020 7946 0123 or 07700 900123';

/** Why `text` is not a UK phone number, or undefined when it is one. */
export function phoneProblem(text: string): string | undefined {
  return ukNumber(text) ? undefined : phoneMessage;
}

function parsed(text: string): PhoneNumber {
  const number = ukNumber(text);
  if (!number) throw new Error(`"${text}" ${phoneMessage}`);
  return number;
}

/**
 * The dialable forms of a UK number as written, read once (lib/contact-links.ts): its tel: URI (RFC 3966, with
 * ";ext=…" when an extension is written) and its E.164 number: "020 7946 0123" → "tel:+442079460123", "+442079460123".
 */
export function dialable(text: string): { uri: string; e164: string } {
  const number = parsed(text);
  return { uri: number.getURI(), e164: number.number };
}
