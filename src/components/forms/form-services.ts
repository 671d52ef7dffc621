/**
 * Build-time form configuration for the current brand: the third-party service keys from the
 * PUBLIC_* variables (and the brand file), one warning per build when some are missing, and the
 * quote and enquiry forms' service choices with the brand's lead services first.
 * Each property is read explicitly so Vite replaces it at build time.
 */
import { brand } from '../../brand.ts';
import {
  missingServiceVariables,
  resolveEmailJs,
  resolveWeb3Forms,
  warnMissingServicesOnce,
  type FormServiceEnv,
} from '../../lib/forms/services.ts';
import { enquiryServiceChoices, quoteServiceChoices } from '../../lib/service-catalogue.ts';

const env: FormServiceEnv = {
  PUBLIC_WEB3FORMS_ACCESS_KEY: import.meta.env.PUBLIC_WEB3FORMS_ACCESS_KEY,
  PUBLIC_WEB3FORMS_ENDPOINT: import.meta.env.PUBLIC_WEB3FORMS_ENDPOINT,
  PUBLIC_EMAILJS_SERVICE_ID: import.meta.env.PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEMPLATE_ID: import.meta.env.PUBLIC_EMAILJS_TEMPLATE_ID,
  PUBLIC_EMAILJS_PUBLIC_KEY: import.meta.env.PUBLIC_EMAILJS_PUBLIC_KEY,
};

export const web3forms = resolveWeb3Forms(env, brand.web3formsAccessKey);
export const emailJs = resolveEmailJs(env);

warnMissingServicesOnce(brand.id, missingServiceVariables(env, brand.web3formsAccessKey));

/** The contact channels every form offers as alternatives. */
export const channels = { phone: brand.phone, whatsapp: brand.whatsapp, email: brand.email };

/** The forms' service choices: the brand's lead services first (and offered even where SPEC's list lacks them). */
export const quoteServices = quoteServiceChoices(brand.focus);
export const enquiryServices = enquiryServiceChoices(brand.focus);
