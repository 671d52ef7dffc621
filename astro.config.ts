import type { AstroIntegration } from 'astro';
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { brandFontFamilies } from './src/build/brand-fonts.ts';
import { islandStylesInHead } from './src/build/island-styles.ts';
import { firstPaint } from './src/build/first-paint.ts';
import { loadBrands, selectBrand } from './src/build/load-brands.ts';
import { outOfAreaRoutes } from './src/lib/local-proof.ts';
import areas from './src/content/areas.json' with { type: 'json' };

// One Astro build per brand: scripts/build.ts sets BRAND; `npm run dev` defaults to the default brand.
const brand = selectBrand(loadBrands(), process.env.BRAND);
/** Area pages of areas the brand does not work in are noindex (layouts/AreaLayout.astro), so not in its sitemap. */
const unindexed = new Set(['/404', ...outOfAreaRoutes(brand, areas)]);

/** When islands hydrate, beyond Astro's own client:visible/idle/load (see src/islands/directives/). */
const clientDirectives: AstroIntegration = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'load-once-per-session',
        entrypoint: './src/islands/directives/load-once-per-session.ts',
      });
      addClientDirective({ name: 'event', entrypoint: './src/islands/directives/first-event.ts' });
      addClientDirective({
        name: 'visible-after-load',
        entrypoint: './src/islands/directives/visible-after-load.ts',
      });
    },
  },
};

export default defineConfig({
  site: brand.canonical,
  outDir: `./dist/${brand.id}`,
  trailingSlash: 'never',
  build: {
    // fencing.html rather than fencing/index.html: one exact file per route for the Netlify rewrite rules.
    format: 'file',
    // Every brand's hashed assets land in one shared dist/_astro (see scripts/build.ts).
    assets: '_astro',
  },
  image: {
    // Encoder speed over the last few per cent of size: a cold build encodes every image at every
    // width. Measured per 640–1280 px encode: AVIF effort 0 ≈ 0.2 s vs 1 s at effort 2 (sharp's
    // default 4 is slower still) for files ~9% larger, still ~40% smaller than WebP; WebP effort 2
    // is a third faster than 4 for ~2% larger files.
    service: sharpImageService({ avif: { effort: 0 }, webp: { effort: 2 } }),
  },
  // Only the self-hosted typefaces this brand's look uses (none for the system stack).
  fonts: brandFontFamilies(brand),
  integrations: [
    react(),
    clientDirectives,
    islandStylesInHead,
    firstPaint(),
    sitemap({
      filter: (page) => !unindexed.has(new URL(page).pathname.replace(/\/$/, '')),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
