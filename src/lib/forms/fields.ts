/**
 * The fields, choices and limits of the three forms (SPEC sections 3, 5 and 9).
 * Shared by the islands (rendering), the payload builders and the tests.
 */

/** Home quote form service choices: the value is what the e-mail shows, so it stays the spec's key. */
export const quoteServices = [
  { value: 'fencing', label: 'Fencing' },
  { value: 'patio', label: 'Patio & paving' },
  { value: 'artificial-turf', label: 'Artificial turf' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'tree-surgery', label: 'Tree surgery' },
  { value: 'turfing', label: 'Natural turfing' },
  { value: 'maintenance', label: 'Garden maintenance' },
  { value: 'other', label: 'Something else' },
] as const;

/** /contact enquiry form service choices; the first is the default. */
export const enquiryServices = [
  'General Enquiry',
  'Fencing',
  'Patio Installation',
  'Tree Surgery',
  'Hedge Trimming',
  'Artificial Turf',
  'Natural Turfing',
  'Garden Transformation',
  'Landscaping',
] as const;

export const updateTypes = [
  { value: 'services', label: 'Services' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'contact', label: 'Contact details' },
  { value: 'about', label: 'About us' },
  { value: 'testimonials', label: 'Testimonials' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'homepage', label: 'Home page' },
  { value: 'other', label: 'Other' },
] as const;

/** Priority choices with the turnaround labels of SPEC section 9; normal is the default. */
export const priorities = [
  { value: 'low', label: 'Low', turnaround: '1 week' },
  { value: 'normal', label: 'Normal', turnaround: '3 days' },
  { value: 'high', label: 'High', turnaround: '1 day' },
  { value: 'urgent', label: 'Urgent', turnaround: 'same day' },
] as const;

export const defaultPriority = 'normal';

/**
 * Length caps. A visitor pasting 10,000 characters gets the first 5,000 and a visible counter:
 * long enough for any garden description, short enough for the e-mail services' limits.
 */
export const maxLength = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  shortText: 5000,
} as const;

export type QuoteValues = {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};

export type EnquiryValues = QuoteValues;

export type UpdateRequestValues = {
  name: string;
  email: string;
  phone: string;
  updateType: string;
  currentContent: string;
  newContent: string;
  priority: string;
  additionalNotes: string;
};

export const emptyQuote: QuoteValues = { name: '', email: '', phone: '', service: '', message: '' };
export const emptyEnquiry: EnquiryValues = { name: '', email: '', phone: '', service: enquiryServices[0], message: '' };
export const emptyUpdateRequest: UpdateRequestValues = {
  name: '',
  email: '',
  phone: '',
  updateType: '',
  currentContent: '',
  newContent: '',
  priority: defaultPriority,
  additionalNotes: '',
};

/**
 * Caps a typed or restored value at `max` UTF-16 units without splitting an emoji or other
 * astral character in half (a lone surrogate would break URL encoding later).
 */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Label of a choice by value, falling back to the value itself. */
export function labelOf(choices: ReadonlyArray<{ value: string; label: string }>, value: string): string {
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

/** 1234 → "1,234" (en-GB grouping), without Intl: its first use costs a long task on a slow phone. */
export function groupDigits(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The counter under a text box: "1,234 / 2,000 characters". */
export function characterCount(length: number, maxLength: number): string {
  return `${groupDigits(length)} / ${groupDigits(maxLength)} characters`;
}
