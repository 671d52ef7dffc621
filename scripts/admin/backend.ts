/**
 * The editor's local backend for npm run admin: decap-server's file-system API (the same middleware its own
 * command runs), in this process, listening on 127.0.0.1 only, and refusing any path outside brands/ (the editor
 * reads and writes nothing else), so nothing on the network, and no other page in the browser, can read or write
 * the project through it.
 */
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { posix } from 'node:path';

// decap-server's own dependencies (Express), as it resolves them.
const fromDecapServer = createRequire(createRequire(import.meta.url).resolve('decap-server'));
type Handler = (req: unknown, res: unknown, next?: () => void) => void;
interface ExpressApp extends Handler {
  use(...handlers: unknown[]): void;
  post(path: string, ...handlers: Handler[]): void;
}
const express = fromDecapServer('express') as (() => ExpressApp) & { json(options: { limit: string }): Handler };
const { registerLocalFs } = fromDecapServer('./middlewares.js') as {
  registerLocalFs(app: ExpressApp, options: { logLevel: string }): Promise<void>;
};

/** The only folder the editor may read or write. */
export const editableFolder = 'brands';
/** The interface the backend listens on. */
export const loopback = '127.0.0.1';

/** Whether `path` (as the editor sends it, from the project root) lies inside brands/. */
export function editablePath(path: unknown): boolean {
  if (typeof path !== 'string' || path.includes('\0') || posix.isAbsolute(path)) return false;
  const normal = posix.normalize(path.replace(/\\/g, '/'));
  return normal === editableFolder || normal.startsWith(`${editableFolder}/`);
}

/** Every path a request names (path, newPath, folder, mediaFolder, paths[] at any depth of its params). */
export function requestPaths(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(requestPaths);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    if (['path', 'newPath', 'folder', 'mediaFolder'].includes(key)) return [item];
    if (key === 'paths' && Array.isArray(item)) return item;
    return requestPaths(item);
  });
}

/** Starts the backend on `port` (127.0.0.1), editing the files under `root`. */
export async function startBackend({ port, root }: { port: number; root: string }): Promise<Server> {
  process.env.GIT_REPO_DIRECTORY = root;
  const app = express();
  app.use(express.json({ limit: '50mb' }));
  app.post('/api/v1', (req, res, next) => {
    const { body } = req as { body?: { params?: unknown } };
    const outside = requestPaths(body?.params).find((path) => !editablePath(path));
    if (outside === undefined) return next!();
    const response = res as { status(code: number): { json(body: unknown): void } };
    response
      .status(403)
      .json({ error: `The editor changes files under ${editableFolder}/ only, not ${String(outside)}` });
  });
  await registerLocalFs(app, { logLevel: 'warn' });
  const server = createServer(app as never);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, resolve);
  });
  return server;
}
