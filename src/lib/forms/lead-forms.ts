/**
 * The quote and enquiry forms as this site builds them: field specs with the service catalogue's
 * choices. For the server side (FormSection.astro hands the choices to the islands as props) and
 * the tests; islands never import it, so the catalogue and its schema stay out of the page's code.
 */
import { enquiryServiceChoices, quoteServiceChoices } from '../service-catalogue.ts';
import { enquiryFormWith, initialValues, quoteFormWith, type EnquiryValues, type QuoteValues } from './fields.ts';
import { validateForm } from './validation.ts';

export const quoteServices = quoteServiceChoices();
export const enquiryServices = enquiryServiceChoices();

export const quoteForm = quoteFormWith(quoteServices);
export const enquiryForm = enquiryFormWith(enquiryServices);

export const emptyQuote: QuoteValues = initialValues(quoteForm);
export const emptyEnquiry: EnquiryValues = initialValues(enquiryForm);

export const validateEnquiry = (values: EnquiryValues) => validateForm(enquiryForm, values);

/** The quote form has the same required fields; it reuses the enquiry form's messages. */
export const validateQuote = (values: QuoteValues) => validateForm(quoteForm, values);
