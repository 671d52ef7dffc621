/**
 * Link crawl of the built output, per brand, as that brand's host sees it: every internal
 * reference (links, images, scripts, styles, island modules, social images) goes through the
 * generated _redirects with Netlify's own matcher (scripts/netlify-router.ts) and must end on a
 * 200 file; every #fragment must exist on the target page; every tel:, mailto: and wa.me link is
 * built from the brand's own data; external links are well-formed https. Every route is reached from
 * the home page, except the area pages outside the brand's areas and the pages of services it does not offer:
 * those exist (noindex, links checked like every page's) for a visitor who lands on one, and nothing needs to
 * point to them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlElement } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter, type Router } from '../../scripts/netlify-router.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { routes } from '../../src/lib/routes.ts';
import { attr, builtBrands, distDir, idsOf, pagesOf, parseHtml, textOf, type BuiltPage } from './support/site.ts';
import { outOfAreaRoutes } from '../../src/lib/local-proof.ts';
import { notOfferedRoutes } from '../../src/lib/service-catalogue.ts';
import areas from '../../src/content/areas.json' with { type: 'json' };

/** Attributes that reference a URL, per element (srcset lists several). */
const urlAttributes: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['script[src]', 'src'],
  ['iframe[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['meta[property="og:image"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
  ['meta[property="og:url"]', 'content'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
  ['astro-island[before-hydration-url]', 'before-hydration-url'],
];

interface Reference {
  page: string;
  element: HtmlElement;
  tag: string;
  value: string;
}

interface ParsedPage extends BuiltPage {
  root: HtmlElement;
  ids: Set<string>;
}

function referencesOf(page: ParsedPage): Reference[] {
  const found: Reference[] = [];
  for (const [selector, attribute] of urlAttributes) {
    for (const element of page.root.querySelectorAll(selector)) {
      const raw = attr(element, attribute) ?? '';
      const values =
        attribute === 'srcset' ? raw.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [raw.trim()];
      for (const value of values) found.push({ page: page.path, element, tag: element.tagName, value });
    }
  }
  return found;
}

const isOwnOrigin = (brand: Brand, url: URL) =>
  url.protocol === 'https:' && [...brand.hostnames, ...brand.apexHostnames].includes(url.hostname);

function describeElement(ref: Reference): string {
  const label = ref.tag === 'a' ? ` "${textOf(ref.element).slice(0, 40)}"` : '';
  return `<${ref.tag}>${label}`;
}

const router: Router = await createRouter(distDir);
/** Where the site's CSP lets forms submit (the configured form services: src/hosting/netlify-rules.ts). */
const formActionOrigins = (
  /form-action ([^;]*)/.exec(router.headersFor('/')['Content-Security-Policy'] ?? '')?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);

/** A brand's pages on other sites: its profiles, and its Google Business Profile when its proof names one. */
const ownProfiles = (brand: Brand) => [
  ...Object.values(brand.profiles),
  ...(brand.proof?.googleBusiness ? [brand.proof.googleBusiness.url] : []),
];

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const host = brand.hostnames[0]!;
  const pages = new Map<string, ParsedPage>();
  const failures = { internal: [] as string[], contact: [] as string[], external: [] as string[] };
  const linkedPaths = new Map<string, Set<string>>();
  const profileLinksSeen = new Set<string>();

  /** Follows same-host redirects through Netlify's rules to the file that answers. */
  function resolve(url: URL): { ok: true; file: string } | { ok: false; reason: string } {
    let current = url;
    for (let hop = 0; hop < 5; hop++) {
      const result = router.route({ host, url: current.pathname + current.search });
      if (result.kind === 'file') {
        return result.status === 200
          ? { ok: true, file: result.file }
          : { ok: false, reason: `status ${result.status} (${result.file})` };
      }
      if (result.kind === 'missing') return { ok: false, reason: 'no file (404)' };
      if (result.kind === 'bad-request') return { ok: false, reason: `400: ${result.reason}` };
      const next = new URL(result.location);
      if (!isOwnOrigin(brand, next)) return { ok: false, reason: `redirects off-site to ${result.location}` };
      current = next;
    }
    return { ok: false, reason: 'redirect loop' };
  }

  const pageForFile = (file: string) => [...pages.values()].find((page) => join(distDir, id, page.file) === file);

  function checkInternal(ref: Reference, url: URL, fromPage: ParsedPage) {
    const where = `${ref.page} ${describeElement(ref)} → ${ref.value}`;
    if (url.pathname !== '/' && url.pathname.endsWith('/'))
      failures.internal.push(`${where}: trailing slash (trailingSlash is "never")`);
    const target = resolve(url);
    if (!target.ok) {
      failures.internal.push(`${where}: ${target.reason}`);
      return;
    }
    if (ref.tag === 'a') {
      const linked = linkedPaths.get(fromPage.path) ?? new Set<string>();
      linked.add(url.pathname);
      linkedPaths.set(fromPage.path, linked);
    }
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (!url.hash) return;
    if (!fragment) {
      failures.internal.push(`${where}: empty fragment "#" (use a button for actions)`);
      return;
    }
    const targetPage = pageForFile(target.file);
    if (!targetPage) failures.internal.push(`${where}: fragment on a non-page file ${target.file}`);
    else if (!targetPage.ids.has(fragment))
      failures.internal.push(`${where}: no element with id "${fragment}" on ${targetPage.path}`);
  }

  function checkContact(ref: Reference) {
    const where = `${ref.page} ${describeElement(ref)} → ${ref.value}`;
    const { value } = ref;
    if (value.startsWith('tel:')) {
      if (value !== brand.contact.phone.href) failures.contact.push(`${where}: expected ${brand.contact.phone.href}`);
    } else if (value.startsWith('mailto:')) {
      const address = decodeURIComponent(value.slice('mailto:'.length).split('?')[0]!);
      if (![brand.email, brand.updatesEmail].includes(address))
        failures.contact.push(`${where}: not ${brand.email} or ${brand.updatesEmail}`);
    } else if (value.startsWith('sms:')) {
      if (!value.startsWith(`sms:${brand.contact.phone.e164}`))
        failures.contact.push(`${where}: not the brand's number`);
    }
  }

  function checkExternal(ref: Reference, url: URL) {
    const where = `${ref.page} ${describeElement(ref)} → ${ref.value}`;
    // A form's script-free action posts to its form service (src/lib/forms/native.ts).
    if (ref.tag === 'form' && formActionOrigins.includes(url.origin)) return;
    if (ref.tag !== 'a' && ref.tag !== 'area') {
      failures.external.push(`${where}: loads a third-party resource (everything is self-hosted)`);
      return;
    }
    if (url.protocol !== 'https:') failures.external.push(`${where}: not https`);
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/.test(url.hostname)) failures.external.push(`${where}: malformed host`);
    if (/\s/.test(ref.value)) failures.external.push(`${where}: contains whitespace`);
    if (/(^|\.)(wa\.me|whatsapp\.com)$/.test(url.hostname)) {
      const chat = brand.contact.whatsapp.href;
      if (url.origin + url.pathname !== chat) failures.contact.push(`${where}: WhatsApp link must be ${chat}[?text=…]`);
      else if ([...url.searchParams.keys()].some((key) => key !== 'text'))
        failures.contact.push(`${where}: only ?text= is allowed`);
      return;
    }
    const profiles = ownProfiles(brand);
    if (profiles.includes(ref.value)) profileLinksSeen.add(ref.value);
    else if (
      /(^|\.)(facebook\.com|yell\.com|bark\.com|trustpilot\.com)$/.test(url.hostname) ||
      /^\/maps/.test(url.pathname)
    ) {
      failures.external.push(`${where}: a profile-site link that is not one of this brand's profiles`);
    }
  }

  beforeAll(async () => {
    for (const page of pagesOf(id)) {
      const root = await parseHtml(page.html, page.file);
      pages.set(page.path, { ...page, root, ids: idsOf(root) });
    }
    for (const page of pages.values()) {
      const base = new URL(page.path === '/404' ? '/' : page.path, `https://${host}`);
      for (const ref of referencesOf(page)) {
        if (!ref.value) {
          failures.internal.push(`${ref.page} ${describeElement(ref)}: empty URL`);
          continue;
        }
        if (/^(tel|mailto|sms):/i.test(ref.value)) {
          checkContact(ref);
          continue;
        }
        if (/^javascript:/i.test(ref.value)) {
          failures.internal.push(`${ref.page} ${describeElement(ref)}: javascript: URL`);
          continue;
        }
        let url: URL;
        try {
          url = new URL(ref.value, base);
        } catch {
          failures.external.push(`${ref.page} ${describeElement(ref)} → ${ref.value}: not a URL`);
          continue;
        }
        if (url.protocol === 'data:' || url.protocol === 'blob:') continue;
        if (url.protocol === 'http:' && [...brand.hostnames, ...brand.apexHostnames].includes(url.hostname)) {
          failures.internal.push(`${ref.page} ${describeElement(ref)} → ${ref.value}: own origin over http`);
        } else if (isOwnOrigin(brand, url) || url.origin === base.origin) {
          checkInternal(ref, url, page);
        } else {
          checkExternal(ref, url);
        }
      }
    }
  }, 120_000);

  it('has built pages', () => {
    expect(pages.size).toBeGreaterThan(routes.length - 1);
  });

  it('resolves every internal link, asset and #fragment to a 200 file on its own host', () => {
    expect(failures.internal).toEqual([]);
  });

  it('builds every tel:, mailto: and WhatsApp link from its own data', () => {
    expect(failures.contact).toEqual([]);
  });

  it('links only well-formed https external pages, and only its own profiles', () => {
    expect(failures.external).toEqual([]);
    expect([...profileLinksSeen].sort(), 'every profile is linked somewhere').toEqual(ownProfiles(brand).sort());
    for (const url of Object.values(brand.profiles)) expect(new URL(url).protocol).toBe('https:');
  });

  it('reaches every route by following links from the home page (area pages: its own areas)', () => {
    const reached = new Set<string>(['/']);
    const queue = ['/'];
    while (queue.length) {
      for (const next of linkedPaths.get(queue.shift()!) ?? []) {
        if (!reached.has(next) && pages.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    // Pages saying the brand does not work there, or does not offer that service, need no link to them.
    const elsewhere = [...outOfAreaRoutes(brand, areas), ...notOfferedRoutes(brand)];
    expect(routes.filter((route) => !reached.has(route) && !elsewhere.includes(route))).toEqual([]);
  });

  it('lands /contact#enquiry-form on the enquiry form', () => {
    const contact = pages.get('/contact');
    expect(contact, '/contact is built').toBeDefined();
    const target = contact!.root.querySelectorAll('[id="enquiry-form"]');
    expect(target).toHaveLength(1);
    const element = target[0]!;
    const isForm = element.tagName === 'form' || element.querySelectorAll('form').length === 1;
    expect(isForm, `#enquiry-form is a <${element.tagName}> that should be or contain the form`).toBe(true);
  });
});

it('checks at least one built brand (run `npm run build` first)', () => {
  expect(existsSync(join(distDir, '_redirects'))).toBe(true);
  expect(builtBrands.length).toBeGreaterThan(0);
});
