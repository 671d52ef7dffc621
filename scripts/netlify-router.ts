/**
 * Routes a request through the generated `_redirects` and `_headers` with Netlify's own
 * published parsers (@netlify/redirect-parser, @netlify/headers-parser) and matcher
 * (netlify-redirector, the WASM build of Netlify's redirect engine) — the same pair
 * `netlify dev` uses. Shared by the local server and the routing tests.
 *
 * Around the matcher, what a hostile request must never get: a malformed escape is a 400 (with the
 * headers of `_headers`, as every answer), a path
 * with `..` (raw or encoded) is a 404 before anything is matched, and only a rule's own literal
 * target is ever read from disk, inside a folder of the publish directory (a brand's or the shared
 * assets'), never a file at its root (`_redirects`, `_headers`) nor a folder.
 */
import { statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

export interface RouteRequest {
  /** The Host header as sent (any case, optional port or trailing dot); empty when missing. */
  host: string;
  /** The request target: a path with optional query, e.g. "/fencing?x=1". */
  url: string;
  /** The Cookie header as sent, if any: the rules' `Cookie=` conditions test the names in it. */
  cookie?: string | undefined;
}

/** The cookies of a Cookie header by name (the first of a repeated name wins, as browsers send the most specific first). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    if (name && !cookies.has(name)) cookies.set(name, pair.slice(at + 1).trim());
  }
  return cookies;
}

export type RouteResult =
  | { kind: 'file'; status: number; file: string; headers: Record<string, string> }
  | { kind: 'redirect'; status: number; location: string; headers: Record<string, string> }
  | { kind: 'missing'; status: 404; headers: Record<string, string> }
  | { kind: 'bad-request'; status: 400; reason: string; headers: Record<string, string> };

interface Matcher {
  match(request: {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }): { to: string; status: number; force?: boolean; force404?: boolean } | null;
}

export interface Router {
  route(request: RouteRequest): RouteResult;
  /** The headers `_headers` assigns to a path. */
  headersFor(path: string): Record<string, string>;
}

/**
 * The host a rule is matched against: lower case, without port or trailing dot (both spell the
 * same host). Anything that is not a host name (empty, or with characters no host name has) is
 * "" and so gets the default brand, as Netlify answers hosts it does not know.
 */
export function normalizeHost(raw: string | undefined): string {
  const host = (raw ?? '').trim().toLowerCase().replace(/:\d*$/, '').replace(/\.+$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : '';
}

/** The decoded path of a request target, or why it cannot be routed. */
export function parseTarget(url: string): { path: string; query: string } | { error: string } {
  if (!url.startsWith('/')) return { error: 'The request target must be a path' };
  const queryAt = url.indexOf('?');
  const rawPath = (queryAt === -1 ? url : url.slice(0, queryAt)).split('#')[0]!;
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1).split('#')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { error: 'Malformed percent-escape in the path' };
  }
  // A control character (NUL, CR, LF…) is in no file name the build writes.
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return { error: 'Control character in the path' };
  return { path, query };
}

export async function createRouter(distDir: string): Promise<Router> {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [join(distDir, '_redirects')],
    configRedirects: [],
    minimal: false,
  });
  if (errors.length) throw new Error(`_redirects: ${errors.map((e) => e.message).join('; ')}`);
  // netlify-redirector expects `origin`/`params` where the parser says `from`/`query` (as in netlify-cli).
  const rules = redirects as { from: string; query: unknown; conditions: unknown }[];
  const normalized = rules.map(({ from, query, conditions, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
    conditions,
  }));
  const matcher = (await redirector.parseJSON(JSON.stringify(normalized), {})) as Matcher;
  const headerRules = await parseAllHeaders({
    headersFiles: [join(distDir, '_headers')],
    configHeaders: [],
    minimal: false,
  });
  if (headerRules.errors.length) throw new Error(`_headers: ${headerRules.errors.map((e) => e.message).join('; ')}`);
  const root = resolve(distDir);

  // The parser's patterns match a `*` with `.`, which stops at a line terminator (U+2028, U+2029 among
  // them): with the dotAll flag a `*` takes any character, so no path escapes the site-wide headers.
  const headerPatterns = headerRules.headers.flatMap((rule) =>
    'forRegExp' in rule
      ? [
          {
            pattern: new RegExp(rule.forRegExp.source, `${rule.forRegExp.flags.replace('s', '')}s`),
            values: rule.values,
          },
        ]
      : [],
  );
  const headersFor = (path: string): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const { pattern, values: ruleValues } of headerPatterns)
      if (pattern.test(path)) Object.assign(values, ruleValues);
    return values;
  };

  /** A rule's target as a file: inside a folder of the publish directory, and a file, or nothing. */
  const fileFor = (target: string): string | undefined => {
    const path = target.split('?')[0]!;
    if (path.includes('..')) return undefined;
    const file = resolve(root, `.${path}`);
    const inside = file.slice(root.length + 1);
    if (!file.startsWith(root + sep) || !inside.includes(sep)) return undefined;
    try {
      // Spelled like distDir (relative stays relative), as callers compare it with join(distDir, …).
      return statSync(file).isFile() ? join(distDir, inside) : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    headersFor,
    route({ host, url, cookie }) {
      const target = parseTarget(url);
      // The path as sent, undecoded: a request that cannot be routed still gets the site-wide headers.
      if ('error' in target)
        return { kind: 'bad-request', status: 400, reason: target.error, headers: headersFor(url.split('?')[0]!) };
      const headers = headersFor(target.path);
      // `..` never reaches the rules: whatever a CDN would make of it, it is not a page of this site.
      // Nor does a backslash (no built file has one; the matcher's RE2 reads it as an escape in a splat).
      if (target.path.includes('..') || target.path.includes('\\')) return { kind: 'missing', status: 404, headers };
      const matchHost = normalizeHost(host);
      const cookies = parseCookies(cookie);
      const match = matcher.match({
        // Netlify serves custom domains over HTTPS, so local requests are matched as https.
        scheme: 'https',
        host: matchHost,
        path: target.path,
        query: target.query,
        getHeader: () => '',
        // The matcher reads a cookie as present when this returns a non-empty value, as Netlify does;
        // an empty value (a cookie being cleared) counts as absent.
        getCookie: (name: string) => cookies.get(name) ?? '',
      });
      if (!match || match.force404) return { kind: 'missing', status: 404, headers };
      if (match.status >= 300 && match.status < 400) {
        // Netlify passes the request's query string on, untouched, to a destination without one.
        let location: URL;
        try {
          location = new URL(match.to, `https://${matchHost || 'localhost'}`);
        } catch {
          return { kind: 'missing', status: 404, headers };
        }
        if (!location.search && target.query) location.search = `?${target.query}`;
        return { kind: 'redirect', status: match.status, location: location.href, headers };
      }
      const file = fileFor(match.to);
      if (file) return { kind: 'file', status: match.status, file, headers };
      return { kind: 'missing', status: 404, headers };
    },
  };
}
