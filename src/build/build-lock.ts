/**
 * One Astro build at a time per node_modules. Every build shares Astro's cache folder
 * (node_modules/.astro): its content store, which each brand's build clears and rewrites, and the
 * image cache. Two builds at once (a test building a brand in a temporary folder while another
 * builds the project, or a second terminal) could render one brand with another's content: seen in
 * CI as "Entry brandHero → berkshire-tree-surgery was not found".
 *
 * The lock is a directory (mkdir is atomic) holding the owner's process id. A lock whose owner has
 * died (Ctrl-C, a killed test worker) is taken over. Taking over is itself guarded (a sibling
 * `.takeover` directory): two waiters that both saw the dead owner's lock must not both remove it,
 * or the slower would remove the lock the faster had just taken, and both would build.
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
  return isOlderThan(dir, unclaimedLockMs);
}

function isOlderThan(dir: string, ms: number): boolean {
  try {
    return Date.now() - statSync(dir).mtimeMs > ms;
  } catch {
    return false; // removed meanwhile: the next attempt takes it
  }
}

/**
 * Removes the lock if its owner has died, as the only process doing so: another waiter that saw
 * the same dead lock finds the takeover taken and waits for its next poll. True when removed.
 */
function removeIfAbandoned(dir: string): boolean {
  const takeover = `${dir}.takeover`;
  try {
    mkdirSync(takeover);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A takeover lasts microseconds; one this old was left by a process that died inside it.
    if (isOlderThan(takeover, unclaimedLockMs)) rmSync(takeover, { recursive: true, force: true });
    return false;
  }
  try {
    // Judged again while guarded: the lock seen as abandoned may have been replaced since.
    if (!isAbandoned(dir)) return false;
    rmSync(dir, { recursive: true, force: true });
    return true;
  } finally {
    rmSync(takeover, { recursive: true, force: true });
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
      if (isAbandoned(dir) && removeIfAbandoned(dir)) continue;
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
