/**
 * A production deploy must not silently lose leads: on Netlify's production context
 * (CONTEXT=production) every brand needs its form service keys, or the build stops, naming
 * each brand and the variables it lacks. Deploy previews, branch deploys and local builds keep
 * the warning and the e-mail fallback (src/lib/forms/services.ts).
 */
import { loadEnv } from 'vite';
import { missingServiceVariables, type FormServiceEnv } from '../src/lib/forms/services.ts';

/** One line per brand that lacks keys: "fencing-landscaping: PUBLIC_WEB3FORMS_ACCESS_KEY, …". */
export function missingFormKeys(
  brands: ReadonlyArray<{ id: string; web3formsAccessKey?: string }>,
  env: FormServiceEnv,
): string[] {
  return brands.flatMap((brand) => {
    const missing = missingServiceVariables(env, brand.web3formsAccessKey);
    return missing.length ? [`${brand.id}: ${missing.join(', ')}`] : [];
  });
}

export function formKeysError(problems: string[]): string {
  return (
    `✗ Production build without form keys: these forms would open the visitor's e-mail program instead of sending.\n` +
    problems.map((line) => `  ${line}`).join('\n') +
    `\n  Set the variables in Netlify's environment settings (see .env.example), or give the brand file a "web3formsAccessKey".`
  );
}

/**
 * Stops a production build that lacks keys. The variables are read as Astro reads them:
 * the process environment first, then the .env files.
 */
export function checkFormKeysForProduction(
  brands: ReadonlyArray<{ id: string; web3formsAccessKey?: string }>,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.CONTEXT !== 'production') return;
  const problems = missingFormKeys(brands, { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...env });
  if (!problems.length) return;
  console.error(`\n${formKeysError(problems)}\n`);
  process.exit(1);
}
