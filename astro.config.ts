import type { AstroIntegration } from 'astro';
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { astroFolderLock } from './src/tooling/astro-folder-lock.ts';
import { brandFontFamilies } from './src/tooling/brand-fonts.ts';
import { afterBuildPass } from './src/after-build/after-build-pass.ts';
import { imageEncoder, imageServiceStandIn } from './src/tooling/image-encoder.ts';
import { loadBrands, selectBrand } from './src/render-time/load-brands.ts';
import { outOfAreaRoutes } from './src/lib/local-proof.ts';
import { notOfferedRoutes } from './src/lib/service-catalogue.ts';
import areas from './src/content/areas.json' with { type: 'json' };

// One Astro build per brand: scripts/build.ts sets BRAND; `npm run dev` defaults to the default brand.
const brand = selectBrand(loadBrands(), process.env.BRAND);
/**
 * Area pages of areas the brand does not work in (layouts/AreaLayout.astro) and pages of services it does not offer
 * (layouts/ServicePage.astro) are noindex, so not in its sitemap.
 */
const unindexed = new Set(['/404', ...outOfAreaRoutes(brand, areas), ...notOfferedRoutes(brand)]);

/** When islands hydrate, beyond Astro's own client:visible/idle/load (see src/islands/hydration/). */
const clientDirectives: AstroIntegration = {
  name: 'client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({
        name: 'load-once-per-session',
        entrypoint: './src/islands/hydration/load-once-per-session.ts',
      });
      addClientDirective({ name: 'event', entrypoint: './src/islands/hydration/first-event.ts' });
      addClientDirective({
        name: 'visible-after-load',
        entrypoint: './src/islands/hydration/visible-after-load.ts',
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
    // Settings, and why: src/tooling/image-encoder.ts. Encoded through src/tooling/image-service.ts (imageServiceStandIn).
    service: sharpImageService(imageEncoder),
  },
  // scripts/build.ts gives each brand's build a cache folder of its own (Astro keeps the brand's content there).
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // Only the self-hosted typefaces this brand's look uses (none for the system stack).
  fonts: brandFontFamilies(brand),
  integrations: [
    // First: it holds the project's .astro/ folder while this build syncs and bundles the brand's content.
    astroFolderLock(),
    react(),
    clientDirectives,
    // Every page read once and written once after the build (src/after-build/).
    afterBuildPass(brand),
    sitemap({
      filter: (page) => !unindexed.has(new URL(page).pathname.replace(/\/$/, '')),
    }),
  ],
  vite: {
    plugins: [tailwindcss(), imageServiceStandIn()],
  },
  devToolbar: { enabled: false },
});
