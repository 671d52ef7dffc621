/**
 * The fields, required fields, choices and limits of the three forms.
 * Shared by the islands (rendering), the payload builders and the tests. What the fields say
 * (labels, hints, the empty choice's text) is content: src/content/forms.yaml, per brand.
 */

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

/** Priority choices with their turnaround labels (low 1 week … urgent same day); normal is the default. */
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

export interface Choice {
  value: string;
  label: string;
  /** Shown after the label in brackets, e.g. a priority's turnaround. */
  detail?: string;
}

/** What a field says: its label, an optional hint under it, a select's empty first option. */
export interface FieldWords {
  label: string;
  hint?: string;
  placeholder?: string;
}

/** Each field's words, by field name. */
export type FieldWordsOf<Values> = Record<keyof Values & string, FieldWords>;

/**
 * One field of a form: it drives the rendered control (name, type, `required`, `maxlength`),
 * the required-field check, the value read on submit and the draft. Its words come with the form's.
 */
export interface FieldSpec<Name extends string = string> {
  name: Name;
  control: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'radio';
  required?: boolean;
  maxLength: number;
  /** The value a fresh (or reset) form shows; '' when not given. */
  initial?: string;
  autoComplete?: string;
  options?: readonly Choice[];
  /** A select starts on an empty first option (its words' `placeholder`). */
  emptyChoice?: boolean;
  rows?: number;
  minHeightClass?: string;
  /** Full width: text areas and radio groups; the others share a two-column row. */
  wide?: boolean;
}

export interface FormSpec<Values extends Record<string, string>> {
  /** Draft key and the prefix of every control's id (`quote-name`). */
  id: string;
  idPrefix: string;
  fields: ReadonlyArray<FieldSpec<keyof Values & string>>;
  /** The field checked against the e-mail pattern after the required ones. */
  emailField: keyof Values & string;
}

const nameField = {
  name: 'name',
  control: 'text',
  autoComplete: 'name',
  required: true,
  maxLength: maxLength.name,
} as const;
const emailField = {
  name: 'email',
  control: 'email',
  autoComplete: 'email',
  required: true,
  maxLength: maxLength.email,
} as const;
const phoneField = {
  name: 'phone',
  control: 'tel',
  autoComplete: 'tel',
  maxLength: maxLength.phone,
} as const;

/** Name, e-mail and phone open every form. */
const contactFields = [nameField, emailField, phoneField];

/**
 * The home quote form. Its service choices come from the service catalogue
 * (src/lib/service-catalogue.ts, quoteServiceChoices), handed to the island as props.
 */
export function quoteFormWith(services: readonly Choice[]): FormSpec<QuoteValues> {
  return {
    id: 'quote',
    idPrefix: 'quote',
    emailField: 'email',
    fields: [
      ...contactFields,
      {
        name: 'service',
        control: 'select',
        emptyChoice: true,
        options: services,
        maxLength: 40,
      },
      {
        name: 'message',
        control: 'textarea',
        required: true,
        rows: 5,
        minHeightClass: 'min-h-[120px]',
        maxLength: maxLength.message,
        wide: true,
      },
    ],
  };
}

/** The /contact enquiry form; its choices (enquiryServiceChoices) come from the catalogue too, the first is the default. */
export function enquiryFormWith(services: readonly string[]): FormSpec<EnquiryValues> {
  return {
    id: 'enquiry',
    idPrefix: 'enquiry',
    emailField: 'email',
    fields: [
      ...contactFields,
      {
        name: 'service',
        control: 'select',
        options: services.map((service) => ({ value: service, label: service })),
        initial: services[0],
        maxLength: 40,
      },
      {
        name: 'message',
        control: 'textarea',
        required: true,
        rows: 4,
        minHeightClass: 'min-h-[100px]',
        maxLength: maxLength.message,
        wide: true,
      },
    ],
  };
}

export const updateRequestForm: FormSpec<UpdateRequestValues> = {
  id: 'update-request',
  idPrefix: 'update',
  emailField: 'email',
  fields: [
    ...contactFields,
    {
      name: 'updateType',
      control: 'select',
      required: true,
      emptyChoice: true,
      options: updateTypes,
      maxLength: 40,
    },
    {
      name: 'currentContent',
      control: 'textarea',
      rows: 3,
      minHeightClass: 'min-h-[80px]',
      maxLength: maxLength.shortText,
      wide: true,
    },
    {
      name: 'newContent',
      control: 'textarea',
      required: true,
      rows: 4,
      minHeightClass: 'min-h-[80px]',
      maxLength: maxLength.shortText,
      wide: true,
    },
    {
      name: 'priority',
      control: 'radio',
      options: priorities.map((p) => ({ value: p.value, label: p.label, detail: p.turnaround })),
      initial: defaultPriority,
      maxLength: 10,
      wide: true,
    },
    {
      name: 'additionalNotes',
      control: 'textarea',
      rows: 3,
      minHeightClass: 'min-h-[80px]',
      maxLength: maxLength.shortText,
      wide: true,
    },
  ],
};

/** The values of a fresh form: every field's `initial`, or ''. */
export function initialValues<Values extends Record<string, string>>(spec: FormSpec<Values>): Values {
  return Object.fromEntries(spec.fields.map((field) => [field.name, field.initial ?? ''])) as Values;
}

/** The required fields, in form order: the one list the markup and the check both use. */
export function requiredFields<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
): Array<keyof Values & string> {
  return spec.fields.filter((field) => field.required).map((field) => field.name);
}

/** The control id of a field: `quote-name`. */
export function fieldId(spec: { idPrefix: string }, name: string): string {
  return `${spec.idPrefix}-${name}`;
}

/**
 * Reads the form's values by field name (`FormData.get` or a stored draft), capped at each
 * field's length. A missing or non-text entry (an unchecked radio group) reads as ''.
 */
export function readValues<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  get: (name: string) => unknown,
): Values {
  return Object.fromEntries(
    spec.fields.map((field) => {
      const value = get(field.name);
      return [field.name, typeof value === 'string' ? clip(value, field.maxLength) : ''];
    }),
  ) as Values;
}

function isAllowed(field: FieldSpec, value: string): boolean {
  if (!field.options) return true;
  return field.options.some((option) => option.value === value) || (value === '' && field.emptyChoice === true);
}

/**
 * What a form shows once its script runs: what the visitor typed before hydration wins; a
 * field still at its initial value takes the sessionStorage draft (a reload, a way back).
 * Draft values are capped and must be one of a choice field's options.
 */
export function adoptValues<Values extends Record<string, string>>(
  spec: FormSpec<Values>,
  inPage: Values,
  draft: Partial<Values> | null,
): Values {
  const adopted = { ...inPage };
  for (const field of spec.fields) {
    const saved = draft?.[field.name];
    if (typeof saved !== 'string' || inPage[field.name] !== (field.initial ?? '')) continue;
    const value = clip(saved, field.maxLength);
    if (isAllowed(field, value)) adopted[field.name] = value as Values[typeof field.name];
  }
  return adopted;
}

export const emptyUpdateRequest: UpdateRequestValues = initialValues(updateRequestForm);

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

/** The counter under a text box: "1,234 / 2,000 characters" (`unit`: the content's word for characters). */
export function characterCount(length: number, maxLength: number, unit: string): string {
  return `${groupDigits(length)} / ${groupDigits(maxLength)} ${unit}`;
}
