/**
 * The last good site survives a failed build: a build writes into a folder of its own beside the
 * output folder and takes the output folder's place only once everything in it has succeeded. A
 * build that fails or is killed leaves the previous output as it was (and its own folder, which the
 * next build clears away).
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const partialMark = '.partial-';

/** The folder a build by this process writes into, beside `outDir`: `<outDir>.partial-<pid>`. */
export function partialDirFor(outDir: string, pid = process.pid): string {
  return `${outDir}${partialMark}${pid}`;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes what builds of `outDir` left behind when they failed or were killed (not a running one's). */
export function removeLeftovers(outDir: string): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const prefix = `${basename(outDir)}${partialMark}`;
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && running(pid)) continue;
    rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Puts the finished build in `outDir`'s place. The old output is moved aside first and deleted
 * after: between the two renames `outDir` is missing for an instant, never half-written.
 */
export function publish(partialDir: string, outDir: string): void {
  const previous = `${partialDir}.previous`;
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(partialDir, outDir);
  rmSync(previous, { recursive: true, force: true });
}
