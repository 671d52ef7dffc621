import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { brand } from '../render-time/brand.ts';
import { brandLogoSvg } from '../render-time/brand-logo.ts';
import { socialCardSvg } from '../lib/brand-graphics.ts';

/** The Open Graph / Twitter card image, 1200×630, generated per brand at build time. */
export const GET: APIRoute = async () => {
  const png = await sharp(Buffer.from(socialCardSvg(brand, brandLogoSvg(brand))))
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
