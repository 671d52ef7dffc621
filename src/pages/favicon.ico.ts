import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { brand } from '../render-time/brand.ts';
import { brandLogoSvg } from '../render-time/brand-logo.ts';

/** A 32×32 PNG served as favicon.ico: every browser since IE11 accepts PNG data there. */
export const GET: APIRoute = async () => {
  const png = await sharp(Buffer.from(brandLogoSvg(brand)))
    .resize(32, 32)
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/x-icon' } });
};
