import type { APIRoute } from 'astro';
import { brand } from '../render-time/brand.ts';

export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: brand.businessName,
      short_name: brand.shortName,
      start_url: '/',
      display: 'browser',
      theme_color: brand.theme.accentDark,
      background_color: '#ffffff',
      icons: [
        { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' },
        { src: '/apple-touch-icon.png', type: 'image/png', sizes: '180x180' },
      ],
    }),
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
