/**
 * A build that fails, or is killed, leaves the last good site in dist/ as it was: in a temporary copy
 * of the project whose dist/ holds the current build, a content mistake found while the second brand
 * builds (after the first is written) stops the build, and a build killed midway is stopped; dist/ is
 * byte for byte what it was both times, and what the failed build wrote is gone.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partialDirFor, removeLeftovers } from '../../scripts/build-output.ts';
import { buildIn, copyProject, outputOf, removeProjectCopy } from '../support/project-copy.ts';
import { allBrands, builtBrands, distDir } from './support/site.ts';

const defaultBrand = allBrands.find((brand) => brand.default)!;
const other = builtBrands.find((brand) => !brand.default) ?? allBrands.find((brand) => !brand.default)!;

/** Every file under dir with a hash of its bytes: equal fingerprints, equal folders. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(dir.length + 1)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}

const partialsIn = (copy: string) => readdirSync(copy).filter((name) => name.startsWith('dist.partial-'));

describe('a failed build leaves the previous dist/ complete', { timeout: 300_000 }, () => {
  let copy: string;
  let before: Record<string, string>;

  beforeAll(() => {
    copy = copyProject('failed-build-');
    cpSync(distDir, join(copy, 'dist'), { recursive: true });
    before = fingerprint(join(copy, 'dist'));
  });
  afterAll(() => removeProjectCopy(copy));

  it('a content mistake found while the second brand builds', async () => {
    const file = join(copy, 'brands', other.id, 'content', 'welcome-dialog.yaml');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'text: A free quote {quoteReply}.\nnotAField: true\n');
    // One brand at a time, so that the first is written before the second fails.
    const build = await buildIn(copy, { BRANDS: other.id, BUILD_CONCURRENCY: '1' });
    expect(build.status, outputOf(build)).not.toBe(0);
    // The first brand was written before the mistake was found.
    expect(outputOf(build)).toContain(`✓ ${defaultBrand.id}`);
    expect(outputOf(build)).toContain('welcome-dialog');
    expect(fingerprint(join(copy, 'dist'))).toEqual(before);
    expect(partialsIn(copy), 'what the failed build wrote').toEqual([]);
  });

  it('a build killed midway', async () => {
    const file = join(copy, 'brands', other.id, 'content', 'welcome-dialog.yaml');
    writeFileSync(file, 'text: A free quote {quoteReply}.\n');
    const build = spawn(process.execPath, ['scripts/build.ts'], {
      cwd: copy,
      env: { ...process.env, OUT_DIR: '', BRANDS: defaultBrand.id },
      detached: true,
      stdio: 'ignore',
    });
    const partial = partialDirFor(join(copy, 'dist'), build.pid);
    const exited = new Promise((resolve) => build.once('exit', resolve));
    // Killed once the build has started writing its pages: the whole process group, as a CI timeout
    // or a closed terminal would.
    await expect.poll(() => existsSync(join(partial, defaultBrand.id)), { timeout: 120_000, interval: 100 }).toBe(true);
    process.kill(-build.pid!, 'SIGKILL');
    await exited;
    expect(fingerprint(join(copy, 'dist'))).toEqual(before);
    // The next build clears what the killed one left.
    expect(partialsIn(copy)).toEqual([`dist.partial-${build.pid}`]);
    removeLeftovers(join(copy, 'dist'));
    expect(partialsIn(copy)).toEqual([]);
  });
});
