/**
 * Routes a request through the generated `_redirects` and `_headers` with Netlify's own
 * published parsers (@netlify/redirect-parser, @netlify/headers-parser) and matcher
 * (netlify-redirector, the WASM build of Netlify's redirect engine) — the same pair
 * `netlify dev` uses. Shared by the local server and the routing tests.
 */
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

export interface RouteRequest {
  host: string;
  /** Path with optional query, e.g. "/fencing?x=1". */
  url: string;
}

export type RouteResult =
  | { kind: 'file'; status: number; file: string; headers: Record<string, string> }
  | { kind: 'redirect'; status: number; location: string; headers: Record<string, string> }
  | { kind: 'missing'; status: 404; headers: Record<string, string> };

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

  const headersFor = (path: string): Record<string, string> => {
    const values: Record<string, string> = {};
    for (const rule of headerRules.headers) {
      if ('forRegExp' in rule && rule.forRegExp.test(path)) Object.assign(values, rule.values);
    }
    return values;
  };

  const fileFor = (path: string): string | undefined => {
    const file = normalize(join(distDir, decodeURIComponent(path)));
    if (!file.startsWith(normalize(distDir))) return undefined;
    return existsSync(file) && !file.endsWith('/') ? file : undefined;
  };

  return {
    headersFor,
    route({ host, url }) {
      const requestUrl = new URL(url, `https://${host}`);
      const headers = headersFor(requestUrl.pathname);
      const match = matcher.match({
        // Netlify serves custom domains over HTTPS, so local requests are matched as https.
        scheme: 'https',
        host: host.toLowerCase().replace(/:\d+$/, ''),
        path: decodeURIComponent(requestUrl.pathname),
        query: requestUrl.search.slice(1),
        getHeader: () => '',
        getCookie: () => '',
      });
      if (match && !match.force404) {
        if (match.status >= 300 && match.status < 400) {
          // Netlify passes the request's query string on, untouched, to a destination without one.
          const location = new URL(match.to, requestUrl);
          if (!location.search) location.search = requestUrl.search;
          return { kind: 'redirect', status: match.status, location: location.href, headers };
        }
        const target = new URL(match.to, requestUrl);
        const file = fileFor(target.pathname);
        if (file) return { kind: 'file', status: match.status, file, headers };
      }
      const file = fileFor(requestUrl.pathname);
      if (file) return { kind: 'file', status: 200, file, headers };
      return { kind: 'missing', status: 404, headers };
    },
  };
}
