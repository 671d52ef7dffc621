/**
 * `npm run serve` as a developer runs it: on this machine only unless asked, and a large file
 * compressed for one client never holds up another client's request.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partialDirFor, publish } from '../../scripts/build-output.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/serve.ts';
import { head, rawRequest } from './support/raw-http.ts';
import { builtBrands, distDir } from './support/site.ts';

const host = builtBrands.find((b) => b.default)!.hostnames[0]!;
const editorScript = readdirSync(join(distDir, '_admin')).find((name) => /^editor\..*\.js$/.test(name))!;

describe('npm run serve', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  let port: number;
  beforeAll(async () => {
    const { HOST } = process.env;
    delete process.env.HOST;
    server = await startServer({ distDir, port: 0, quiet: true });
    if (HOST !== undefined) process.env.HOST = HOST;
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('listens on the loopback interface only, unless HOST says otherwise', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('answers a small request while it compresses the editor’s large script for another', async () => {
    const order: string[] = [];
    const large = rawRequest(port, head('GET', `/_admin/${editorScript}`, host, ['Accept-Encoding: br']), 60_000).then(
      (response) => {
        order.push('large');
        return response;
      },
    );
    // Sent once the large request is being handled: compressing it on the request path would make
    // this one wait for the whole compression.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const small = await rawRequest(port, head('GET', '/robots.txt', host), 60_000);
    order.push('small');
    const big = await large;
    expect(small.status).toBe(200);
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(order).toEqual(['small', 'large']);
  });
});

describe('npm run serve left running during a build', () => {
  it('serves the new site once the build has put it in place', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'serve-rebuild-'));
    const site = join(parent, 'dist');
    cpSync(distDir, site, { recursive: true });
    const server = await startServer({ distDir: site, port: 0, host: '127.0.0.1', quiet: true });
    const port = (server.address() as AddressInfo).port;
    try {
      const robots = () => rawRequest(port, head('GET', '/robots.txt', host)).then((response) => response.body);
      const before = await robots();
      expect(before).toContain('Sitemap:');
      // The next build: the same site with one file changed, put in place as scripts/build.ts does.
      const next = partialDirFor(site);
      cpSync(site, next, { recursive: true });
      const brand = builtBrands.find((b) => b.default)!.id;
      writeFileSync(
        join(next, brand, 'robots.txt'),
        `${readFileSync(join(next, brand, 'robots.txt'), 'utf8')}# rebuilt\n`,
      );
      const later = new Date(Date.now() + 5_000);
      utimesSync(join(next, '_redirects'), later, later);
      publish(next, site);
      expect(await robots()).toBe(`${before}# rebuilt\n`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
