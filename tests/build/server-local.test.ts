/**
 * `npm run serve` as a developer runs it: on this machine only unless asked, and a large file
 * compressed for one client never holds up another client's request.
 */
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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
