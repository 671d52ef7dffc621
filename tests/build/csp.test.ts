/**
 * The Content-Security-Policy against what each page asks of it, for every route of every built brand
 * (and its not-found page, and the preview copies of the other brands' pages): each page is requested
 * through the generated rules with Netlify's own parser and matcher (scripts/netlify-router.ts), on
 * the brand's host, and its markup is read against the policy it is served with. Every inline script
 * is allowed by its hash, no handler attribute or javascript: URL needs 'unsafe-inline', every script,
 * stylesheet, image, font and manifest comes from the site itself, every form submits where
 * `form-action` allows and a form's script may send where `connect-src` allows. What only runs
 * (a script that fetches, evaluates or injects) is the browser sweep's (tests/e2e/pages.spec.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter, type Router } from '../../scripts/netlify-router.ts';
import { previewCookie } from '../../src/hosting/preview.ts';
import { routes } from '../../src/lib/routes.ts';
import { parseHtml, queryAll, textIn } from '../support/dom.ts';
import { builtBrands, distDir } from './support/site.ts';

const notFoundPath = '/this-page-does-not-exist';
const paths = [...routes, notFoundPath];
const defaultBrand = builtBrands.find((brand) => brand.default)!;
let router: Router;

beforeAll(async () => {
  router = await createRouter(distDir);
});

/** `default-src 'self'; script-src 'self' 'sha256-…'` → { 'default-src': ["'self'"], … }. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The sources a fetch of this kind may come from (the directive, else default-src). */
const sourcesFor = (policy: Map<string, string[]>, name: string) => policy.get(name) ?? policy.get('default-src') ?? [];

/** Whether a URL written in the page is allowed by a directive's sources (pages are served from https). */
function allowed(sources: string[], url: string): boolean {
  const target = new URL(url, 'https://site.example/');
  if (target.origin === 'https://site.example') return sources.includes("'self'");
  if (target.protocol === 'data:' || target.protocol === 'blob:' || target.protocol === 'mailto:')
    return sources.includes(target.protocol);
  return sources.some(
    (source) => source === target.origin || (source.endsWith(':*') && target.href.startsWith(source.slice(0, -1))),
  );
}

interface Served {
  label: string;
  policy: Map<string, string[]>;
  html: string;
}

/** A path as a visitor's browser gets it: the page file and the headers the rules give it. */
function serve(host: string, path: string, cookie?: string): Served {
  const result = router.route({ host, url: path, cookie });
  expect(result.kind, `${host}${path}`).toBe('file');
  if (result.kind !== 'file') throw new Error('not a file');
  const policy = result.headers['Content-Security-Policy'];
  expect(policy, `${host}${path}: a Content-Security-Policy`).toBeTruthy();
  return { label: `${host}${path}`, policy: directives(policy!), html: readFileSync(result.file, 'utf8') };
}

/** Everything in the page that the policy would block, described for the failure message. */
function blocked({ policy, html }: Served): string[] {
  const problems: string[] = [];
  const document = parseHtml(html);
  const all = (selector: string) => queryAll(selector, document);
  const scriptSources = sourcesFor(policy, 'script-src');
  if (scriptSources.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'"))
    problems.push(`script-src allows ${scriptSources.filter((s) => s.startsWith("'unsafe")).join(' ')}`);

  for (const script of all('script')) {
    const type = script.attribs.type ?? '';
    if (/^application\/(ld\+)?json$/.test(type)) continue; // data, never run
    if (script.attribs.src !== undefined) {
      if (!allowed(scriptSources, script.attribs.src)) problems.push(`script from ${script.attribs.src}`);
      continue;
    }
    const body = textIn(script);
    if (!body) continue;
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    if (!scriptSources.includes(hash)) problems.push(`inline script ${hash} (${body.slice(0, 60)}…) not in script-src`);
  }
  for (const element of all('*')) {
    for (const [name, value] of Object.entries(element.attribs)) {
      if (/^on[a-z]+$/.test(name)) problems.push(`<${element.name} ${name}> handler attribute`);
      if (/^\s*javascript:/i.test(value)) problems.push(`<${element.name} ${name}="${value.slice(0, 40)}">`);
    }
  }
  const check = (directive: string, url: string | undefined, what: string) => {
    if (url !== undefined && !allowed(sourcesFor(policy, directive), url))
      problems.push(`${what} ${url} (${directive})`);
  };
  const srcset = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter((url): url is string => Boolean(url));
  for (const link of all('link[href]')) {
    const rel = link.attribs.rel ?? '';
    if (/\bstylesheet\b/.test(rel)) check('style-src', link.attribs.href, 'stylesheet');
    else if (/\bmodulepreload\b/.test(rel) || (/\bpreload\b/.test(rel) && link.attribs.as === 'script'))
      check('script-src', link.attribs.href, 'script preload');
    else if (/\bpreload\b/.test(rel) && link.attribs.as === 'font') check('font-src', link.attribs.href, 'font');
    else if (/\bpreload\b/.test(rel) && link.attribs.as === 'image') check('img-src', link.attribs.href, 'image');
    else if (/\bmanifest\b/.test(rel)) check('manifest-src', link.attribs.href, 'manifest');
    else if (/\bicon\b/.test(rel)) check('img-src', link.attribs.href, 'icon');
  }
  for (const image of all('img, source, image')) {
    check('img-src', image.attribs.src, `<${image.name}>`);
    check('img-src', image.attribs.href, `<${image.name}>`);
    for (const url of srcset(image.attribs.srcset)) check('img-src', url, `<${image.name} srcset>`);
  }
  for (const style of all('style')) {
    const css = textIn(style);
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
      const font = /\.(woff2?|ttf|otf)$/.test(url!);
      check(font ? 'font-src' : 'img-src', url, font ? 'font in <style>' : 'image in <style>');
    }
  }
  for (const element of all('iframe, frame, object, embed')) problems.push(`<${element.name}> on the page`);
  for (const base of all('base[href]')) check('base-uri', base.attribs.href, '<base>');

  const formActions = policy.get('form-action') ?? [];
  for (const form of all('form')) {
    // Where each of its submit buttons sends it: the button's own formaction, else the form's action.
    const buttons = queryAll(
      'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]',
      form,
    );
    const targets = new Set(
      (buttons.length ? buttons : [form]).map((b) => b.attribs.formaction ?? form.attribs.action ?? ''),
    );
    for (const target of targets)
      if (!allowed(formActions, target)) problems.push(`form submits to ${target || 'its own page'} (form-action)`);
    // A form whose script sends where it posts (Web3Forms): the script's request needs connect-src.
    const action = form.attribs.action;
    if (action && /^https:/.test(action)) check('connect-src', action, 'form endpoint for its script');
  }
  return problems;
}

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  it('serves every route and its not-found page with a policy that allows all the page asks for', () => {
    const host = brand.hostnames[0]!;
    const problems = paths.flatMap((path) => {
      const page = serve(host, path);
      return blocked(page).map((problem) => `${page.label}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it.skipIf(brand.default)('serves its preview copies on a host without a brand under the same policy', () => {
    const cookie = `${previewCookie(brand.id)}=1`;
    const problems = paths.flatMap((path) => {
      const page = serve('localhost', path, cookie);
      expect(page.html, `${path}: the preview copy`).toContain(brand.businessName.replace(/&/g, '&amp;'));
      return blocked(page).map((problem) => `${page.label} (preview): ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});

it('reads a page as the policy does: an unhashed inline script, a handler attribute and a foreign script are caught', () => {
  const policy = serve(defaultBrand.hostnames[0]!, '/').policy;
  const page = (html: string): Served => ({ label: 'fixture', policy, html });
  expect(blocked(page('<script>alert(1)</script>'))).toHaveLength(1);
  expect(blocked(page('<button onclick="go()">Go</button>'))).toHaveLength(1);
  expect(blocked(page('<script src="https://cdn.example/x.js"></script>'))).toHaveLength(1);
  expect(blocked(page('<form action="https://elsewhere.example/post"></form>'))).not.toEqual([]);
  expect(blocked(page('<img src="/_astro/a.avif" srcset="/_astro/a.avif 400w, data:image/png;base64,AA 1w">'))).toEqual(
    [],
  );
});
