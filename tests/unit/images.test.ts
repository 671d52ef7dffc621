/**
 * The image registry on disk: one file per image key, one hero per brand and one drawing per brand of each
 * picture every brand shows on its home or /about, nothing unused, sources large enough for the widest srcset
 * entry, and a small committed total.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { brandDrawingsDir, drawnPerBrand } from '../../src/lib/brand-pictures.ts';

const imagesDir = join(process.cwd(), 'src/assets/images');
const heroDir = join(imagesDir, 'hero');
const drawingsDir = join(process.cwd(), brandDrawingsDir);
const extensions = /\.(jpe?g|png|webp|avif)$/;

function imageFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((file) => extensions.test(file)) : [];
}

const baseName = (file: string) => file.replace(extensions, '');

describe('image files', () => {
  const scenes = imageFiles(imagesDir);
  const heroes = imageFiles(heroDir);
  const drawings = (existsSync(drawingsDir) ? readdirSync(drawingsDir) : []).flatMap((id) =>
    imageFiles(join(drawingsDir, id)).map((file) => join(id, file)),
  );

  it('has exactly one file for every image key', () => {
    for (const key of imageKeys) {
      expect(
        scenes.filter((file) => baseName(file) === key),
        `files for "${key}"`,
      ).toHaveLength(1);
    }
  });

  it('has no file that nothing refers to (a misspelt or forgotten photo would never be shown)', () => {
    const sources = readdirSync('src', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|ya?ml|astro|ts|tsx|md)$/.test(entry.name))
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    const brandContent = existsSync('brands')
      ? readdirSync('brands', { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && /\.(json|ya?ml)$/.test(entry.name))
          .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
          .join('\n')
      : '';
    const unused = imageKeys.filter((key) => !new RegExp(`['"\\s:]${key}['"\\s,\\]]`).test(sources + brandContent));
    expect(unused).toEqual([]);
  });

  it('has exactly one home hero per brand and none for unknown brands', () => {
    const ids = loadBrands().map((brand) => brand.id);
    for (const id of ids)
      expect(
        heroes.filter((file) => baseName(file) === id),
        `hero for ${id}`,
      ).toHaveLength(1);
    expect(heroes.filter((file) => !ids.includes(baseName(file)))).toEqual([]);
  });

  it('has one drawing per brand of each picture every brand shows on its home or /about, and no other', () => {
    const ids = loadBrands().map((brand) => brand.id);
    expect(drawings.map(baseName).sort()).toEqual(
      ids.flatMap((id) => drawnPerBrand.map((key) => join(id, key))).sort(),
    );
  });

  it('sources are landscape and at least 1600 px wide (the largest srcset width); heroes at least 1920', async () => {
    for (const [dir, files, minWidth] of [
      [imagesDir, scenes, 1600],
      [heroDir, heroes, 1920],
      [drawingsDir, drawings, 1600],
    ] as const) {
      for (const file of files) {
        const { width = 0, height = 0 } = await sharp(join(dir, file)).metadata();
        expect(width, file).toBeGreaterThanOrEqual(minWidth);
        expect(width / height, `${file} aspect ratio`).toBeGreaterThanOrEqual(1.3);
      }
    }
  });

  it('keeps the committed images small: ≤ 400 kB each and ≤ 4 MB in total, and ≤ 400 kB of drawings per brand', () => {
    const sizes = [...scenes.map((file) => join(imagesDir, file)), ...heroes.map((file) => join(heroDir, file))].map(
      (path) => [path, statSync(path).size] as const,
    );
    for (const [path, size] of sizes) expect(size, path).toBeLessThanOrEqual(400 * 1024);
    expect(sizes.reduce((sum, [, size]) => sum + size, 0)).toBeLessThanOrEqual(4 * 1024 * 1024);
    for (const id of loadBrands().map((brand) => brand.id)) {
      const own = drawings.filter((file) => file.startsWith(`${id}/`));
      expect(
        own.reduce((sum, file) => sum + statSync(join(drawingsDir, file)).size, 0),
        id,
      ).toBeLessThanOrEqual(400 * 1024);
    }
  });
});
