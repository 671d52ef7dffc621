/**
 * Submit-time checks for the three forms, in a fixed order: required fields first, then the e-mail.
 * They name the problem; its message (the product's required wording) is content, src/content/forms.yaml (`messages`).
 */
import { requiredFields, updateRequestForm, type FormSpec, type UpdateRequestValues } from './fields.ts';

/**
 * Something@something.something with no spaces: a deliberately simple pattern. The domain's parts
 * may not be empty ("a@b..com", "a@.com"): the browser's own e-mail check refuses those too.
 */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** What is wrong: a required field is empty, or the e-mail address does not look like one. */
export type ValidationProblem = 'required' | 'invalidEmail';

/** The message of each problem (forms.yaml's `messages`). */
export type ValidationMessages = Record<ValidationProblem, string>;

export interface ValidationError<Field extends string> {
  problem: ValidationProblem;
  /** The fields to mark invalid, in form order: the first gets focus. */
  fields: Field[];
}

/**
 * Checks in a fixed order: the form's required fields (after trimming) first, then the
 * e-mail pattern. Returns null when the values can be sent.
 */
export function validateForm<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  values: Values,
): ValidationError<keyof Values & string> | null {
  const missing = requiredFields(spec).filter((field) => isBlank(values[field]));
  if (missing.length > 0) return { problem: 'required', fields: missing };
  if (!isValidEmail(values[spec.emailField])) return { problem: 'invalidEmail', fields: [spec.emailField] };
  return null;
}

export const validateUpdateRequest = (values: UpdateRequestValues) => validateForm(updateRequestForm, values);
