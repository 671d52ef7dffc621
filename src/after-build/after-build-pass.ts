/**
 * The one pass over a brand's built pages (an Astro integration, after the build): each page is read
 * once, edited, and written once. In order: its heading face pointed at the cut of what the brand's
 * headings show (heading-face-cut.ts, from every page, so read first), Astro's island <style> moved
 * into <head> (island-styles.ts), its critical path made minimal (first-paint.ts). As it writes a
 * page it records what the site's headers need of it (page-facts.ts), and with what the pages
 * recorded while rendering it writes the brand's record (records.ts) for scripts/build.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { takeRenderRecords } from '../render-time/render-records.ts';
import type { Brand } from '../lib/brand-schema.ts';
import { readBuiltPages } from './built-pages.ts';
import { firstPaintEditor } from './first-paint.ts';
import { cutHeadingFace } from './heading-face-cut.ts';
import { islandStyleToHead } from './island-styles.ts';
import { pageFacts } from './page-facts.ts';
import { writeRecord, type BrandRecord } from './records.ts';

export function afterBuildPass(brand: Brand): AstroIntegration {
  let projectRoot: URL;
  return {
    name: 'after-build-pass',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const pages = readBuiltPages(outDir);
        const cut = await cutHeadingFace(
          brand,
          outDir,
          pages.map((page) => page.html),
        );
        if (cut)
          logger.info(
            `${cut.family} ${cut.weight} cut to the ${cut.characters} characters its headings show: ${cut.bytes.before} → ${cut.bytes.after} B`,
          );
        const firstPaint = firstPaintEditor(projectRoot, outDir);
        const records: BrandRecord['pages'] = [];
        for (const page of pages) {
          const { html, document } = firstPaint(
            islandStyleToHead(cut ? page.html.replaceAll(cut.from, cut.to) : page.html),
          );
          records.push({ path: page.path, ...pageFacts(document) });
          if (html !== page.html) writeFileSync(page.file, html);
        }
        const rendered = takeRenderRecords();
        // The CSP's connect-src comes from this record: a form page must have left it.
        if (records.some((page) => page.formActions.length > 0) && !rendered.forms)
          throw new Error(`${brand.id}: pages with forms rendered without recording their form services`);
        writeRecord(outDir, { brand: brand.id, pages: records, rendered });
      },
    },
  };
}
