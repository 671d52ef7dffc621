/**
 * The generated Netlify rules, proven with Netlify's own parser and matcher (scripts/netlify-router.ts)
 * over a dist/ laid out exactly as the build lays it out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRouter, normalizeHost, type RouteResult, type Router } from '../../scripts/netlify-router.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import {
  adminConfigDir,
  adminDir,
  adminPage,
  allBrandsConfig,
  headersFile,
  publicPath,
  redirectsFile,
  type BrandOutput,
} from '../../src/hosting/netlify-rules.ts';
import { chooserFile, previewCookie, previewFile, previewPath, stopPreviewPath } from '../../src/hosting/preview.ts';
import { routeFile, routes } from '../../src/lib/routes.ts';
import { tempDir } from '../support/temp-dir.ts';

const brands = loadBrands();
const defaultBrand = brands.find((b) => b.default)!;
const files = [...routes.map(routeFile), '404.html', 'robots.txt', 'sitemap-index.xml', 'sitemap-0.xml', 'favicon.svg'];
const previewed = brands.filter((b) => !b.default);
/** Old links given to one brand here, whatever its brand file says, so the rules are proven on known values. */
const withOldLinks = previewed[0] ?? defaultBrand;
const oldLinks = [
  { from: '/old-page.html', to: '/contact', status: 301 as const },
  { from: '/spring-offer', to: 'https://shop.example.org/offer', status: 302 as const },
];
/** The editor's files as scripts/admin/bundle.ts writes them into dist/_admin/. */
const adminFiles = [
  adminPage,
  'editor.abc123.js',
  ...[...brands.map((b) => b.id), allBrandsConfig].map((name) => `${adminConfigDir}/${name}.json`),
];
let dist: string;
let router: Router;
let redirectsText: string;

function fileOf(result: RouteResult): string {
  if (result.kind !== 'file') throw new Error(`expected a file, got ${JSON.stringify(result)}`);
  return result.file.slice(dist.length + 1);
}

beforeAll(async () => {
  dist = tempDir('dist-');
  const outputs: BrandOutput[] = brands.map((brand) => ({
    brand: brand.id === withOldLinks.id ? { ...brand, redirects: oldLinks } : brand,
    files,
  }));
  const write = (file: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), file);
  };
  for (const brand of brands) for (const file of files) write(`${brand.id}/${file}`);
  // The preview copies and chooser scripts/build.ts writes (src/hosting/preview.ts).
  for (const brand of previewed)
    for (const file of files.filter((f) => f.endsWith('.html'))) write(previewFile(brand.id, file));
  write(chooserFile);
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro', 'client.abc123.js'), '');
  mkdirSync(join(dist, '_astro', 'chunks'));
  writeFileSync(join(dist, '_astro', 'chunks', 'page.def456.js'), '');
  for (const file of adminFiles) write(`${adminDir}/${file}`);
  redirectsText = redirectsFile(outputs, ['client.abc123.js', 'chunks/page.def456.js'], { preview: true, adminFiles });
  writeFileSync(join(dist, '_redirects'), redirectsText);
  writeFileSync(
    join(dist, '_headers'),
    headersFile(
      { scriptHashes: ['sha256-abc='], connectOrigins: ['https://api.web3forms.com'], formActions: [] },
      previewed.map((b) => b.id),
    ),
  );
  // A build file at the publish root, as older builds wrote it: never served.
  writeFileSync(join(dist, '.build-info.json'), JSON.stringify({ brands: brands.map((b) => b.id) }));
  router = await createRouter(dist);
});

describe.each(brands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const host = brand.hostnames[0]!;

  it('serves every route of its www host from its own folder with 200', () => {
    for (const route of routes) {
      const result = router.route({ host, url: route });
      expect(result.status, route).toBe(200);
      expect(fileOf(result), route).toBe(`${id}/${routeFile(route)}`);
    }
  });

  it('matches routes with a trailing slash too', () => {
    expect(fileOf(router.route({ host, url: '/fencing/' }))).toBe(`${id}/fencing.html`);
  });

  it('serves its own robots.txt and sitemap', () => {
    expect(fileOf(router.route({ host, url: '/robots.txt' }))).toBe(`${id}/robots.txt`);
    expect(fileOf(router.route({ host, url: '/sitemap-index.xml' }))).toBe(`${id}/sitemap-index.xml`);
  });

  it('redirects each apex host to www with 301, keeping path and query', () => {
    for (const apex of brand.apexHostnames) {
      const result = router.route({ host: apex, url: '/fencing?utm_source=flyer&x=a%20b' });
      expect(result).toMatchObject({ kind: 'redirect', status: 301 });
      expect(result.kind === 'redirect' && result.location).toBe(
        `https://www.${apex}/fencing?utm_source=flyer&x=a%20b`,
      );
    }
  });

  it('sends /admin and the editor’s files on each apex host to the www. host, like every other path', () => {
    for (const apex of brand.apexHostnames)
      for (const url of ['/admin', `/${adminDir}/config.json`, `/${adminDir}/editor.abc123.js`]) {
        const result = router.route({ host: apex, url });
        expect(result, `${apex}${url}`).toMatchObject({
          kind: 'redirect',
          status: 301,
          location: `https://www.${apex}${url}`,
        });
      }
  });

  it('answers /admin on its www host with the editor and this brand’s configuration', () => {
    expect(fileOf(router.route({ host, url: '/admin' }))).toBe(`${adminDir}/${adminPage}`);
    expect(fileOf(router.route({ host, url: `/${adminDir}/config.json` }))).toBe(
      `${adminDir}/${adminConfigDir}/${id}.json`,
    );
  });

  it('answers unknown and wrong-case paths with its own 404 page and status 404', () => {
    for (const url of ['/no-such-page', '/Fencing', '/fencing.html', '/blog/other-post']) {
      const result = router.route({ host, url });
      expect(result.status, url).toBe(404);
      expect(fileOf(result), url).toBe(`${id}/404.html`);
    }
  });

  it("never serves another brand's files", () => {
    for (const other of brands.filter((b) => b.id !== id)) {
      for (const url of [`/${other.id}/fencing.html`, `/${other.id}/index.html`, `/${other.id}/`]) {
        const result = router.route({ host, url });
        expect(result.status, url).toBe(404);
        expect(fileOf(result), url).toBe(`${id}/404.html`);
      }
    }
  });

  it('shares the hashed assets', () => {
    expect(fileOf(router.route({ host, url: '/_astro/client.abc123.js' }))).toBe('_astro/client.abc123.js');
    expect(fileOf(router.route({ host, url: '/_astro/chunks/page.def456.js' }))).toBe('_astro/chunks/page.def456.js');
  });

  it('answers the same for its host in upper case, with a port or with a trailing dot', () => {
    for (const spelling of [host.toUpperCase(), `${host}.`, `${host}:443`, `${host.toUpperCase()}.:8080`]) {
      expect(fileOf(router.route({ host: spelling, url: '/fencing' })), spelling).toBe(`${id}/fencing.html`);
    }
  });

  it("never reaches another brand's page or a build file through `..`, however it is spelled", () => {
    const other = brands.find((b) => b.id !== id)!;
    const escapes = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.'];
    const slashes = ['/', '%2f', '%2F', '%5c'];
    for (const dots of escapes) {
      for (const slash of slashes) {
        for (const target of [
          `${other.id}${slash}contact.html`,
          '_redirects',
          '_headers',
          '.build-info.json',
          other.id,
        ]) {
          for (const prefix of ['/_astro/', '/', '/fencing/']) {
            const url = `${prefix}${dots}${slash}${target}`;
            const result = router.route({ host, url });
            expect(result.kind, url).toBe('missing');
            expect(result.status, url).toBe(404);
          }
        }
      }
    }
  });
});

describe('requests no rule can answer', () => {
  const host = defaultBrand.hostnames[0]!;

  it.each(['/%ff', '/%', '/contact%zz', '/%e2%82', '/a%00b'])('%s is a bad request (400)', (url) => {
    expect(router.route({ host, url })).toMatchObject({ kind: 'bad-request', status: 400 });
  });

  it.each(['/fencing%5c', '/%5cfencing', '/a\\b'])('%s (a backslash) is not a page: 404', (url) => {
    expect(router.route({ host, url })).toMatchObject({ kind: 'missing', status: 404 });
    expect(router.route({ host: `${host.replace(/^www\./, '')}`, url }).status).toBe(404);
  });

  it('answers a request target that is not a path with 400', () => {
    expect(router.route({ host, url: 'http://evil.example/' }).status).toBe(400);
    expect(router.route({ host, url: '*' }).status).toBe(400);
  });

  it.each(['/_redirects', '/_headers', '/.build-info.json', '/_astro', '/_astro/', `/${defaultBrand.id}`])(
    '%s is not served: the brand answers its 404 page',
    (url) => {
      const result = router.route({ host, url });
      expect(result.status, url).toBe(404);
      if (result.kind === 'file') expect(fileOf(result)).toBe(`${defaultBrand.id}/404.html`);
    },
  );

  it.each(['', ' ', ':4321', 'bad host', 'a/b', '..', 'é.example'])('host %j gets the default brand', (badHost) => {
    expect(fileOf(router.route({ host: badHost, url: '/fencing' }))).toBe(`${defaultBrand.id}/fencing.html`);
  });
});

describe('a splat rewrite, as the rules once had', () => {
  it('still never serves a file outside a folder, another folder, or a folder itself', async () => {
    const legacy = tempDir('dist-legacy-');
    for (const file of ['a/page.html', '_astro/app.js']) {
      mkdirSync(dirname(join(legacy, file)), { recursive: true });
      writeFileSync(join(legacy, file), file);
    }
    writeFileSync(join(legacy, '.build-info.json'), '{}');
    writeFileSync(join(legacy, '_headers'), '/*\n  X-Test: 1\n');
    writeFileSync(join(legacy, '_redirects'), '/_astro/*  /_astro/:splat  200!\n/*  /a/page.html  404!\n');
    const splat = await createRouter(legacy);
    expect(splat.route({ host: 'x', url: '/_astro/app.js' })).toMatchObject({ kind: 'file', status: 200 });
    for (const url of ['/_astro/..%2f_redirects', '/_astro/..%2F.build-info.json', '/_astro/%2e%2e/a/page.html']) {
      expect(splat.route({ host: 'x', url }).status, url).toBe(404);
      expect(splat.route({ host: 'x', url }).kind, url).toBe('missing');
    }
    expect(splat.route({ host: 'x', url: '/_astro/' })).toMatchObject({ kind: 'missing', status: 404 });
  });
});

describe('normalizeHost', () => {
  it('spells one host one way, and anything that is not a host name as ""', () => {
    expect(normalizeHost('WWW.Example.CO.UK.')).toBe('www.example.co.uk');
    expect(normalizeHost('www.example.co.uk:4321')).toBe('www.example.co.uk');
    expect(normalizeHost('fencing-landscaping.localhost')).toBe('fencing-landscaping.localhost');
    expect(normalizeHost(undefined)).toBe('');
    expect(normalizeHost('exa mple.com')).toBe('');
    expect(normalizeHost('-bad.example')).toBe('');
  });
});

describe('hosts without a brand', () => {
  it.each([
    'unknown-domain.example',
    'deploy-preview-42--garden-sites.netlify.app',
    'main--garden-sites.netlify.app',
    'localhost',
  ])('%s gets the default brand', (host) => {
    expect(fileOf(router.route({ host, url: '/fencing' }))).toBe(`${defaultBrand.id}/fencing.html`);
    expect(fileOf(router.route({ host, url: '/' }))).toBe(`${defaultBrand.id}/index.html`);
    const missing = router.route({ host, url: '/nope' });
    expect(missing.status).toBe(404);
    expect(fileOf(missing)).toBe(`${defaultBrand.id}/404.html`);
  });

  it('cannot reach a non-default brand folder', () => {
    const other = brands.find((b) => !b.default)!;
    const result = router.route({ host: 'deploy-preview-1--x.netlify.app', url: `/${other.id}/fencing.html` });
    expect(result.status).toBe(404);
    expect(fileOf(result)).toBe(`${defaultBrand.id}/404.html`);
  });
});

describe('headers', () => {
  it('applies the security headers to pages and immutable caching to hashed assets', () => {
    const page = router.headersFor('/fencing');
    expect(page['Strict-Transport-Security']).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(page['Cache-Control']).toBeUndefined();
    expect(router.headersFor('/_astro/client.abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('publicPath', () => {
  it('maps built files to the paths they answer', () => {
    expect(publicPath('index.html')).toBe('/');
    expect(publicPath('fencing.html')).toBe('/fencing');
    expect(publicPath('blog/post.html')).toBe('/blog/post');
    expect(publicPath('robots.txt')).toBe('/robots.txt');
  });
});

describe('preview any brand on a host without one', () => {
  const previewHosts = ['deploy-preview-42--garden-sites.netlify.app', 'main--garden-sites.netlify.app', 'localhost'];
  const cookieFor = (id: string) => `${previewCookie(id)}=1`;

  it.each(previewed.map((b) => [b.id, b] as const))('%s: its cookie shows it on every route', (id) => {
    for (const host of previewHosts) {
      for (const route of routes) {
        const result = router.route({ host, url: route, cookie: `other=x; ${cookieFor(id)}` });
        expect(result.status, `${host}${route}`).toBe(200);
        expect(fileOf(result), `${host}${route}`).toBe(previewFile(id, routeFile(route)));
      }
      expect(fileOf(router.route({ host, url: '/robots.txt', cookie: cookieFor(id) }))).toBe(`${id}/robots.txt`);
      expect(fileOf(router.route({ host, url: '/_astro/client.abc123.js', cookie: cookieFor(id) }))).toBe(
        '_astro/client.abc123.js',
      );
      const missing = router.route({ host, url: '/no-such-page', cookie: cookieFor(id) });
      expect(missing.status).toBe(404);
      expect(fileOf(missing)).toBe(previewFile(id, '404.html'));
    }
  });

  it('never changes a brand host, whatever preview cookie it is sent', () => {
    const everyCookie = previewed.map((b) => cookieFor(b.id)).join('; ');
    for (const brand of brands) {
      const host = brand.hostnames[0]!;
      for (const route of routes) {
        expect(fileOf(router.route({ host, url: route, cookie: everyCookie })), `${host}${route}`).toBe(
          `${brand.id}/${routeFile(route)}`,
        );
      }
      for (const other of previewed) {
        const result = router.route({ host, url: previewPath(other.id), cookie: everyCookie });
        expect(result.status).toBe(404);
        expect(fileOf(result)).toBe(`${brand.id}/404.html`);
      }
    }
  });

  it("starts a preview at /_preview/<id> with the brand's cookie, and stops it at /_preview/<id>/off", () => {
    for (const brand of previewed) {
      const start = router.route({ host: 'localhost', url: previewPath(brand.id) });
      expect(fileOf(start)).toBe(previewFile(brand.id, 'index.html'));
      expect(start.headers['Set-Cookie']).toBe(`${previewCookie(brand.id)}=1; Path=/; Secure; HttpOnly; SameSite=Lax`);
      expect(start.headers['X-Robots-Tag']).toBe('noindex');
      const stop = router.route({ host: 'localhost', url: stopPreviewPath(brand.id), cookie: cookieFor(brand.id) });
      expect(fileOf(stop)).toBe(chooserFile);
      expect(stop.headers['Set-Cookie']).toMatch(new RegExp(`^${previewCookie(brand.id)}=; Max-Age=0; Path=/`));
    }
    expect(fileOf(router.route({ host: 'localhost', url: '/_preview/' }))).toBe(chooserFile);
    expect(fileOf(router.route({ host: 'localhost', url: '/_preview' }))).toBe(chooserFile);
  });

  it('without a cookie, or with a cleared one, the host shows the default brand', () => {
    for (const cookie of [undefined, '', ...previewed.map((b) => `${previewCookie(b.id)}=`)]) {
      expect(fileOf(router.route({ host: 'localhost', url: '/contact', cookie }))).toBe(
        `${defaultBrand.id}/contact.html`,
      );
    }
  });

  it('asked for another brand while one is shown, stops the shown one first', () => {
    const [shown, wanted] = previewed;
    if (!shown || !wanted) return;
    const result = router.route({ host: 'localhost', url: previewPath(wanted.id), cookie: cookieFor(shown.id) });
    expect(result).toMatchObject({ kind: 'redirect', status: 302 });
    expect(result.kind === 'redirect' && new URL(result.location).pathname).toBe(stopPreviewPath(shown.id));
  });

  it("writes every cookie rule after every brand host's rules and before the host-less default rules", () => {
    const lines = redirectsText.split('\n').filter((line) => line && !line.startsWith('#'));
    const lastHostRule = lines.findLastIndex((line) => line.startsWith('https://'));
    const cookieRules = lines.flatMap((line, i) => (/\sCookie=/.test(line) ? [i] : []));
    expect(cookieRules.length).toBeGreaterThan(0);
    expect(Math.min(...cookieRules)).toBeGreaterThan(lastHostRule);
    // The last rule is the default brand's forced 404 for any host, after every cookie rule.
    expect(lines.at(-1)).toMatch(new RegExp(`^/\\*\\s+/${defaultBrand.id}/404\\.html\\s+404!$`));
    expect(Math.max(...cookieRules)).toBeLessThan(lines.length - 1);
    for (const i of cookieRules)
      expect(lines[i]).toMatch(/^\/\S*\s+\S+\s+(200|301|302|404)!\s+Cookie=brand_preview_[a-z0-9_]+$/);
  });
});

describe('a production build', () => {
  it('has no preview rule: a host without a brand always gets the default brand', () => {
    const outputs: BrandOutput[] = brands.map((brand) => ({ brand, files }));
    const production = redirectsFile(outputs, []);
    expect(production).not.toMatch(/Cookie=|_preview/);
    expect(redirectsText).toMatch(/Cookie=/);
  });
});

describe('old links (redirects in a brand file)', () => {
  const host = withOldLinks.hostnames[0]!;

  it('answer 301 on the brand host, keeping the query string', () => {
    const result = router.route({ host, url: '/old-page.html?utm_source=flyer&x=a%20b' });
    expect(result).toMatchObject({ kind: 'redirect', status: 301 });
    expect(result.kind === 'redirect' && result.location).toBe(`https://${host}/contact?utm_source=flyer&x=a%20b`);
  });

  it('answer 302 to an https:// URL, keeping the query string', () => {
    const result = router.route({ host, url: '/spring-offer?ref=mail' });
    expect(result).toMatchObject({ kind: 'redirect', status: 302 });
    expect(result.kind === 'redirect' && result.location).toBe('https://shop.example.org/offer?ref=mail');
  });

  it("stay on their brand's hosts: another brand host answers its 404", () => {
    for (const other of brands.filter((b) => b.id !== withOldLinks.id)) {
      const result = router.route({ host: other.hostnames[0]!, url: '/old-page.html' });
      expect(result.status).toBe(404);
    }
  });

  it("come before the host's forced 404 in _redirects", () => {
    const lines = redirectsText.split('\n');
    const redirect = lines.findIndex((line) => line.startsWith(`https://${host}/old-page.html `));
    const notFound = lines.findIndex((line) => line.startsWith(`https://${host}/* `));
    expect(redirect).toBeGreaterThan(-1);
    expect(redirect).toBeLessThan(notFound);
    expect(lines[redirect]).toMatch(/\s\/contact\s+301!$/);
  });
});
