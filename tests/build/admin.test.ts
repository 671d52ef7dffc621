/**
 * The editor in the built site, routed through the generated rules with Netlify's own parser and matcher
 * (scripts/netlify-router.ts): /admin answers on every brand host with the editor and its own headers, each
 * brand host's configuration names that brand only, and nothing public leads to it or changes because of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter, type Router } from '../../scripts/netlify-router.ts';
import { adminContentSecurityPolicy, adminDir, adminPage } from '../../src/hosting/netlify-rules.ts';
import { allBrands, builtBrands, distDir, filesUnder, pagesOf } from './support/site.ts';

let router: Router;
beforeAll(async () => {
  router = await createRouter(distDir);
});

const route = (host: string, url: string) => router.route({ host, url });

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  const host = brand.hostnames[0]!;

  it('answers /admin with the editor, never indexed, under its own policy', () => {
    const result = route(host, '/admin');
    expect(result).toMatchObject({ kind: 'file', status: 200, file: join(distDir, adminDir, adminPage) });
    expect(result.headers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(result.headers['Content-Security-Policy']).toBe(adminContentSecurityPolicy({ localBackend: true }));
    expect(result.headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(readFileSync(join(distDir, adminDir, adminPage), 'utf8')).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
  });

  it("gives its editor this brand's configuration only", () => {
    const result = route(host, `/${adminDir}/config.json`);
    expect(result.kind).toBe('file');
    const config = JSON.parse(readFileSync((result as { file: string }).file, 'utf8')) as {
      collections: { name: string; files: { file: string }[] }[];
    };
    const files = config.collections.flatMap((c) => c.files.map((f) => f.file));
    expect(files).toContain(`brands/${brand.id}.json`);
    for (const other of allBrands.filter((b) => b.id !== brand.id)) {
      expect(JSON.stringify(config)).not.toContain(other.id);
      expect(JSON.stringify(config)).not.toContain(other.businessName);
    }
  });

  it('keeps the strict policy on its pages, and links to the editor from none of them', () => {
    const page = route(host, '/');
    expect(page.headers['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(page.headers['Content-Security-Policy']).not.toBe(adminContentSecurityPolicy({ localBackend: true }));
    expect(page.headers['Content-Security-Policy']).toMatch(/^default-src 'self'; script-src 'self'/);
    for (const { file, html } of pagesOf(brand.id)) expect(html, file).not.toMatch(/href="[^"]*\/_?admin\b/);
    const sitemaps = filesUnder(join(distDir, brand.id)).filter((f) => /sitemap.*\.xml$/.test(f));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps)
      expect(readFileSync(join(distDir, brand.id, sitemap), 'utf8')).not.toContain('/admin');
  });
});

it('loads the editor only under /admin: no public page refers to its files', () => {
  for (const brand of builtBrands)
    for (const { file, html } of pagesOf(brand.id)) expect(html, file).not.toContain(`/${adminDir}/`);
});
