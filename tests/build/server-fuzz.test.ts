/**
 * Fuzzing `npm run serve`: 1,200 generated bad requests from a fixed seed (paths,
 * hosts, methods, encodings, sizes), sent to the built dist/ on a free localhost port with a raw
 * HTTP client. None may answer 5xx or go unanswered, none may carry another brand's business name
 * or phone, and none may serve a build file. The table of requests by kind and status is printed
 * and written to reports/server-fuzz.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { normalizeHost } from '../../scripts/netlify-router.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { routes } from '../../src/lib/routes.ts';
import { head, rawRequest, startTestServer } from './support/raw-http.ts';
import { builtBrands } from './support/site.ts';

const seed = 20_2611;
const requestCount = 1_200;
const concurrency = 12;

/** mulberry32: a small seeded PRNG, so every run sends the same requests. */
function prng(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const randomCase = (text: string) =>
  [...text].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');

const defaultBrand = builtBrands.find((b) => b.default)!;
const dots = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '...', '.'];
const slashes = ['/', '%2f', '%2F', '%5c', '\\', '//', '%252f'];
const targets = [
  '_redirects',
  '_headers',
  '.build-info.json',
  'build-info.json',
  '_astro',
  '.astro/build-info.json',
  '404.html',
  'index.html',
  'contact.html',
  ...builtBrands.flatMap((b) => [b.id, `${b.id}/contact.html`, `${b.id}/index.html`, `${b.id}/404.html`]),
];
const badEscapes = ['%', '%f', '%ff', '%zz', '%G1', '%e2%82', '%80', '%00', '%0a', '%0d%0a', '%u002e', '%%', '%c0%af'];
const prefixes = ['/', '/_astro/', ...routes.filter((r) => r !== '/').map((r) => `${r}/`), '//', '/./'];

function badPath(): string {
  let path = pick(prefixes);
  for (let i = int(1, 4); i > 0; i--) path += pick(dots) + pick(slashes);
  return path + pick(targets) + (random() < 0.2 ? `?${pick(['x=1', 'a=%ff', '../_headers', ''])}` : '');
}

function badEncoding(): string {
  const base = pick(routes);
  const at = int(0, base.length);
  return `${base.slice(0, at)}${pick(badEscapes)}${base.slice(at)}`;
}

function hostSpelling(brand: Brand): string {
  const host = pick([...brand.hostnames, ...brand.apexHostnames, `${brand.id}.localhost`]);
  return pick([
    host,
    host.toUpperCase(),
    randomCase(host),
    `${host}.`,
    `${host}..`,
    `${host}:${int(0, 65535)}`,
    `${randomCase(host)}.:80`,
  ]);
}

function badHost(): string | null {
  return pick([
    () => null,
    () => '',
    () => ' ',
    () => ':4321',
    () => '[::1]:4321',
    () => '127.0.0.1',
    () => 'localhost.',
    () => 'evil.example',
    () => `${pick(builtBrands).id}.evil.example`,
    () => `evil.example/${pick(builtBrands).hostnames[0]}`,
    () => `${pick(builtBrands).hostnames[0]}@evil.example`,
    () => 'a'.repeat(int(64, 300)),
    () => '%2e%2e',
    () => hostSpelling(pick(builtBrands)),
  ])();
}

const methods = ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'CONNECT', 'PROPFIND', 'get', 'Head', 'FOO'];

interface Probe {
  kind: string;
  method: string;
  target: string;
  host: string | null;
  extra?: string[];
  version?: string;
}

function probe(): Probe {
  const host = random() < 0.5 ? hostSpelling(pick(builtBrands)) : defaultBrand.hostnames[0]!;
  switch (pick(['path', 'path', 'encoding', 'host', 'method', 'size', 'target'] as const)) {
    case 'path':
      return { kind: 'path with ..', method: pick(['GET', 'HEAD']), target: badPath(), host };
    case 'encoding':
      return { kind: 'malformed escape', method: 'GET', target: badEncoding(), host };
    case 'host':
      return {
        kind: 'host',
        method: 'GET',
        target: pick(routes),
        host: badHost(),
        version: pick(['HTTP/1.1', 'HTTP/1.0']),
      };
    case 'method':
      return random() < 0.85
        ? { kind: 'method', method: pick(methods), target: random() < 0.5 ? pick(routes) : badPath(), host }
        : {
            kind: 'method',
            method: 'GET',
            target: pick(routes),
            host,
            extra: ['Connection: Upgrade', 'Upgrade: websocket'],
          };
    case 'size':
      return random() < 0.5
        ? { kind: 'size', method: 'GET', target: `/${'a'.repeat(int(7_000, 40_000))}`, host }
        : { kind: 'size', method: 'GET', target: '/', host, extra: [`X-Fill: ${'b'.repeat(int(10_000, 40_000))}`] };
    case 'target':
      return {
        kind: 'request target',
        method: 'GET',
        target: pick([
          '*',
          'http://evil.example/',
          `https://${pick(builtBrands).hostnames[0]}/contact`,
          'contact',
          '?',
          '/?#',
        ]),
        host,
      };
  }
}

/** The brand a host should get: its own, the one its apex redirects to, else the default brand. */
function brandFor(host: string | null): Brand {
  const name = normalizeHost(host ?? '');
  return (
    builtBrands.find(
      (b) => b.hostnames.includes(name) || b.apexHostnames.includes(name) || `${b.id}.localhost` === name,
    ) ?? defaultBrand
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;');

let server: Server;
let port: number;
beforeAll(async () => ({ server, port } = await startTestServer()));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it(
  `answers ${requestCount} generated bad requests without a 5xx, a leak or a build file`,
  { timeout: 120_000 },
  async () => {
    const probes = Array.from({ length: requestCount }, probe);
    const table = new Map<string, Map<string, number>>();
    const failures: string[] = [];
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const p = probes[next++]!;
        const response = await rawRequest(port, head(p.method, p.target, p.host, p.extra, p.version));
        const row = table.get(p.kind) ?? new Map<string, number>();
        const status = response.status ? String(response.status) : 'no answer';
        row.set(status, (row.get(status) ?? 0) + 1);
        table.set(p.kind, row);
        const what = `${p.method} ${p.target.slice(0, 80)} Host: ${JSON.stringify(p.host?.slice(0, 60))} → ${status}`;
        if (!response.status || response.status >= 500) failures.push(`server error or no answer: ${what}`);
        const own = brandFor(p.host);
        for (const other of builtBrands.filter((b) => b.id !== own.id)) {
          for (const marker of [other.phone, escapeHtml(other.businessName), other.businessName]) {
            if (response.body.includes(marker)) failures.push(`${other.id}'s "${marker}" in: ${what}`);
          }
        }
        if (/Generated by scripts\/build\.ts|"purpose":/.test(response.body))
          failures.push(`build file served: ${what}`);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;

    const statuses = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))].sort();
    const lines = [
      `Server fuzz: ${requestCount} requests, seed ${seed}, ${builtBrands.length} brand(s), ${seconds.toFixed(1)} s`,
      '',
      `| kind | requests | ${statuses.join(' | ')} |`,
      `|---|---:|${statuses.map(() => '---:').join('|')}|`,
      ...[...table.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([kind, row]) =>
            `| ${kind} | ${[...row.values()].reduce((a, b) => a + b, 0)} | ${statuses.map((s) => row.get(s) ?? 0).join(' | ')} |`,
        ),
      '',
      `5xx or no answer: ${failures.filter((f) => f.startsWith('server error')).length}; ` +
        `leaks: ${failures.filter((f) => f.includes(' in: ')).length}; ` +
        `build files served: ${failures.filter((f) => f.startsWith('build file')).length}`,
    ];
    console.log(lines.join('\n'));
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/server-fuzz.md', `${lines.join('\n')}\n`);
    expect(failures.slice(0, 20)).toEqual([]);
  },
);
