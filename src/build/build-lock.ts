/**
 * One Astro build at a time per node_modules. Every build shares Astro's cache folder
 * (node_modules/.astro): its content store, which each brand's build clears and rewrites, and the
 * image cache. Two builds at once (a test building a brand in a temporary folder while another
 * builds the project, or a second terminal) could render one brand with another's content: seen in
 * CI as "Entry brandHero → berkshire-tree-surgery was not found".
 *
 * The lock is a directory (mkdir is atomic) holding the owner's process id. A lock whose owner has
 * died (Ctrl-C, a killed test worker) is taken over.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const buildLockDir = 'node_modules/.astro/build.lock';

/** A lock with no process id yet is its owner's first instant; older than this, its owner died there. */
const unclaimedLockMs = 10_000;

interface BuildLockOptions {
  dir?: string;
  pollMs?: number;
  /** Called once when another build holds the lock (its process id, when known). */
  onWait?: (holder: number | null) => void;
}

function holderOf(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isAbandoned(dir: string): boolean {
  const holder = holderOf(dir);
  if (holder !== null) return !isRunning(holder);
  try {
    return Date.now() - statSync(dir).mtimeMs > unclaimedLockMs;
  } catch {
    return false; // released meanwhile: the next attempt takes it
  }
}

/** Runs `work` while holding the build lock, waiting for any other build to finish first. */
export async function withBuildLock<T>(work: () => Promise<T>, options: BuildLockOptions = {}): Promise<T> {
  const { dir = buildLockDir, pollMs = 250, onWait } = options;
  mkdirSync(dirname(dir), { recursive: true });
  let waiting = false;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(join(dir, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isAbandoned(dir)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!waiting) onWait?.(holderOf(dir));
      waiting = true;
      await sleep(pollMs);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
