/**
 * A temporary copy of the project, for tests that build it another way (another brand or area added,
 * the form keys left out, another form endpoint, the editor's edits) without touching the working
 * tree: the files git sees (tracked and new, not ignored) as they are on disk now, with the installed
 * packages linked in. The copy has its own Astro folders (`.astro/`, with its own lock, and
 * `node_modules/.astro`), so its builds run beside the project's and each other's, never waiting for
 * them; the images the project's build has already encoded are copied into its image store, so they
 * are not encoded again. The caller deletes it (removeProjectCopy).
 *
 * Shared by the build tests (tests/build/new-brand, new-area) and the browser tests that need a build
 * of their own (forms-keyless, csp-custom-endpoint): `const copy = copyProject('name-')`, then
 * `await buildIn(copy, { BRANDS: 'id' })` and read or serve `join(copy, 'dist')`.
 */
import { spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { imageStoreDir } from '../../src/tooling/image-encoder.ts';

export const projectRoot = resolve(import.meta.dirname, '../..');

/** Copies the project into a new folder under the system's temporary folder and returns its path. */
export function copyProject(prefix: string): string {
  const to = mkdtempSync(join(tmpdir(), prefix));
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(projectRoot, file))) continue; // deleted but not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(projectRoot, file), join(to, file));
  }
  // Installed packages are shared by links; Astro's and Vite's caches are not, except the encoded
  // images: what the project's own builds already encoded need not be encoded again.
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(modules, entry), join(to, 'node_modules', entry));
  }
  mkdirSync(join(to, 'node_modules/.astro'));
  if (existsSync(join(projectRoot, imageStoreDir)))
    cpSync(join(projectRoot, imageStoreDir), join(to, imageStoreDir), { recursive: true });
  return to;
}

export function removeProjectCopy(copy: string | undefined): void {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

/** Runs a command in the copy and waits for it; colours off so output can be matched. */
export function runIn(
  copy: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, {
    cwd: copy,
    env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result;
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command in the copy without blocking the caller's event loop (a test runner's own timers
 * keep running while a build takes minutes). `env` values that are `undefined` are removed.
 */
export function runInAsync(
  copy: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<RunResult> {
  const merged: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: copy, env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolveRun({ status, stdout, stderr }));
  });
}

/**
 * `npm run build` in the copy (scripts/build.ts, into its dist/), with the test build's form keys
 * unless `keys: false`, and `env` on top (`BRANDS`, a form variable, or `undefined` to remove one).
 */
export function buildIn(
  copy: string,
  env: Record<string, string | undefined> = {},
  { keys = true }: { keys?: boolean } = {},
): Promise<RunResult> {
  const args = [...(keys ? ['--env-file=tests/e2e/form-keys.env'] : []), 'scripts/build.ts'];
  return runInAsync(copy, process.execPath, args, { OUT_DIR: undefined, BRAND: undefined, ...env });
}

/** The end of a command's output, for a failure message. */
export const outputOf = (result: RunResult | SpawnSyncReturns<string>) =>
  `${result.stdout}\n${result.stderr}`.slice(-6000);
