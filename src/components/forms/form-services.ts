/**
 * Build-time form configuration for the current brand: the third-party service keys from the
 * PUBLIC_* variables (and the brand file), one warning per build when some are missing, and the
 * quote and enquiry forms' service choices with the brand's lead services first.
 * `import.meta.env` is read whole because the brand's EmailJS template variable is named after
 * the brand (PUBLIC_EMAILJS_TEMPLATE_ID_<BRAND>); this module only runs at build time.
 */
import { brand } from '../../render-time/brand.ts';
import { recordWhileRendering } from '../../render-time/render-records.ts';
import { warnOnce } from '../../render-time/warn-once.ts';
import {
  missingServicesWarning,
  missingServiceVariables,
  resolveEmailJs,
  resolveWeb3Forms,
  type FormServiceEnv,
} from '../../lib/forms/services.ts';
import { enquiryServiceChoices, quoteServiceChoices } from '../../lib/service-catalogue.ts';

const env: FormServiceEnv = import.meta.env;
/** Netlify's production context: only the brand's own EmailJS template is used there. */
const production = process.env.CONTEXT === 'production';

export const web3forms = resolveWeb3Forms(env, brand.web3formsAccessKey);
export const emailJs = resolveEmailJs(env, brand.id, { production });
// What the site's Content-Security-Policy lets the forms' scripts connect to (scripts/build.ts).
recordWhileRendering('forms', { web3formsEndpoint: web3forms?.endpoint, emailJs: emailJs !== null });

const missing = missingServiceVariables(env, brand, { production });
if (missing.length) warnOnce('forms', missingServicesWarning(brand.id, missing));

/** The contact channels every form offers as alternatives. */
export const channels = {
  phoneHref: brand.contact.phone.href,
  whatsapp: brand.contact.whatsapp.digits,
  email: brand.email,
};

/**
 * The forms' service choices: the brand's lead services first (and offered even where the default brand's list
 * lacks them).
 */
export const quoteServices = quoteServiceChoices(brand);
export const enquiryServices = enquiryServiceChoices(brand);
