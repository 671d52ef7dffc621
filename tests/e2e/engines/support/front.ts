/**
 * The engine tests' own server: `npm run serve`'s server (scripts/serve.ts, on the built dist/) behind a
 * thin front on another free port of this machine. The front passes every request on unchanged, Host
 * header included (so `http://<brand-id>.localhost:<port>/` is that brand), and only:
 * - puts the in-page instruments (watch.ts) first in every page's <head>, as an external script the
 *   site's own policy allows ('self');
 * - holds an island's script on request (`hold`), as a slow phone would, for typing before hydration;
 * - marks every answer `no-store`, so each test fetches what it asks for (a held script is never cached).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../../../scripts/serve.ts';
import { brandOrigin } from '../../../../scripts/browser.ts';
import { watch, type WatchOptions } from './watch.ts';

export interface Front {
  port: number;
  /** Where a brand is served: `http://<brand-id>.localhost:<port>` plus the path. */
  url(brandId: string, path?: string): string;
  /** What the next pages' instruments are set to (reset before each test). */
  options: WatchOptions;
  /** Holds `/_astro/<component>.<hash>.js` until released (`component`: a pattern, the file name's start). */
  hold(component: string): { release: () => void };
  reset(options: WatchOptions): void;
  close(): Promise<void>;
}

const watchPath = '/__engines/watch.js';

export async function startFront(): Promise<Front> {
  const site = await startServer({ port: 0, host: '127.0.0.1', quiet: true });
  const sitePort = (site.address() as AddressInfo).port;
  let holds: { pattern: RegExp; released: Promise<void>; release: () => void }[] = [];
  const front = {
    options: { welcomeDismissedKey: null } as WatchOptions,
  };

  const server: Server = createServer((req, res) => {
    if (req.url === watchPath) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(`(${watch.toString()})(${JSON.stringify(front.options)});`);
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0]!;
    const held = holds.filter((hold) => hold.pattern.test(pathname)).map((hold) => hold.released);
    void Promise.all(held).then(() => {
      const upstream = request(
        {
          host: '127.0.0.1',
          port: sitePort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'accept-encoding': 'identity' },
        },
        (answer) => {
          const headers = { ...answer.headers, 'cache-control': 'no-store' };
          if (!String(answer.headers['content-type']).startsWith('text/html')) {
            res.writeHead(answer.statusCode ?? 502, headers);
            answer.pipe(res);
            return;
          }
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<head[^>]*>/, (tag) => `${tag}<script src="${watchPath}"></script>`);
            const body = Buffer.from(html);
            res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
            res.end(req.method === 'HEAD' ? undefined : body);
          });
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const closeServer = (s: { close: (cb: () => void) => void; closeAllConnections?: () => void }) =>
    new Promise<void>((resolve) => {
      s.close(() => resolve());
      s.closeAllConnections?.();
    });

  return Object.assign(front, {
    port,
    url: (brandId: string, path = '/') => `${brandOrigin(brandId, port)}${path}`,
    hold(component: string) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ pattern: new RegExp(`^/_astro/${component}\\.[\\w-]+\\.js$`), released, release });
      return { release };
    },
    reset(options: WatchOptions) {
      // What a test left held is answered (its window is gone), and the next test holds nothing.
      for (const hold of holds) hold.release();
      holds = [];
      front.options = options;
    },
    close: async () => {
      await closeServer(server);
      await closeServer(site as Server);
    },
  });
}
