/**
 * How every image is encoded (astro.config.ts, src/tooling/image-service.ts), and the store of encoded
 * images that every build shares (src/tooling/image-service.ts): each image is encoded once, whichever
 * brand's build needs it first, even when brands build side by side. The store is keyed by the source,
 * the transform and these settings; the build empties it when the settings differ from those it was
 * filled with, so that it does not keep files no build can ask for again.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Encoder speed against bytes: a cold build encodes every image at every width, and AVIF encoding is
 * most of its CPU (the build runs one encode per core, so a cold build takes its CPU over the cores).
 * Measured over the 41 pictures at six widths (sharp 0.35, quality 45): AVIF effort 1 takes half
 * the CPU of effort 2 (27 s against 51 s) for 0.1% more bytes and a structural similarity to the
 * source 0.0035 lower (0.9530 against 0.9565), a difference not visible side by side at the
 * picture's own size; effort 0 is 8% larger, effort 3 7% smaller for 1.8× effort 2's CPU. WebP
 * (only for browsers without AVIF) effort 2 is a third faster than 4 for ~2% larger files. AVIF
 * quality 45 (sharp's default is 50): ~18% fewer bytes, so more phone heroes arrive in the
 * stylesheet's round trip. Figures and the before and after of a cold build: docs/performance-log.md.
 */
export const imageEncoder = {
  avif: { effort: 1, quality: 45 },
  webp: { effort: 2 },
} as const;

/** The shared store of encoded images, under the project root. */
export const imageStoreDir = 'node_modules/.astro/images';
const settingsFile = 'encoder-settings.json';

/** Empties the image store when it was filled with other encoder settings; returns whether it did. */
export function keepImageCacheInStep(cacheDir = imageStoreDir, settings: object = imageEncoder): boolean {
  const current = JSON.stringify(settings);
  const recordFile = join(cacheDir, settingsFile);
  const recorded = existsSync(recordFile) ? readFileSync(recordFile, 'utf8') : undefined;
  const stale = existsSync(cacheDir) && recorded !== current;
  if (stale) rmSync(cacheDir, { recursive: true, force: true });
  if (stale || recorded === undefined) {
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(recordFile, current);
  }
  return stale;
}

/** The service Astro's config names (sharpImageService), which image-service.ts stands in for. */
const sharpEntrypoint = 'astro/assets/services/sharp';

/**
 * A Vite plugin that gives Astro image-service.ts wherever it asks for its sharp service, under the
 * sharp service's name: Astro hashes the name into every image file's name, so images keep theirs.
 * image-service.ts itself imports the real one.
 */
export function imageServiceStandIn(): Plugin {
  let standIn = '';
  return {
    name: 'image-service-stand-in',
    enforce: 'pre',
    configResolved(config) {
      standIn = resolve(config.root, 'src/tooling/image-service.ts');
    },
    resolveId(source, importer) {
      return source === sharpEntrypoint && importer !== standIn ? standIn : null;
    },
  };
}
