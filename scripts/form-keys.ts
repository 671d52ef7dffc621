/**
 * A production deploy must not silently lose leads, nor let the browser choose where they go:
 * on Netlify's production context (CONTEXT=production) every brand needs its form service keys
 * and its own EmailJS template (PUBLIC_EMAILJS_TEMPLATE_ID_<BRAND>, whose "To" address is fixed
 * in the EmailJS dashboard), or the build stops, naming each brand and the variables it lacks.
 * Deploy previews, branch deploys and local builds keep the warning, the shared template and the
 * e-mail fallback (src/lib/forms/services.ts).
 */
import { loadEnv } from 'vite';
import { missingServiceVariables, type FormServiceBrand, type FormServiceEnv } from '../src/lib/forms/services.ts';

/** The PUBLIC_* variables as Astro reads them at build time: the process environment first, then the .env files. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): FormServiceEnv {
  return { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...env };
}

/** One line per brand that lacks keys: "fencing-landscaping: PUBLIC_WEB3FORMS_ACCESS_KEY, …". */
export function missingFormKeys(brands: ReadonlyArray<FormServiceBrand>, env: FormServiceEnv): string[] {
  return brands.flatMap((brand) => {
    const missing = missingServiceVariables(env, brand, { production: true });
    return missing.length ? [`${brand.id}: ${missing.join(', ')}`] : [];
  });
}

export function formKeysError(problems: string[]): string {
  return (
    `✗ Production build without form keys: these forms would open the visitor's e-mail program instead of sending,\n` +
    `  or send through a template that is not the brand's own.\n` +
    problems.map((line) => `  ${line}`).join('\n') +
    `\n  Set the variables in Netlify's environment settings (see .env.example), or give the brand file a "web3formsAccessKey".` +
    `\n  Each PUBLIC_EMAILJS_TEMPLATE_ID_<BRAND> names a template whose "To" is the brand's address, set in the EmailJS dashboard.`
  );
}

/** Stops a production build that lacks keys or a brand's own EmailJS template. */
export function checkFormKeysForProduction(
  brands: ReadonlyArray<FormServiceBrand>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.CONTEXT !== 'production') return;
  const problems = missingFormKeys(brands, buildEnv(env));
  if (!problems.length) return;
  console.error(`\n${formKeysError(problems)}\n`);
  process.exit(1);
}
