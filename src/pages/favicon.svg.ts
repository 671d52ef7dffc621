import type { APIRoute } from 'astro';
import { brand } from '../render-time/brand.ts';
import { brandLogoSvg } from '../render-time/brand-logo.ts';

/** The brand's logo (its own file or its generated mark): header, browser tab and manifest icon. */
export const GET: APIRoute = () => new Response(brandLogoSvg(brand), { headers: { 'Content-Type': 'image/svg+xml' } });
