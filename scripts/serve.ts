/**
 * npm run serve: serves an existing dist/ like Netlify would. The brand is chosen from the
 * Host header by applying the generated _redirects and _headers with Netlify's own parser and
 * matcher (scripts/netlify-router.ts). `<brand-id>.localhost` maps to that brand's www host, so
 * http://<brand-id>.localhost:4321/ works in a browser without editing a hosts file. On a host
 * without a brand (http://localhost:4321/_preview/) a preview cookie shows another brand, through
 * the same rules' `Cookie=` conditions, as on a deploy preview.
 *
 * Whatever a client sends, the answer is never a 5xx (tests/build/server-fuzz.test.ts): methods
 * other than GET and HEAD get 405, a request line over 8 KiB 414, headers over Node's 16 KiB
 * limit 431, a malformed escape or a second Host header 400, and a path with `..` 404
 * (scripts/netlify-router.ts). Every answer carries the security headers of `_headers`, and a
 * connection gets at most one answer per request: a malformed body after a request is answered
 * closes the connection instead (tests/build/server.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
} from 'node:http2';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import type { Duplex } from 'node:stream';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { promisify } from 'node:util';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { createRouter, normalizeHost } from './netlify-router.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Files above this size are compressed at a quick setting (the editor's bundle, not a page). */
const largeFileBytes = 1024 * 1024;
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg)/;
/** Longest request target served; longer ones get 414 (the whole head is capped by Node at 16 KiB: 431). */
export const maxTargetLength = 8 * 1024;
const allowedMethods = new Set(['GET', 'HEAD']);
const statusText: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

export interface ServeOptions {
  distDir?: string;
  port?: number;
  /** Interface to listen on: HOST, else loopback only (HOST=0.0.0.0 serves the local network too). */
  host?: string;
  quiet?: boolean;
  /**
   * Serve HTTP/2 over TLS (HTTP/1.1 still accepted), as Netlify does, with this key and
   * certificate: for measurements whose numbers depend on the protocol (npm run lighthouse).
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

export async function startServer(options?: ServeOptions & { tls?: undefined }): Promise<Server>;
export async function startServer(options: ServeOptions): Promise<Server | Http2SecureServer>;
export async function startServer({
  distDir = 'dist',
  port = Number(process.env.PORT ?? 4321),
  host = process.env.HOST || '127.0.0.1',
  quiet = false,
  tls,
}: ServeOptions = {}): Promise<Server | Http2SecureServer> {
  if (!existsSync(`${distDir}/_redirects`)) {
    throw new Error(
      `${distDir}/_redirects not found: run \`npm run build\` first (or \`npm start\`, which builds when needed).`,
    );
  }
  /**
   * The rules and the bytes served, read again when a build has put a new site in place (its
   * _redirects is newer): a server left running serves the new build, never a mix of the two.
   */
  const rulesFile = `${distDir}/_redirects`;
  const stampOf = () => (existsSync(rulesFile) ? statSync(rulesFile).mtimeMs : undefined);
  let site = { stamp: stampOf(), router: await createRouter(distDir) };
  let reading: Promise<void> | undefined;
  const currentRouter = async () => {
    const stamp = stampOf();
    // Missing for the instant between a build's two renames: the site read last still answers.
    if (stamp !== undefined && stamp !== site.stamp)
      await (reading ??= createRouter(distDir)
        .then((router) => {
          site = { stamp, router };
          cache.clear();
        })
        .finally(() => (reading = undefined)));
    return site.router;
  };
  const brands = loadBrands();
  const localHosts = new Map(brands.map((brand) => [`${brand.id}.localhost`, brand.hostnames[0]!]));
  const cache = new Map<string, { raw: Buffer; br?: Promise<Buffer>; gzip?: Promise<Buffer> }>();

  /**
   * A file's bytes, compressed once and kept. Compression runs on libuv's thread pool, so a large
   * file (the editor's script is several MB) never holds up another request; above largeFileBytes it
   * uses a quick setting, since nothing measures those bytes as closely as a page's.
   */
  const body = (file: string, encoding: 'br' | 'gzip' | undefined): Promise<Buffer> => {
    let entry = cache.get(file);
    if (!entry) cache.set(file, (entry = { raw: readFileSync(file) }));
    const { raw } = entry;
    const large = raw.length > largeFileBytes;
    if (encoding === 'br')
      return (entry.br ??= brotliAsync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: large ? 5 : 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }));
    if (encoding === 'gzip') return (entry.gzip ??= gzipAsync(raw, { level: large ? 6 : 9 }));
    return Promise.resolve(raw);
  };

  const plain = (res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const text = statusText[status] ?? 'Error';
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': text.length, ...extra });
    res.end(text);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const router = await currentRouter();
    const url = req.url ?? '/';
    // Answers given before the request is routed carry the headers of its path as sent, as every answer does.
    const refused = (status: number, extra: Record<string, string> = {}) =>
      plain(res, status, { ...router.headersFor(url.split('?')[0]!), ...extra });
    if (!allowedMethods.has(req.method ?? '')) return refused(405, { Allow: 'GET, HEAD' });
    if (url.length > maxTargetLength) return refused(414);
    // HTTP/1.1 allows one Host (RFC 9112, 3.2); Node keeps the first of several, so count them as sent.
    if (req.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length > 1)
      return refused(400);
    // HTTP/2 names the host in the :authority pseudo-header.
    const rawHost = normalizeHost(String(req.headers[':authority'] ?? req.headers.host ?? ''));
    const host = localHosts.get(rawHost) ?? rawHost;
    const result = router.route({ host, url, cookie: req.headers.cookie });
    for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
    if (result.kind === 'bad-request') return plain(res, 400);
    if (result.kind === 'redirect') {
      res.writeHead(result.status, { Location: result.location }).end();
      return;
    }
    if (result.kind === 'missing') return plain(res, 404);
    const type = contentTypes[extname(result.file)] ?? 'application/octet-stream';
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type)
      ? /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : undefined
      : undefined;
    let payload: Buffer;
    try {
      payload = await body(result.file, encoding);
    } catch {
      // Gone or unreadable since the router saw it (a rebuild under a running server).
      return plain(res, 404);
    }
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', payload.length);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    if (!result.headers['Cache-Control']) res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.writeHead(result.status);
    res.end(req.method === 'HEAD' ? undefined : payload);
  };

  /** The latest answer on each HTTP/1 connection: once one is under way, a parse error closes the connection. */
  const answers = new WeakMap<Duplex, ServerResponse>();
  // Node's HTTP/2 compatibility API mirrors the HTTP/1 request and response used here.
  const listener = (request: IncomingMessage | Http2ServerRequest, response: ServerResponse | Http2ServerResponse) => {
    const res = response as ServerResponse;
    if (!('stream' in request)) answers.set(request.socket, res);
    handle(request as IncomingMessage, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, listener) : createServer(listener);
  // A client may close its side once its request is sent (HTTP/1.1 allows it): the answer, which may
  // wait for compression, still goes out on the open half. Node's HTTP server reads this flag.
  Object.assign(server, { httpAllowHalfOpen: true });
  // Requests Node's parser rejects before they reach the listener: answer 431 for an oversized
  // head and 400 for anything else malformed (Node's defaults, made explicit and closed cleanly).
  const refuse = (socket: Duplex, status: number, extra = '') => {
    const text = statusText[status]!;
    const guard = Object.entries(site.router.headersFor('/'))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\n${guard}${extra}Content-Type: text/plain; charset=utf-8\r\n` +
        `Content-Length: ${text.length}\r\n\r\n${text}`,
    );
  };
  // Requests Node's parser rejects before they reach the listener: 431 for an oversized head
  // and 400 for anything else malformed (Node's defaults, made explicit and closed cleanly).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    // A request on this connection has its answer (sent or on its way): a second one would answer
    // nothing the client asked. The connection closes once that answer is out.
    const answer = answers.get(socket);
    if (answer) return answer.writableFinished ? socket.destroy() : answer.once('finish', () => socket.destroy());
    refuse(socket, error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400);
  });
  // CONNECT and protocol upgrades bypass the request listener: without these Node drops the connection.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => refuse(socket, 405, 'Allow: GET, HEAD\r\n'));
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => refuse(socket, 400));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  if (!quiet) {
    console.log(
      `Serving dist/ on ${tls ? 'https' : 'http'}://localhost:${port} (brand chosen by Host header, as on Netlify; ` +
        `listening on ${host}${host === '127.0.0.1' ? ', this machine only: HOST=0.0.0.0 to share it' : ''})`,
    );
    for (const brand of brands) {
      console.log(
        `  ${brand.default ? '*' : ' '} ${brand.id.padEnd(26)} http://${brand.id}.localhost:${port}/   (Host: ${brand.hostnames[0]})`,
      );
    }
    console.log('  * default brand: also served for any other host, e.g. http://localhost:' + port + '/');
    console.log(`  Preview any brand on a host without one: http://localhost:${port}/_preview/`);
  }
  return server;
}

if (import.meta.main) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
