/** Astro's image cache follows the encoder settings (src/tooling/image-encoder.ts). */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepImageCacheInStep } from '../../src/tooling/image-encoder.ts';
import { tempDir } from '../support/temp-dir.ts';

describe('keepImageCacheInStep', () => {
  const cacheWith = (file: string) => {
    const dir = join(tempDir('image-cache-'), 'assets');
    keepImageCacheInStep(dir, { avif: { quality: 50 } });
    writeFileSync(join(dir, file), 'encoded');
    return dir;
  };

  it('keeps the cached images while the settings are those it was filled with', () => {
    const dir = cacheWith('hero.avif');
    expect(keepImageCacheInStep(dir, { avif: { quality: 50 } })).toBe(false);
    expect(existsSync(join(dir, 'hero.avif'))).toBe(true);
  });

  it('empties the cache when the settings change, and records the new ones', () => {
    const dir = cacheWith('hero.avif');
    expect(keepImageCacheInStep(dir, { avif: { quality: 45 } })).toBe(true);
    expect(existsSync(join(dir, 'hero.avif'))).toBe(false);
    expect(keepImageCacheInStep(dir, { avif: { quality: 45 } })).toBe(false);
  });

  it('starts a cache that does not exist yet without clearing anything', () => {
    const dir = join(tempDir('image-cache-'), 'assets');
    expect(keepImageCacheInStep(dir, { avif: { quality: 45 } })).toBe(false);
    expect(existsSync(join(dir, 'encoder-settings.json'))).toBe(true);
  });
});
