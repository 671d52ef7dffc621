/**
 * After the build, every page's critical path is made minimal (issue 22, src/lib/critical-path.ts):
 * its module scripts are replaced by one inline loader that imports them after the first paint
 * (src/islands/directives/modules-after-paint.ts, bundled here; the CSP lists its hash like any
 * inline script). Fetched at low priority during parsing instead, they still ended before the
 * largest paint and Lighthouse's model counted them, with the parsing task that found them. The
 * brand's web fonts are fetched after the first paint of a first visit and used from the next page
 * on (src/islands/directives/web-fonts-from-second-page.ts): fetched during the first layout, they
 * took the bytes the hero needed, and the largest paint waited a round trip for them.
 * Inlining the rules a page uses and loading the stylesheet without blocking paint was measured and
 * not kept: no gain in first paint, a slower largest paint (the page is styled twice) and every page
 * carrying its CSS twice, past the CSS budget (figures in the note).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';
import { modulesAfterFirstPaint, webFontsFromSecondPage } from '../lib/critical-path.ts';
import { rewriteBuiltPages } from './built-pages.ts';

/** A script of src/islands/directives as one line of browser code, for an inline classic script. */
export function inlineScriptCode(projectRoot: URL, script: string): string {
  const entry = fileURLToPath(new URL(`src/islands/directives/${script}`, projectRoot));
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text.trim();
}

export function firstPaint(): AstroIntegration {
  let projectRoot: URL;
  return {
    name: 'first-paint',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = config.root;
      },
      'astro:build:done': ({ dir }) => {
        const moduleLoader = inlineScriptCode(projectRoot, 'modules-after-paint.ts');
        const fontLoader = inlineScriptCode(projectRoot, 'web-fonts-from-second-page.ts');
        rewriteBuiltPages(fileURLToPath(dir), (html) =>
          webFontsFromSecondPage(modulesAfterFirstPaint(html, moduleLoader), fontLoader),
        );
      },
    },
  };
}
