/**
 * Which third-party services a build can use, read from the PUBLIC_* build variables.
 * A build without the keys still works: its forms open the visitor's e-mail program instead,
 * and the build says so once, naming the missing variables.
 */
import { web3formsEndpoint } from './submit.ts';

export interface FormServiceEnv {
  PUBLIC_WEB3FORMS_ACCESS_KEY?: string;
  PUBLIC_WEB3FORMS_ENDPOINT?: string;
  PUBLIC_EMAILJS_SERVICE_ID?: string;
  PUBLIC_EMAILJS_TEMPLATE_ID?: string;
  PUBLIC_EMAILJS_PUBLIC_KEY?: string;
}

export interface Web3FormsConfig {
  endpoint: string;
  accessKey: string;
}

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

function value(text: string | undefined): string {
  return text?.trim() ?? '';
}

/** The brand file's key wins over the shared variable; null when neither is set. */
export function resolveWeb3Forms(env: FormServiceEnv, brandAccessKey?: string): Web3FormsConfig | null {
  const accessKey = value(brandAccessKey) || value(env.PUBLIC_WEB3FORMS_ACCESS_KEY);
  if (!accessKey) return null;
  return { endpoint: value(env.PUBLIC_WEB3FORMS_ENDPOINT) || web3formsEndpoint, accessKey };
}

export function resolveEmailJs(env: FormServiceEnv): EmailJsConfig | null {
  const serviceId = value(env.PUBLIC_EMAILJS_SERVICE_ID);
  const templateId = value(env.PUBLIC_EMAILJS_TEMPLATE_ID);
  const publicKey = value(env.PUBLIC_EMAILJS_PUBLIC_KEY);
  if (!serviceId || !templateId || !publicKey) return null;
  return { serviceId, templateId, publicKey };
}

/** Names of the variables a build lacks, in the order .env.example lists them. */
export function missingServiceVariables(env: FormServiceEnv, brandAccessKey?: string): string[] {
  const missing: string[] = [];
  if (!value(brandAccessKey) && !value(env.PUBLIC_WEB3FORMS_ACCESS_KEY)) missing.push('PUBLIC_WEB3FORMS_ACCESS_KEY');
  for (const name of [
    'PUBLIC_EMAILJS_SERVICE_ID',
    'PUBLIC_EMAILJS_TEMPLATE_ID',
    'PUBLIC_EMAILJS_PUBLIC_KEY',
  ] as const) {
    if (!value(env[name])) missing.push(name);
  }
  return missing;
}

export function missingServicesWarning(brandId: string, missing: string[]): string {
  return (
    `[WARN] [forms] ${brandId}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
    `The affected forms will open the visitor's e-mail program, addressed to the brand's e-mail, instead of sending. ` +
    `See .env.example.`
  );
}

let warned = false;

/** Prints the warning once per build process (each brand is its own `astro build`). */
export function warnMissingServicesOnce(
  brandId: string,
  missing: string[],
  log: (message: string) => void = console.warn,
): void {
  if (warned || missing.length === 0) return;
  warned = true;
  // Leading newline: Astro prints page paths without a line break, and scripts/build.ts shows lines that contain WARN.
  log(`\n${missingServicesWarning(brandId, missing)}`);
}
