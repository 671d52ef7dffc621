import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { brand } from '../brand.ts';
import { faviconSvg } from '../lib/brand-graphics.ts';

export const GET: APIRoute = async () => {
  const png = await sharp(Buffer.from(faviconSvg(brand)))
    .resize(180, 180)
    .flatten({ background: brand.theme.accent })
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
