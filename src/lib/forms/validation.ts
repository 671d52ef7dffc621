/** Submit-time checks for the three forms, with the exact messages of SPEC sections 5 and 8. */
import type { EnquiryValues, QuoteValues, UpdateRequestValues } from './fields.ts';

export const requiredMessage = 'Please fill in all required fields.';
export const invalidEmailMessage = 'Please enter a valid email address.';

/** Something@something.something with no spaces: the "simple pattern" of SPEC section 5. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

export interface ValidationError<Field extends string> {
  message: string;
  /** The fields to mark invalid, in form order: the first gets focus. */
  fields: Field[];
}

/**
 * Checks in the spec's order: required fields (after trimming) first, then the e-mail pattern.
 * Returns null when the values can be sent.
 */
function validateContact<Field extends string>(
  values: Record<Field, string>,
  required: Field[],
  emailField: Field,
): ValidationError<Field> | null {
  const missing = required.filter((field) => isBlank(values[field]));
  if (missing.length > 0) return { message: requiredMessage, fields: missing };
  if (!isValidEmail(values[emailField])) return { message: invalidEmailMessage, fields: [emailField] };
  return null;
}

export function validateEnquiry(values: EnquiryValues): ValidationError<keyof EnquiryValues> | null {
  return validateContact(values, ['name', 'email', 'message'], 'email');
}

/** The quote form has the same required fields; it reuses the enquiry form's messages. */
export function validateQuote(values: QuoteValues): ValidationError<keyof QuoteValues> | null {
  return validateContact(values, ['name', 'email', 'message'], 'email');
}

export function validateUpdateRequest(values: UpdateRequestValues): ValidationError<keyof UpdateRequestValues> | null {
  return validateContact(values, ['name', 'email', 'updateType', 'newContent'], 'email');
}
