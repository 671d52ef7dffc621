/**
 * npm run admin: the editor on this machine, for the files of this working tree (nothing is committed).
 *  1. The local backend (decap-server's file-system API) on 127.0.0.1:8081 (ADMIN_BACKEND_PORT), for brands/ only.
 *  2. The editor at http://localhost:4321/admin (PORT), bundled without building the site, so it opens even when
 *     a brand or content file would stop the build; the problems are printed here and shown in the editor.
 *  3. Then the site: built when needed (as npm start does) and served on the same address; built again after
 *     each save, so a refresh a minute later shows the change.
 * If a step fails, everything started before it is stopped and the reason printed, in plain words.
 * ADMIN_SITE=none leaves out step 3 (the editor alone: the browser test builds the site itself).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { readFileSync, existsSync } from 'node:fs';
import { problemsFile } from '../src/admin/admin-config.ts';
import { adminConfigFile, adminDir, adminHeaders, adminPage, adminPath } from '../src/hosting/netlify-rules.ts';
import type { ImageKeys } from '../src/lib/image-key.ts';
import { loopback, startBackend } from './admin/backend.ts';
import { brandsForEditing, buildAdminConfig } from './admin/config.ts';
import { prepareEditor } from './admin/editor.ts';
import { sourceProblems } from './admin/problems.ts';
import { readinessOf } from './support/readiness.ts';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { buildReason } from './build-needed.ts';
import { startServer } from './serve.ts';

const port = Number(process.env.PORT ?? 4321);
const backendPort = Number(process.env.ADMIN_BACKEND_PORT ?? 8081);

const servers: Server[] = [];
let build: ChildProcess | undefined;
/** Watches brands/ for saves, once the site is up. */
const saves: { watcher?: FSWatcher } = {};
let stopping = false;

/** Stops everything this command started, then exits. */
function stop(code: number): never {
  stopping = true;
  saves.watcher?.close();
  if (build?.pid && build.exitCode === null) {
    try {
      process.kill(-build.pid, 'SIGTERM'); // the build and whatever it started
    } catch {
      build.kill('SIGTERM');
    }
  }
  for (const server of servers) server.close();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

/** A start that cannot go on: the reason in plain words, and nothing left running. */
function fail(message: string): never {
  console.error(`\nnpm run admin could not start: ${message}`);
  return stop(1);
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};

// 1. The local backend.
try {
  servers.push(await startBackend({ port: backendPort, root: process.cwd() }));
} catch (error) {
  fail(
    inUse(error)
      ? `port ${backendPort} (the editor's local backend) is already in use, perhaps by another npm run admin. Stop that one, or choose another port: ADMIN_BACKEND_PORT=8082 npm run admin.`
      : String((error as Error).message),
  );
}

// 2. The editor.
let editorDir: string;
try {
  editorDir = await prepareEditor();
} catch (error) {
  fail(`the editor could not be bundled: ${(error as Error).message}`);
}
const { imageKeys } = (await import('../src/assets/image-keys.ts')) as { imageKeys: ImageKeys };
let problems: string[] = [];
let site: { server: Server; port: number } | undefined;
let siteState = 'The site is being built: try again in a minute.';

const headers = adminHeaders({ localBackend: true });

/** What stands between each brand and going live, from the files as they are now and the last build; none while a brand file is wrong. */
function currentReadiness() {
  try {
    return readinessOf(loadBrands(), site ? 'dist' : undefined);
  } catch {
    return undefined;
  }
}
async function serveEditor(url: string, res: ServerResponse): Promise<boolean> {
  const path = url.split('?')[0]!;
  const send = (status: number, type: string, body: string | Buffer) => {
    res.writeHead(status, { ...headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };
  if (path === adminPath || path === `${adminPath}/`)
    return (send(200, contentTypes['.html']!, readFileSync(join(editorDir, adminPage))), true);
  if (!path.startsWith(`/${adminDir}/`)) return false;
  const file = path.slice(adminDir.length + 2);
  if (file === adminConfigFile) {
    const config = await buildAdminConfig(brandsForEditing(), { localBackend: true, readiness: currentReadiness() });
    return (send(200, contentTypes['.json']!, JSON.stringify(config)), true);
  }
  if (file === problemsFile) return (send(200, contentTypes['.json']!, JSON.stringify(problems)), true);
  const full = normalize(join(editorDir, file));
  if (!full.startsWith(normalize(editorDir) + '/') || !existsSync(full))
    return (send(404, 'text/plain', 'Not found'), true);
  send(200, contentTypes[full.slice(full.lastIndexOf('.'))] ?? 'application/octet-stream', readFileSync(full));
  return true;
}

/** Any other path: the built site, passed through with its own headers (the Host header picks the brand). */
function proxy(req: IncomingMessage, res: ServerResponse) {
  if (!site) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30' });
    return res.end(`${siteState}\nThe editor is at http://localhost:${port}${adminPath}\n`);
  }
  const upstream = request(
    { host: loopback, port: site.port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The site is being restarted: try again in a moment.');
  });
  req.pipe(upstream);
}

const front = createServer((req, res) => {
  serveEditor(req.url ?? '/', res)
    .then((served) => served || proxy(req, res))
    .catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('The editor hit a problem: see the terminal.');
    });
});
try {
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, loopback, resolve);
  });
  servers.push(front);
} catch (error) {
  fail(
    inUse(error)
      ? `port ${port} is already in use (npm start or another npm run admin?). Stop that one, or choose another port: PORT=4322 npm run admin.`
      : String((error as Error).message),
  );
}
const query = backendPort === 8081 ? '' : `?local_backend_port=${backendPort}`;
console.log(
  `The editor: http://localhost:${port}${adminPath}${query}  (choose Login; saves change the files in brands/)`,
);

// 3. What the build would stop at, then the site.
async function checkSources(): Promise<boolean> {
  problems = await sourceProblems(imageKeys);
  if (problems.length) {
    siteState = 'The site cannot be built until the problem below is put right in the editor.';
    console.error(`\nThe site cannot be built until this is put right (the editor shows it too):`);
    for (const problem of problems) console.error(`  • ${problem}`);
  }
  return problems.length === 0;
}

async function serveSite() {
  const previous = site;
  site = undefined;
  if (previous) await new Promise((resolve) => previous.server.close(resolve));
  const server = await startServer({ port: previous?.port ?? 0, host: loopback, quiet: true });
  servers.push(server);
  site = { server, port: (server.address() as AddressInfo).port };
  console.log(`The site: http://localhost:${port}/ (each brand at http://<brand-id>.localhost:${port}/)`);
}

let queued = false;
async function buildSite(why: string) {
  if (build) return void (queued = true);
  if (!(await checkSources())) return;
  console.log(`${why}: building the site…`);
  siteState = 'The site is being built: try again in a minute.';
  build = spawn(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', detached: true });
  build.on('exit', (code) => {
    build = undefined;
    if (stopping) return;
    if (code === 0) void serveSite().catch((error: unknown) => console.error((error as Error).message));
    else {
      siteState = 'The site did not build: see the terminal.';
      console.error('The site did not build (see above). The editor stays open: put it right there and save again.');
    }
    if (queued) {
      queued = false;
      void buildSite('Saved again');
    }
  });
}

if (process.env.ADMIN_SITE === 'none') {
  siteState = 'This editor runs without the site (ADMIN_SITE=none).';
  await checkSources();
} else {
  const reason = buildReason();
  if (reason) await buildSite(reason);
  else if (await checkSources()) await serveSite();
}

// After each save (a change under brands/), the files are checked again and the site built again.
let pending: ReturnType<typeof setTimeout> | undefined;
saves.watcher = watch('brands', { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(() => void (process.env.ADMIN_SITE === 'none' ? checkSources() : buildSite('Saved')), 1500);
});
