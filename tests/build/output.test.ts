/** Checks the built dist/: every brand × every route, metadata on the brand's own origin, sitemaps, robots, rules. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { routeFile, routes } from '../../src/lib/routes.ts';
import { outOfAreaRoutes } from '../../src/lib/local-proof.ts';
import { notOfferedRoutes } from '../../src/lib/service-catalogue.ts';
import { canonicalUrl } from '../../src/lib/seo.ts';
import areas from '../../src/content/areas.json' with { type: 'json' };

const dist = 'dist';
const brands = loadBrands().filter((brand) => existsSync(join(dist, brand.id)));
const read = (brandId: string, file: string) => readFileSync(join(dist, brandId, file), 'utf8');
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!));

it('has a build to check (run `npm run build` first)', () => {
  expect(existsSync(join(dist, '_redirects')), 'dist/_redirects').toBe(true);
  expect(existsSync(join(dist, '_headers')), 'dist/_headers').toBe(true);
  expect(brands.length).toBeGreaterThan(0);
});

describe.each(brands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it("shows its own home hero, and no page of it references another brand's", () => {
    expect(read(id, 'index.html')).toMatch(new RegExp(`/_astro/${id}\\.[\\w-]+\\.(avif|webp)`));
    const others = loadBrands().filter((other) => other.id !== id);
    for (const route of routes) {
      const html = read(id, routeFile(route));
      for (const other of others) expect(html, route).not.toContain(`/_astro/${other.id}.`);
    }
  });

  // Area pages outside the brand's areas (tests/build/area-pages.test.ts) and pages of services it does not offer are
  // noindex: no canonical, no sitemap entry.
  const unindexed = [...outOfAreaRoutes(brand, areas), ...notOfferedRoutes(brand)];

  it('has a page for every route with a unique title and a canonical link on its own origin', () => {
    const titles = new Map<string, string>();
    for (const route of routes) {
      const html = read(id, routeFile(route));
      const pageTitle = title(html);
      expect(pageTitle, route).toBeTruthy();
      expect(titles.get(pageTitle!), `${route} repeats the title of ${titles.get(pageTitle!)}`).toBeUndefined();
      titles.set(pageTitle!, route);
      if (unindexed.includes(route)) {
        expect(canonical(html), route).toBeUndefined();
        continue;
      }
      expect(canonical(html), route).toBe(canonicalUrl(brand, route));
      expect(html, route).toContain(`<meta property="og:url" content="${canonicalUrl(brand, route)}">`);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{50,}">/);
    }
  });

  it('carries parseable JSON-LD with the business on every page', () => {
    for (const route of routes) {
      const graphs = jsonLd(read(id, routeFile(route)));
      const business = graphs.find((g) => g['@type'] === 'HomeAndConstructionBusiness');
      expect(business, route).toMatchObject({ name: brand.businessName, email: brand.email });
      const crumbs = graphs.find((g) => g['@type'] === 'BreadcrumbList');
      if (route === '/') expect(crumbs).toBeUndefined();
      else expect(crumbs?.itemListElement.length, route).toBeGreaterThanOrEqual(2);
    }
  });

  it('has a not-found page', () => {
    const html = read(id, '404.html');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('noindex');
  });

  it('lists its pages in a sitemap on its own origin, referenced by robots.txt', () => {
    expect(read(id, 'robots.txt')).toContain(`Sitemap: ${brand.canonical}/sitemap-index.xml`);
    expect(read(id, 'sitemap-index.xml')).toContain(`${brand.canonical}/sitemap-0.xml`);
    const sitemap = read(id, 'sitemap-0.xml');
    for (const route of routes) {
      const entry = `<loc>${canonicalUrl(brand, route)}</loc>`;
      if (unindexed.includes(route)) expect(sitemap, route).not.toContain(entry);
      else expect(sitemap, route).toContain(entry);
    }
    expect(sitemap).not.toContain('404');
  });

  it('has per-brand icons and social card', () => {
    for (const file of ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'social-card.png', 'site.webmanifest']) {
      expect(existsSync(join(dist, id, file)), file).toBe(true);
    }
    expect(read(id, 'favicon.svg')).toContain(brand.theme.accent);
  });
});

describe('generated Netlify files', () => {
  it('rewrites every brand host and redirects every apex', () => {
    const redirects = readFileSync(join(dist, '_redirects'), 'utf8');
    for (const brand of brands) {
      for (const apex of brand.apexHostnames)
        expect(redirects).toMatch(new RegExp(`https://${apex}/\\*\\s+https://www\\.${apex}/:splat\\s+301!`));
      if (!brand.default)
        expect(redirects).toMatch(new RegExp(`https://${brand.hostnames[0]}/\\*\\s+/${brand.id}/404\\.html\\s+404!`));
    }
    expect(redirects.trim().split('\n').at(-1)).toMatch(/^\/\*\s+\/\S+\/404\.html\s+404!$/);
  });

  it('keeps every brand asset in the shared _astro folder', () => {
    for (const brand of brands) expect(existsSync(join(dist, brand.id, '_astro')), brand.id).toBe(false);
  });
});
