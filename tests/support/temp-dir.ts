/**
 * Temporary folders for a test file, under the system's temporary folder: `tempDir('name-')` makes one, and every
 * folder a file made is removed once its tests are done (Vitest loads this module afresh for each test file, so the
 * hook below belongs to the file that imports it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];
afterAll(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
