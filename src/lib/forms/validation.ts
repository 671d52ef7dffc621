/** Submit-time checks for the three forms, with the exact messages of SPEC sections 5 and 8. */
import { requiredFields, updateRequestForm, type FormSpec, type UpdateRequestValues } from './fields.ts';

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
 * Checks in the spec's order: the spec's required fields (after trimming) first, then the
 * e-mail pattern. Returns null when the values can be sent.
 */
export function validateForm<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  values: Values,
): ValidationError<keyof Values & string> | null {
  const missing = requiredFields(spec).filter((field) => isBlank(values[field]));
  if (missing.length > 0) return { message: requiredMessage, fields: missing };
  if (!isValidEmail(values[spec.emailField])) return { message: invalidEmailMessage, fields: [spec.emailField] };
  return null;
}

export const validateUpdateRequest = (values: UpdateRequestValues) => validateForm(updateRequestForm, values);
