/**
 * After the build, the brand's heading face is cut down again, to the characters its built headings
 * show (src/lib/heading-text.ts) and `headingBase` (src/lib/glyph-set.ts): Fraunces 700 12.9 → 9.6 KB,
 * Roboto Slab 700 9.4 → 6.8 KB. Before the build the pages do not exist, so Astro is given the cut of
 * every character the sources contain (src/build/heading-fonts.ts); that file is replaced here by one
 * named after its own content, and every page's @font-face (inline, so no cached stylesheet points at
 * the old name) is pointed at it. The face's metrics, which Astro's fallback is computed from, do not
 * change with the characters kept.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Brand } from '../lib/brand-schema.ts';
import { fontFaceUrl } from '../lib/font-face-url.ts';
import { glyphSet, headingBase } from '../lib/glyph-set.ts';
import { headingTexts } from '../lib/heading-text.ts';
import { typefaces } from '../lib/typefaces.ts';
import { readBuiltPages, rewriteBuiltPages } from './built-pages.ts';
import { headingFontFile, headingOnlyFace } from './heading-fonts.ts';

export function headingFaceCut(brand: Brand): AstroIntegration {
  return {
    name: 'heading-face-cut',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const face = headingOnlyFace(brand);
        if (!face) return;
        const root = fileURLToPath(dir);
        const pages = readBuiltPages(root);
        const family = typefaces[face.id].family;
        const url = pages.map(({ html }) => fontFaceUrl(html, family, face.weight)).find(Boolean);
        if (!url) throw new Error(`${brand.id}: no page declares the heading face ${family} ${face.weight}`);
        const glyphs = glyphSet(
          pages.flatMap(({ html }) => headingTexts(html)),
          headingBase,
        );
        const bytes = readFileSync(await headingFontFile(face.id, face.weight, glyphs));
        // Named by content, like every file in the shared _astro folder (scripts/build.ts).
        const cutUrl = `/_astro/fonts/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.woff2`;
        if (cutUrl === url) return;
        const before = readFileSync(join(root, url)).length;
        writeFileSync(join(root, cutUrl), bytes);
        rewriteBuiltPages(root, (html) => html.replaceAll(url, cutUrl));
        rmSync(join(root, url));
        logger.info(
          `${family} ${face.weight} cut to the ${[...glyphs].length} characters its headings show: ${before} → ${bytes.length} B`,
        );
      },
    },
  };
}
