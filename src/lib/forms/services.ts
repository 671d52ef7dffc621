/**
 * Which third-party services a build can use, read from the PUBLIC_* build variables.
 * A build without the keys still works: its forms open the visitor's e-mail program instead,
 * and the build says so once, naming the missing variables.
 *
 * Who receives a lead is never decided in the browser: Web3Forms delivers to the address its
 * access key was created for, and EmailJS to the "To" address set in the template in the EmailJS
 * dashboard. Each brand therefore has its own EmailJS template (PUBLIC_EMAILJS_TEMPLATE_ID_<BRAND>);
 * the shared PUBLIC_EMAILJS_TEMPLATE_ID is for previews and local builds only.
 */
import { web3formsEndpoint } from './submit.ts';

/** The PUBLIC_* variables as Vite/Astro expose them (the per-brand template variables included). */
export type FormServiceEnv = Readonly<Record<string, string | undefined>>;

export interface Web3FormsConfig {
  endpoint: string;
  accessKey: string;
}

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export interface FormServiceBrand {
  id: string;
  web3formsAccessKey?: string | undefined;
}

export interface ServiceOptions {
  /** Netlify's production context: the shared EmailJS template does not count there. */
  production?: boolean;
}

function value(text: string | undefined): string {
  return text?.trim() ?? '';
}

/** "hillingdon-tree-surgery" → "PUBLIC_EMAILJS_TEMPLATE_ID_HILLINGDON_TREE_SURGERY". */
export function emailJsTemplateVariable(brandId: string): string {
  return `PUBLIC_EMAILJS_TEMPLATE_ID_${brandId.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

/** The brand file's key wins over the shared variable; null when neither is set. */
export function resolveWeb3Forms(env: FormServiceEnv, brandAccessKey?: string): Web3FormsConfig | null {
  const accessKey = value(brandAccessKey) || value(env.PUBLIC_WEB3FORMS_ACCESS_KEY);
  if (!accessKey) return null;
  return { endpoint: value(env.PUBLIC_WEB3FORMS_ENDPOINT) || web3formsEndpoint, accessKey };
}

/** The brand's own template, else (outside production) the shared one; null when anything is missing. */
export function resolveEmailJs(
  env: FormServiceEnv,
  brandId: string,
  { production = false }: ServiceOptions = {},
): EmailJsConfig | null {
  const serviceId = value(env.PUBLIC_EMAILJS_SERVICE_ID);
  const brandTemplate = value(env[emailJsTemplateVariable(brandId)]);
  const templateId = production ? brandTemplate : brandTemplate || value(env.PUBLIC_EMAILJS_TEMPLATE_ID);
  const publicKey = value(env.PUBLIC_EMAILJS_PUBLIC_KEY);
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/** Names of the variables a brand's build lacks, in the order .env.example lists them. */
export function missingServiceVariables(
  env: FormServiceEnv,
  brand: FormServiceBrand,
  { production = false }: ServiceOptions = {},
): string[] {
  const missing: string[] = [];
  if (!value(brand.web3formsAccessKey) && !value(env.PUBLIC_WEB3FORMS_ACCESS_KEY))
    missing.push('PUBLIC_WEB3FORMS_ACCESS_KEY');
  if (!value(env.PUBLIC_EMAILJS_SERVICE_ID)) missing.push('PUBLIC_EMAILJS_SERVICE_ID');
  const brandTemplate = emailJsTemplateVariable(brand.id);
  if (production) {
    if (!value(env[brandTemplate])) missing.push(brandTemplate);
  } else if (!value(env[brandTemplate]) && !value(env.PUBLIC_EMAILJS_TEMPLATE_ID)) {
    missing.push('PUBLIC_EMAILJS_TEMPLATE_ID');
  }
  if (!value(env.PUBLIC_EMAILJS_PUBLIC_KEY)) missing.push('PUBLIC_EMAILJS_PUBLIC_KEY');
  return missing;
}

export function missingServicesWarning(brandId: string, missing: string[]): string {
  return (
    `[WARN] [forms] ${brandId}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
    `The affected forms will open the visitor's e-mail program, addressed to the brand's e-mail, instead of sending. ` +
    `See .env.example.`
  );
}
