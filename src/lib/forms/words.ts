/**
 * What each form island shows, assembled from the forms' words (src/content/forms.yaml with the
 * brand's own keys over it, brand facts filled in): the section keeps its heading and intro, the
 * island gets the rest as props. Pure: FormSection.astro and the tests call it.
 */
import type { FormsWords } from '../content-schemas.ts';
import type { FieldWordsOf, QuoteValues, UpdateRequestValues } from './fields.ts';
import type { ValidationMessages } from './validation.ts';

/** After an optional field's label, and after a text box's counter. */
export interface SharedFieldWords {
  optional: string;
  characters: string;
}

/** The other ways to reach the business, offered when sending fails (the phone number already in `call`). */
export interface AlternativesWords {
  call: string;
  whatsapp: string;
  email: string;
}

/** Every form's words beyond its own. */
interface CommonWords {
  shared: SharedFieldWords;
  messages: ValidationMessages;
}

/** What the quote or the enquiry form island says. */
export interface LeadFormWords extends CommonWords {
  /** The form's accessible name. */
  label: string;
  submit: string;
  /** The button when the form opens the e-mail program (no service keys in the build). */
  mailtoSubmit: string;
  busy: string;
  success: string;
  failureInline: string;
  failureToast: string;
  /** Above the button when the form opens the e-mail program. */
  mailtoNote: string;
  /** After the e-mail program was asked to open. */
  mailtoStatus: string;
  fields: FieldWordsOf<QuoteValues>;
  alternatives: AlternativesWords;
}

/** What the update request form island says. */
export interface UpdateRequestWords extends CommonWords {
  label: string;
  submit: string;
  busy: string;
  /** Toast titles: a required field is empty; the e-mail address is not one. */
  missingTitle: string;
  invalidEmailTitle: string;
  preparedTitle: string;
  prepared: string;
  failureTitle: string;
  failure: string;
  /** Around the links under a failure: "E-mail <address> or call <phone>." */
  failureEmail: string;
  failureCall: string;
  reopenQuestion: string;
  reopenLink: string;
  reopenOr: string;
  /** The prepared e-mail, copied whole: the line before the button, the button, and its outcomes. */
  copyIntro: string;
  copyButton: string;
  copied: string;
  copyFailed: string;
  copyTextLabel: string;
  fields: FieldWordsOf<UpdateRequestValues>;
}

function common(words: FormsWords): CommonWords {
  return { shared: { optional: words.optional, characters: words.characters }, messages: words.messages };
}

export function leadFormWords(words: FormsWords, form: 'quote' | 'enquiry'): LeadFormWords {
  const { title: _title, intro: _intro, fields, ...own } = words[form];
  return { ...own, ...common(words), alternatives: words.alternatives, fields: { ...words.fields, ...fields } };
}

export function updateRequestWords(words: FormsWords): UpdateRequestWords {
  const { title: _title, intro: _intro, fields, ...own } = words.updateRequest;
  return { ...own, ...common(words), fields: { ...words.fields, ...fields } };
}
