/**
 * After the build, every page's critical path is made minimal (src/lib/critical-path.ts):
 * - Astro's inline island code (the <astro-island> element and the client directives) becomes one
 *   module file per set of directives, and with the page's module scripts (the menu's, the contact
 *   bar's: enhancements of HTML that works without them) it is imported after the first paint by one
 *   inline loader (src/islands/directives/modules-after-paint.ts, bundled here; the CSP lists its
 *   hash like any inline script). Fetched at low priority during parsing instead, modules still ended
 *   before the largest paint and Lighthouse's model counted them, with the parsing task that found them.
 * - A first visit's web fonts are fetched once its first page has loaded and painted, and shown
 *   then (src/islands/directives/web-fonts-later.ts decides before the first paint, the module
 *   web-fonts-swap-in.ts, loaded after it with the page's others, loads and shows them): fetched
 *   during the first layout, they took the bytes the hero needed, and the largest paint waited a
 *   round trip for them. A module rather than inline code: a page near TCP's first flight keeps
 *   carrying its CSS.
 * - A page gets the rules it uses (src/lib/used-css.ts: those its HTML and its scripts' class names
 *   can match) in place of its stylesheet when its document still fits TCP's first flight with them,
 *   or was past it anyway and its first screen with them fits (inliningPays): the stylesheet's round
 *   trip leaves its first paint, and nothing is styled twice. A page that the rules would push past
 *   the first flight keeps its stylesheet as it was: a second flight costs more.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSync } from 'esbuild';
import {
  inliningPays,
  islandCodeAsModule,
  modulesAfterFirstPaint,
  ownScriptUrls,
  stylesheetsInlined,
  webFontsAfterFirstPaint,
} from '../lib/critical-path.ts';
import { firstScreenEnd } from '../lib/first-screen.ts';
import { readScript, type ScriptReading, usedCssReader } from '../lib/used-css.ts';
import { brotliBytes } from './brotli-bytes.ts';
import { rewriteBuiltPages } from './built-pages.ts';

/** Whether a page paints sooner with its rules inline (`inlined`) than with its stylesheet (`linked`). */
function inliningPaysFor(inlined: string, linked: string): boolean {
  return inliningPays({
    linked: brotliBytes(linked),
    inlined: brotliBytes(inlined),
    inlinedFirstScreen: brotliBytes(inlined.slice(0, firstScreenEnd(inlined))),
  });
}

/** A script of src/islands/directives bundled as browser code: an inline classic script (iife) or a module (esm). */
function bundledCode(projectRoot: URL, script: string, format: 'iife' | 'esm'): string {
  const entry = fileURLToPath(new URL(`src/islands/directives/${script}`, projectRoot));
  const { outputFiles } = buildSync({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format,
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text.trim();
}

/** A script of src/islands/directives as one line of browser code, for an inline classic script. */
export function inlineScriptCode(projectRoot: URL, script: string): string {
  return bundledCode(projectRoot, script, 'iife');
}

/** Writes `code` as /_astro/<name>.<hash>.js under outDir and returns that site URL. */
function writeModule(outDir: string, name: string, code: string): string {
  const url = `/_astro/${name}.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  writeFileSync(join(outDir, url), `${code}\n`);
  return url;
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
        const fontDecider = inlineScriptCode(projectRoot, 'web-fonts-later.ts');
        const outDir = fileURLToPath(dir);
        const fontSwapper = writeModule(
          outDir,
          'web-fonts-swap-in',
          bundledCode(projectRoot, 'web-fonts-swap-in.ts', 'esm'),
        );
        const readers = new Map<string, ReturnType<typeof usedCssReader>>();
        const reader = (href: string) => {
          if (!readers.has(href)) readers.set(href, usedCssReader(readFileSync(join(outDir, href), 'utf8')));
          return readers.get(href)!;
        };
        const scripts = new Map<string, { code: string; reading: ScriptReading } | undefined>();
        const script = (url: string) => {
          if (!scripts.has(url)) {
            const file = join(outDir, url);
            const code = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
            scripts.set(url, code === undefined ? undefined : { code, reading: readScript(code) });
          }
          return scripts.get(url);
        };
        /** What the page's own scripts can add to it, static imports included, the framework's left out. */
        const readingOfScripts = (html: string): ScriptReading => {
          const readings = ownScriptUrls(html, (url) => script(url)?.code).flatMap((url) => script(url)?.reading ?? []);
          return {
            classes: new Set(readings.flatMap((reading) => [...reading.classes])),
            elements: new Set(readings.flatMap((reading) => [...reading.elements])),
          };
        };
        const islandModule = (code: string) => writeModule(outDir, 'islands', code);
        rewriteBuiltPages(outDir, (html) => {
          const fonts = webFontsAfterFirstPaint(html, fontDecider, fontSwapper);
          const page = modulesAfterFirstPaint(islandCodeAsModule(fonts, islandModule), moduleLoader);
          const scriptsCanAdd = readingOfScripts(page);
          return stylesheetsInlined(page, (href) => reader(href)(page, scriptsCanAdd), inliningPaysFor);
        });
      },
    },
  };
}
