/**
 * A temporary copy of the project for build tests that add a brand or an area "as the README says"
 * without touching the working tree: the files git sees (tracked and new, not ignored) as they are on
 * disk now, with the installed packages linked in. The caller deletes it (removeProjectCopy).
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../../..');

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
  // Installed packages are shared by links; Astro's and Vite's caches are not (the copy's build would
  // write its content store into the project's), except a copy of the image cache: what the project's
  // own build already encoded need not be encoded again.
  const modules = join(projectRoot, 'node_modules');
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(modules)) {
    if (entry === '.astro' || entry === '.vite') continue;
    symlinkSync(join(modules, entry), join(to, 'node_modules', entry));
  }
  if (existsSync(join(modules, '.astro/assets')))
    cpSync(join(modules, '.astro/assets'), join(to, 'node_modules/.astro/assets'), { recursive: true });
  return to;
}

export function removeProjectCopy(copy: string | undefined): void {
  if (copy) rmSync(copy, { recursive: true, force: true });
}

/** Runs a command in the copy; colours off so output can be matched. */
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

/** The end of a command's output, for a failure message. */
export const outputOf = (result: SpawnSyncReturns<string>) => `${result.stdout}\n${result.stderr}`.slice(-6000);
