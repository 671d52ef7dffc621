import type { APIRoute } from 'astro';
import { brand } from '../render-time/brand.ts';

/** Each brand's robots.txt points at its own sitemap on its own origin. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${brand.canonical}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
