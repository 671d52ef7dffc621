import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { defineConfig, sharpImageService } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadBrands, selectBrand } from './src/lib/load-brands.ts';

// One Astro build per brand: scripts/build.ts sets BRAND; `npm run dev` defaults to the default brand.
const brand = selectBrand(loadBrands(), process.env.BRAND);

// Brands build in parallel: each gets its own cache folder (Astro's content store is one file that
// parallel builds must not share), while the optimised-image cache inside it is one shared folder,
// so an image transformed for one brand is reused by all the others.
const cacheRoot = 'node_modules/.astro';
const cacheDir = `${cacheRoot}/brands/${brand.id}`;
mkdirSync(`${cacheRoot}/assets`, { recursive: true });
mkdirSync(cacheDir, { recursive: true });
if (!existsSync(`${cacheDir}/assets`)) symlinkSync('../../assets', `${cacheDir}/assets`, 'dir');

export default defineConfig({
  site: brand.canonical,
  outDir: `./dist/${brand.id}`,
  cacheDir: `./${cacheDir}/`,
  trailingSlash: 'never',
  build: {
    // fencing.html rather than fencing/index.html: one exact file per route for the Netlify rewrite rules.
    format: 'file',
    // Every brand's hashed assets land in one shared dist/_astro (see scripts/build.ts).
    assets: '_astro',
  },
  image: {
    // AVIF at sharp's default effort (4) took 12× longer than effort 2 for files only ~10% smaller
    // (every image at 4 widths: 742 s vs 62 s on a busy 2-core box).
    service: sharpImageService({ avif: { effort: 2 } }),
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !page.endsWith('/404'),
    }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
  devToolbar: { enabled: false },
});
