import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { brand } from '../render-time/brand.ts';
import { brandLogoSvg } from '../render-time/brand-logo.ts';

/** 180×180 PNG of the brand's logo: iOS home screens, and the JSON-LD `logo` (a raster image, as search engines ask). */
export const GET: APIRoute = async () => {
  const png = await sharp(Buffer.from(brandLogoSvg(brand)), { density: 288 })
    .resize(180, 180)
    .flatten({ background: brand.theme.accent })
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
