/**
 * The security policy as Netlify will apply it: the `_headers` file the build generates
 * (src/hosting/netlify-rules.ts headersFile) goes through Netlify's own parser
 * (@netlify/headers-parser), and the headers a page and a hashed asset receive are checked.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, formPolicy, headersFile, sharedAssetsDir } from '../../src/hosting/netlify-rules.ts';

const oneYear = 31_536_000;
const sampleHashes = [
  'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB=',
];

let dir: string;
let rules: { for: string; forRegExp: RegExp; values: Record<string, string> }[];

/** Headers Netlify sends for a path: every matching rule applies, later values win. */
function headersFor(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rule of rules) if (rule.forRegExp.test(path)) Object.assign(values, rule.values);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]));
}

/** A build whose brands have every key, with the official Web3Forms endpoint; one form falls back to e-mail. */
const configured = formPolicy([
  { web3formsEndpoint: 'https://api.web3forms.com/submit', emailJs: true, mailto: true },
  { web3formsEndpoint: 'https://api.web3forms.com/submit', emailJs: true, mailto: true },
]);

/** `default-src 'self'; script-src 'self' 'sha256-…'` → { 'default-src': ["'self'"], … }. */
function parseCsp(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...tokens] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(directives[name.toLowerCase()], `directive ${name} appears once`).toBeUndefined();
    directives[name.toLowerCase()] = tokens;
  }
  return directives;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'headers-'));
  const file = join(dir, '_headers');
  writeFileSync(file, headersFile({ scriptHashes: sampleHashes, ...configured }));
  const parsed = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  expect(parsed.errors).toEqual([]);
  rules = parsed.headers as typeof rules;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  '/',
  '/contact',
  '/blog/understanding-tree-surgery-west-london-slough',
  '/no-such-page',
  `/${sharedAssetsDir}/app.js`,
])('headers for %s', (path) => {
  it('enforce HTTPS for a long time, on subdomains too', () => {
    const hsts = headersFor(path)['strict-transport-security'];
    expect(hsts).toBeDefined();
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts!)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(oneYear);
    expect(hsts).toMatch(/;\s*includeSubDomains\b/i);
  });

  it('stop MIME sniffing, limit the referrer and switch off powerful features', () => {
    const headers = headersFor(path);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = headers['permissions-policy'];
    expect(permissions).toBeDefined();
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(permissions).toContain(`${feature}=()`);
  });

  it('send a Content-Security-Policy that forbids framing, inline and foreign scripts', () => {
    const csp = parseCsp(headersFor(path)['content-security-policy'] ?? '');
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    const scripts = csp['script-src'] ?? csp['default-src']!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Only 'self' and hashes: no hosts, no schemes, no wildcards, no nonces that a static site cannot rotate.
    for (const token of scripts)
      expect(token, `script-src ${token}`).toMatch(/^'(self|sha(256|384|512)-[A-Za-z0-9+/=]+)'$/);
    for (const hash of sampleHashes) expect(scripts).toContain(`'${hash}'`);
  });

  it('set no opener policy, which would make every first visit wait for a new process', () => {
    expect(headersFor(path)['cross-origin-opener-policy']).toBeUndefined();
  });

  it('lets the page connect only to the site and the two form services', () => {
    const csp = parseCsp(headersFor(path)['content-security-policy'] ?? '');
    expect([...csp['connect-src']!].sort()).toEqual(
      ["'self'", 'https://api.emailjs.com', 'https://api.web3forms.com'].sort(),
    );
  });

  it('lets forms submit only to Web3Forms (and its success page) and the e-mail program', () => {
    const csp = parseCsp(headersFor(path)['content-security-policy'] ?? '');
    expect([...csp['form-action']!].sort()).toEqual(['https://api.web3forms.com', 'https://web3forms.com', 'mailto:']);
  });
});

describe('the CSP follows the form configuration', () => {
  const csp = (brands: Parameters<typeof formPolicy>[0]) =>
    parseCsp(contentSecurityPolicy({ scriptHashes: sampleHashes, ...formPolicy(brands) }));

  it('a custom Web3Forms endpoint replaces the official one in connect-src and form-action', () => {
    const policy = csp([
      { web3formsEndpoint: 'https://forms.example.org:8443/v1/submit', emailJs: true, mailto: true },
      { web3formsEndpoint: 'https://forms.example.org:8443/v1/submit', emailJs: false, mailto: true },
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.emailjs.com', 'https://forms.example.org:8443']);
    expect(policy['form-action']).toEqual(['https://forms.example.org:8443', 'mailto:']);
  });

  it('EmailJS is reached by script only: never a form-action', () => {
    const policy = csp([{ web3formsEndpoint: undefined, emailJs: true, mailto: true }]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy['form-action']).toEqual(['mailto:']);
  });

  it('a build without keys connects to nothing but the site, and forms go to the e-mail program only', () => {
    expect(csp([{ emailJs: false, mailto: true }])['connect-src']).toEqual(["'self'"]);
    expect(csp([{ emailJs: false, mailto: true }])['form-action']).toEqual(['mailto:']);
    expect(csp([{ emailJs: false, mailto: false }])['form-action']).toEqual(["'none'"]);
  });

  it('lists each origin once, whatever the number of brands using it', () => {
    const brand = { web3formsEndpoint: 'https://api.web3forms.com/submit', emailJs: true, mailto: true };
    expect(formPolicy([brand, brand, brand])).toEqual(configured);
  });
});

it('caches hashed assets for a year as immutable, and pages not at all', () => {
  expect(headersFor(`/${sharedAssetsDir}/app.Cd-EeyjT.js`)['cache-control']).toMatch(/max-age=31536000.*immutable/);
  expect(headersFor('/fencing')['cache-control']).toBeUndefined();
});
