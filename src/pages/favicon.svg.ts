import type { APIRoute } from 'astro';
import { brand } from '../brand.ts';
import { faviconSvg } from '../lib/brand-graphics.ts';

export const GET: APIRoute = () => new Response(faviconSvg(brand), { headers: { 'Content-Type': 'image/svg+xml' } });
