/**
 * A brand's logo as one square SVG document: its own file (brands/<id>/<look.logo>, or by convention
 * brands/<id>/logo.svg or logo.png), else the generated mark of src/lib/brand-marks.ts. The header,
 * favicons, web manifest and social card all draw from this. A named file that is missing, not an SVG
 * or PNG, or a PNG under 180 px stops the build naming the brand file and field. Node only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrandError, type Brand } from '../lib/brand-schema.ts';
import { markSvg } from '../lib/brand-marks.ts';
import { resolveLook } from '../lib/brand-look.ts';
import { brandsDir } from './load-brands.ts';

/** The apple-touch icon's size: a raster logo must be at least this big. */
export const minLogoPixels = 180;

export function logoFileOf(brand: Pick<Brand, 'id' | 'look'>, dir = brandsDir): string | undefined {
  if (brand.look?.logo) return join(dir, brand.id, brand.look.logo);
  return ['logo.svg', 'logo.png'].map((name) => join(dir, brand.id, name)).find((file) => existsSync(file));
}

function pngSize(data: Buffer): { width: number; height: number } | undefined {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The brand's logo as an SVG document (a PNG is embedded in a 64×64 SVG). */
export function brandLogoSvg(brand: Brand, dir = brandsDir): string {
  const file = logoFileOf(brand, dir);
  if (!file) return markSvg(resolveLook(brand).mark);
  const shown = `brands/${brand.id}/${file.replace(/^.*[\\/]/, '')}`;
  const fail = (detail: string): never => {
    throw new BrandError(`brands/${brand.id}.json`, 'look.logo', `${shown} ${detail}`);
  };
  if (!existsSync(file)) fail('does not exist');
  const data = readFileSync(file);
  if (file.endsWith('.svg')) {
    const text = data.toString('utf8');
    if (!/<svg[\s>]/.test(text)) fail('is not an SVG image');
    return text;
  }
  const size = pngSize(data) ?? fail('is not a PNG image');
  if (size.width < minLogoPixels || size.height < minLogoPixels)
    fail(`is ${size.width}×${size.height} px; it needs at least ${minLogoPixels}×${minLogoPixels} px`);
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 64 64"><image width="64" height="64" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${data.toString('base64')}" xlink:href="data:image/png;base64,${data.toString('base64')}"/></svg>`;
}
