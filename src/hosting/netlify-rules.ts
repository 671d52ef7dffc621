/**
 * Generates Netlify's `_redirects` and `_headers` from the brand files and the build output.
 *
 * Netlify facts this design rests on (verified with Netlify's own parser and matcher in tests/unit/routing.test.ts):
 * - the first matching rule wins and a rewrite is not evaluated again, so a host catch-all would swallow
 *   every path: each brand host instead gets one forced rule per file the build produced, then a forced 404;
 * - a rule's host only matches together with its scheme (`https://host/…`); there is no Host condition;
 * - rules must be forced (`!`), or a file at the root path would shadow them;
 * - the default brand's hosts get their own section too; its rules come once more at the end without a
 *   host, so unknown hosts and deploy previews get it;
 * - a `Cookie=name` condition matches when the request carries that cookie (its value is not compared):
 *   on hosts without a brand, a brand's preview cookie (src/hosting/preview.ts) selects that brand's rules,
 *   placed after every brand host's section, so a brand host never looks at a cookie;
 * - a brand's old links (`redirects` in its brand file) come after its pages and before its forced 404;
 *   Netlify passes the request's query string on to a redirect target that has none.
 *
 * What the rules do NOT rest on: how Netlify decodes `%2F` or resolves `..` in a path. No rule has a
 * splat or placeholder in its target, so a request path never becomes part of a file path: every
 * target is one literal file the build produced (shared assets included, one rule each), and
 * anything else on a host ends at that host's forced 404. Files at the publish root (`_redirects`,
 * `_headers`) are therefore never a target.
 */
import type { Brand } from '../lib/brand-schema.ts';
import { chooserFile, previewCookie, previewDir, previewFile, previewPath, stopPreviewPath } from './preview.ts';

export interface BrandOutput {
  brand: Pick<Brand, 'id' | 'hostnames' | 'apexHostnames' | 'default'> & Partial<Pick<Brand, 'redirects'>>;
  /** Files the build produced for the brand, relative to its folder (e.g. "fencing.html", "robots.txt"). */
  files: string[];
}

/** Where every brand's hashed assets live, shared so browsers and the CDN cache them once. */
export const sharedAssetsDir = '_astro';

/** The editor (scripts/admin/bundle.ts): built once into this folder, answered at /admin on every host. */
export const adminDir = '_admin';
export const adminPath = '/admin';
export const adminPage = 'index.html';
/** The editor's configuration as the page asks for it; each brand host gets its own brand's (adminRules). */
export const adminConfigFile = 'config.json';
/** Where the build writes the configurations: one per brand, and one of every brand built (not in production). */
export const adminConfigDir = 'config';
export const allBrandsConfig = 'all';

/** The public path a built file answers: "index.html" → "/", "blog/post.html" → "/blog/post", "robots.txt" → "/robots.txt". */
export function publicPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return `/${file}`;
}

function servedFiles(files: string[]): string[] {
  // 404.html answers unknown paths only; it never gets a 200 rule of its own.
  return files.filter((file) => file !== '404.html' && !file.startsWith(`${sharedAssetsDir}/`)).sort();
}

function column(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i < row.length - 1 ? cell.padEnd(widths[i]!) : cell)).join('  '))
    .join('\n');
}

interface RuleOptions {
  /** Where the rules answer: "https://host" or "" for any host. */
  origin: string;
  /** A condition every rule carries, e.g. "Cookie=brand_preview_x". */
  condition?: string;
  /** Serve the brand's preview copies of its pages (with the preview bar) instead of the pages. */
  previewCopies?: boolean;
}

function brandRules(output: BrandOutput, { origin, condition, previewCopies = false }: RuleOptions): string[][] {
  const { id } = output.brand;
  const target = (file: string) =>
    previewCopies && file.endsWith('.html') ? `/${previewFile(id, file)}` : `/${id}/${file}`;
  const rows = servedFiles(output.files).map((file) => [`${origin}${publicPath(file)}`, target(file), '200!']);
  for (const { from, to, status } of output.brand.redirects ?? []) rows.push([`${origin}${from}`, to, `${status}!`]);
  rows.push([`${origin}/*`, target('404.html'), '404!']);
  return condition ? rows.map((row) => [...row, condition]) : rows;
}

/** Preview any brand on a host without one: the chooser, start and stop paths, then each brand's cookie rules. */
function previewSections(outputs: BrandOutput[]): string[] {
  const previewed = outputs.filter((o) => !o.brand.default);
  if (!previewed.length) return [];
  const chooser = `/${chooserFile}`;
  const paths: string[][] = [[`/${previewDir}`, chooser, '200!']];
  for (const { brand } of previewed) paths.push([stopPreviewPath(brand.id), chooser, '200!']);
  for (const { brand } of previewed) {
    // One preview at a time: asked for another brand while one is shown, stop the shown one first.
    for (const other of previewed.filter((o) => o.brand.id !== brand.id))
      paths.push([
        previewPath(brand.id),
        stopPreviewPath(other.brand.id),
        '302!',
        `Cookie=${previewCookie(other.brand.id)}`,
      ]);
    paths.push([previewPath(brand.id), `/${previewFile(brand.id, 'index.html')}`, '200!']);
  }
  const sections = [
    '',
    '# Preview any brand on a host without one: /_preview/ lists them; the cookie set by /_preview/<id> selects one.',
    column(paths.map((row) => (row.length === 3 ? [...row, ''] : row))).replace(/ +$/gm, ''),
  ];
  for (const output of previewed) {
    const condition = `Cookie=${previewCookie(output.brand.id)}`;
    sections.push(
      '',
      `# ${output.brand.id} previewed on a host without a brand`,
      column(brandRules(output, { origin: '', condition, previewCopies: true })),
    );
  }
  return sections;
}

/**
 * The editor, after the apex redirects and before every host's section (each ends in a forced 404): /admin and
 * its files on every brand host and on hosts without a brand,
 * one literal rule each. Its configuration is per host: a brand host's lists only that brand (nothing a brand
 * host serves names the other brands); any other host gets every brand built where previews are on (deploy
 * previews, localhost), else the default brand's.
 */
function adminRules(outputs: BrandOutput[], adminFiles: string[], everyBrand: boolean): string[] {
  const configFile = (name: string) => `/${adminDir}/${adminConfigDir}/${name}.json`;
  const fallback = everyBrand ? allBrandsConfig : outputs.find((o) => o.brand.default)!.brand.id;
  const rows = [
    ...outputs.flatMap(({ brand }) =>
      brand.hostnames.map((host) => [`https://${host}/${adminDir}/${adminConfigFile}`, configFile(brand.id), '200!']),
    ),
    [`/${adminDir}/${adminConfigFile}`, configFile(fallback), '200!'],
    [adminPath, `/${adminDir}/${adminPage}`, '200!'],
    ...adminFiles
      .filter((file) => !file.startsWith(`${adminConfigDir}/`))
      .sort()
      .map((file) => [`/${adminDir}/${file}`, `/${adminDir}/${file}`, '200!']),
  ];
  return ['', "# The editor on every host, each brand host with its own brand's configuration.", column(rows)];
}

/**
 * `assetFiles`: the shared assets' files, relative to their folder ("client.abc123.js"), each
 * given its own literal rule. `preview`: add the rules that preview any brand on a host without one
 * (for builds that wrote the preview copies: every build but production's).
 */
export function redirectsFile(
  outputs: BrandOutput[],
  assetFiles: string[],
  { preview = false, adminFiles = [] as string[] } = {},
): string {
  const defaults = outputs.filter((o) => o.brand.default);
  if (defaults.length !== 1) throw new Error('redirectsFile needs exactly one default brand in the build');
  const sections: string[] = [
    '# Generated by scripts/build.ts from brands/*.json and the build output. Do not edit by hand.',
  ];
  if (assetFiles.length) {
    const assetRows = [...assetFiles].sort().map((file) => {
      const path = `/${sharedAssetsDir}/${file}`;
      return [path, path, '200!'];
    });
    sections.push('', '# Hashed assets of every brand, shared: one literal rule per file.', column(assetRows));
  }
  // Apex hosts first: every path on them, the editor's included, goes to the www. host.
  const apexRows = outputs.flatMap(({ brand }) =>
    brand.apexHostnames.map((apex) => [`https://${apex}/*`, `https://www.${apex}/:splat`, '301!']),
  );
  if (apexRows.length) sections.push('', '# Apex domains redirect to www, keeping path and query.', column(apexRows));
  if (adminFiles.length) sections.push(...adminRules(outputs, adminFiles, preview));
  const fallback = defaults[0]!;
  // The default brand's hosts first among them, then the others: every brand host is settled before any cookie.
  for (const output of [fallback, ...outputs.filter((o) => !o.brand.default)]) {
    for (const host of output.brand.hostnames) {
      sections.push('', `# ${output.brand.id} on ${host}`, column(brandRules(output, { origin: `https://${host}` })));
    }
  }
  if (preview) sections.push(...previewSections(outputs));
  sections.push(
    '',
    `# ${fallback.brand.id}: the default brand, for unknown hosts and deploy previews without a preview cookie.`,
    column(brandRules(fallback, { origin: '' })),
  );
  return `${sections.join('\n')}\n`;
}

export interface SecurityPolicy {
  /** sha256 hashes ('sha256-…') of every inline script in the build. */
  scriptHashes: string[];
  /** Origins the forms' scripts send to (`connect-src`). */
  connectOrigins: string[];
  /** Where forms submit without their script (`form-action`): origins, and `mailto:` when a form needs it. */
  formActions: string[];
}

export const emailJsOrigin = 'https://api.emailjs.com';
/** Web3Forms' own endpoint answers a native POST with a redirect to its success page on this origin. */
const web3formsFollowOn: Record<string, string> = { 'https://api.web3forms.com': 'https://web3forms.com' };

/** What each built brand's forms use, as resolved from the build's configuration. */
export interface BrandForms {
  /** The Web3Forms(-compatible) endpoint, when the brand has a key. */
  web3formsEndpoint?: string | undefined;
  /** Whether the enquiry form sends through EmailJS. */
  emailJs: boolean;
  /** Whether some form of the brand submits natively to a mailto: address. */
  mailto: boolean;
}

/**
 * The CSP origins for the configured endpoints, exactly: the scripts connect to the Web3Forms
 * endpoint and the EmailJS API of the brands that have them; forms submit natively only to the
 * Web3Forms endpoint (and its success page) and, where a form falls back to e-mail, to mailto:.
 */
export function formPolicy(brands: BrandForms[]): Pick<SecurityPolicy, 'connectOrigins' | 'formActions'> {
  const web3forms = [
    ...new Set(brands.flatMap((b) => (b.web3formsEndpoint ? [new URL(b.web3formsEndpoint).origin] : []))),
  ];
  const connectOrigins = [...web3forms, ...(brands.some((b) => b.emailJs) ? [emailJsOrigin] : [])];
  const formActions = [
    ...web3forms.flatMap((origin) => [origin, ...(web3formsFollowOn[origin] ? [web3formsFollowOn[origin]] : [])]),
    ...(brands.some((b) => b.mailto) ? ['mailto:'] : []),
  ];
  return { connectOrigins: [...new Set(connectOrigins)].sort(), formActions: [...new Set(formActions)].sort() };
}

export function contentSecurityPolicy({ scriptHashes, connectOrigins, formActions }: SecurityPolicy): string {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // The islands render style attributes (slider transforms, reserved heights); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    // Script-free form submissions (src/lib/forms/native.ts): a native POST to Web3Forms, or a mailto: form.
    `form-action ${formActions.length ? formActions.join(' ') : "'none'"}`,
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * The headers of every page. No Cross-Origin-Opener-Policy: any value but `unsafe-none` makes Chromium
 * swap browsing context groups at the response, so the page waits for a new renderer process instead
 * of committing in the one made ready during the request (and Chrome on Android isolates such sites in
 * processes of their own): a later first paint and a long task at commit on every page (docs/operations.md,
 * "What the generated rules do"). These pages keep no visitor's state for it to guard; the editor, which holds a GitHub
 * login, keeps one (adminHeaders).
 */
export const securityHeaders = (csp: string): Record<string, string> => ({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': csp,
});

/** What the editor may reach besides its own files (docs/operations.md, "The editor's login"). */
export interface AdminPolicy {
  /** Let the editor reach decap-server on this machine (npm run admin): every build but production's. */
  localBackend: boolean;
}

/**
 * The editor's own policy, replacing the site's on /admin and /_admin/*: Decap CMS compiles its configuration
 * checks at run time ('unsafe-eval'), talks to the GitHub API (the OAuth login itself is a pop-up to
 * api.netlify.com, which CSP does not govern), keeps unsaved photos as blob: URLs it fetches back and shows,
 * shows GitHub avatars, and styles itself with inline styles. Locally it also talks to decap-server on localhost.
 */
export function adminContentSecurityPolicy({ localBackend }: AdminPolicy): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: https://api.github.com${localBackend ? ' http://localhost:* http://127.0.0.1:*' : ''}`,
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The editor's headers: its policy, never indexed, never stored, and a pop-up that may report back (the login). */
export function adminHeaders(policy: AdminPolicy): Record<string, string> {
  return {
    ...securityHeaders(adminContentSecurityPolicy(policy)),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-cache',
  };
}

const cookieAttributes = 'Path=/; Secure; HttpOnly; SameSite=Lax';

/**
 * `previewIds`: the brands that can be previewed on a host without a brand (the non-default ones
 * built): `/_preview/<id>` sets the brand's cookie, `/_preview/<id>/off` clears it (one Set-Cookie
 * per path: Netlify joins repeated header names with commas, which Set-Cookie does not survive).
 */
export function headersFile(policy: SecurityPolicy, previewIds: string[] = [], admin?: AdminPolicy): string {
  const block = (path: string, values: Record<string, string>) =>
    [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const preview = previewIds.length
    ? [
        block(`/${previewDir}/*`, { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' }),
        ...previewIds.flatMap((id) => [
          block(previewPath(id), { 'Set-Cookie': `${previewCookie(id)}=1; ${cookieAttributes}` }),
          block(stopPreviewPath(id), { 'Set-Cookie': `${previewCookie(id)}=; Max-Age=0; ${cookieAttributes}` }),
        ]),
      ]
    : [];
  return `${[
    '# Generated by scripts/build.ts. Do not edit by hand.',
    block('/*', securityHeaders(contentSecurityPolicy(policy))),
    block(`/${sharedAssetsDir}/*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    ...preview,
    // After /*: for a header both set, the later block's value is the one sent (scripts/netlify-router.ts).
    ...(admin ? [adminPath, `/${adminDir}/*`].map((path) => block(path, adminHeaders(admin))) : []),
  ].join('\n\n')}\n`;
}
