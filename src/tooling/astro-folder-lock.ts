/**
 * Brands build side by side (scripts/build.ts), each `astro build` with a cache folder of its own,
 * but every build of the project writes one folder Astro does not let us move: `<root>/.astro/`. There
 * it writes the brand's content images (content-assets.mjs) when it syncs the brand's content, and
 * reads them back when it bundles the pages; another brand's sync in between would hand it that
 * brand's images. So a build holds this lock (proper-lockfile) from before its content sync until its
 * pages' bundle is built, a second or two; the rest of it (client bundle, pages, images, the
 * after-build pass) runs beside the others. A build that ends or is stopped releases it; one that is
 * killed leaves it to be taken over once stale.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { lock } from 'proper-lockfile';

/** Astro's name for the Vite environment that bundles the pages to render them at build time. */
const pagesBundle = 'prerender';

export function astroFolderLock(): AstroIntegration {
  let building = false;
  let release: (() => Promise<void>) | undefined;
  const releaseOnce = async () => {
    const held = release;
    release = undefined;
    await held?.();
  };
  return {
    name: 'astro-folder-lock',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        building = command === 'build';
        if (!building) return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'astro-folder-lock-release',
                async buildEnd() {
                  if (this.environment?.name === pagesBundle) await releaseOnce();
                },
              },
            ],
          },
        });
      },
      // After the integrations' setup, before the content sync.
      'astro:config:done': async ({ config }) => {
        if (!building) return;
        const folder = fileURLToPath(new URL('.astro/', config.root));
        mkdirSync(folder, { recursive: true });
        release = await lock(folder, {
          realpath: false,
          lockfilePath: `${folder}build.lock`,
          stale: 30_000,
          retries: { retries: 1200, minTimeout: 100, maxTimeout: 500 },
        });
      },
      'astro:build:done': releaseOnce,
    },
  };
}
