/** Reads and validates every brands/*.json file (Node only: used by astro.config, scripts and tests). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandError, validateBrands, type Brand, type BrandFile } from '../lib/brand-schema.ts';

/** Astro bundles this module, so the folder is found from the project root, not from import.meta.url. */
export const brandsDir = join(process.cwd(), 'brands');

export function readBrandFiles(dir = brandsDir): BrandFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'brand.schema.json')
    .sort()
    .map((name) => {
      const file = `brands/${name}`;
      const text = readFileSync(join(dir, name), 'utf8');
      try {
        return { file, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new BrandError(file, '', `is not valid JSON: ${(error as Error).message}`);
      }
    });
}

/** All brands, validated, default brand first. */
export function loadBrands(dir = brandsDir): Brand[] {
  return validateBrands(readBrandFiles(dir));
}

/** The brand named by `id`, or the default brand when `id` is empty. */
export function selectBrand(brands: Brand[], id: string | undefined): Brand {
  if (!id) return brands[0]!;
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`BRAND=${id} matches no file in brands/ (known: ${brands.map((b) => b.id).join(', ')})`);
  return brand;
}
