/**
 * npm run measure: the weight of every route of every built brand, brotli-compressed as a
 * visitor downloads it (quality 11, as the server and Netlify send it): the HTML document, the
 * CSS it loads (stylesheets + inline <style>), the JavaScript it loads (module scripts, island
 * components and renderers and their static imports, via scripts/measure-js.ts, + inline
 * scripts), and the images it fetches before first paint (eager <img>, image/font preloads).
 * Prints a Markdown table and writes it to reports/measure.md. Budgets are here too;
 * tests/build/budgets.test.ts enforces them.
 *
 * The HTML figure is the document without its inline <style> contents (those count as CSS, once). The first screen
 * is every byte of the document up to the end of the page's hero, <main>'s first <section>
 * (src/after-build/first-screen.ts; what follows is below the fold), inline CSS included: what must arrive in
 * the first round trip.
 *
 *   npm run measure                      every brand in dist/
 *   npm run measure -- --brand=<id>      one brand
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliBytes } from '../src/after-build/brotli-bytes.ts';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { firstScreenEnd } from '../src/after-build/first-screen.ts';
import { routeFile, routes } from '../src/lib/routes.ts';
import { measurePage } from './measure-js.ts';

export const budgets = {
  /** JavaScript on the home page (React runtime, carousels, ticker, quote form, welcome dialog). */
  homeJs: 90 * 1024,
  /** JavaScript on every other page (React's runtime is shared by all the islands of a page). */
  js: 75 * 1024,
  css: 12 * 1024,
  html: 20 * 1024,
  /**
   * The document up to the end of the hero (src/after-build/first-screen.ts), inline CSS included:
   * 3.8–4.5 KB on a page that links its stylesheet, 6.6–9.6 KB on one that carries the rules it
   * uses instead (src/after-build/first-paint.ts); inside TCP's first flight (10 packets ≈ 14 KB) either
   * way, so the first screen needs one round trip.
   */
  firstScreen: 10 * 1024,
} as const;

export interface PageWeight {
  brand: string;
  route: string;
  /** Brotli-compressed bytes (html: the document without inline <style> contents, counted in css). */
  html: number;
  /** Brotli-compressed bytes of the document up to the end of the hero (inline CSS included). */
  firstScreen: number;
  css: number;
  js: number;
  /** Stylesheet and script URLs the page loads. */
  cssFiles: string[];
  jsFiles: string[];
  /** The page hydrates an island (so it loads the islands' runtime, React 19 through @astrojs/react). */
  islands: boolean;
  /** Images fetched before first paint: eager <img> (non-lazy) and preloaded images. */
  eagerImages: string[];
  /** Fonts fetched before first paint: preloaded fonts and @font-face in the page's CSS. */
  fonts: string[];
}

const sizes = new Map<string, number>();

export { brotliBytes };

function fileBrotliBytes(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) sizes.set(file, (size = brotliBytes(readFileSync(file))));
  return size;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined)
    ?.replaceAll('&amp;', '&');

const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

/** The built file behind a site URL: brand folder first, then the shared dist/_astro. */
function locate(distDir: string, brand: string, url: string): string {
  const path = decodeURIComponent(url.split(/[?#]/)[0]!);
  const file = [join(distDir, brand, path), join(distDir, path)].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`measure: ${brand} loads ${url}, which is not in the build`);
  return file;
}

export function measurePageWeight(distDir: string, brand: string, route: string): PageWeight {
  const htmlFile = join(distDir, brand, route === '/404' ? '404.html' : routeFile(route));
  const html = readFileSync(htmlFile, 'utf8');

  const cssFiles = tags(html, 'link')
    .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
    .map((tag) => attribute(tag, 'href')!)
    .filter(Boolean);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!).join('\n');
  const cssText = cssFiles.map((url) => readFileSync(locate(distDir, brand, url), 'utf8')).join('\n') + inlineCss;
  const css =
    cssFiles.reduce((sum, url) => sum + fileBrotliBytes(locate(distDir, brand, url)), 0) +
    (inlineCss ? brotliBytes(inlineCss) : 0);

  const scripts = measurePage(join(distDir, brand), htmlFile);
  const js = scripts.brotliBytes + scripts.inlineBrotliBytes;

  const preloads = tags(html, 'link').filter((tag) => /\brel=["']?preload\b/i.test(tag));
  const eagerImages = [
    ...tags(html, 'img')
      .filter((tag) => attribute(tag, 'loading') !== 'lazy')
      .map((tag) => attribute(tag, 'src') ?? '(no src)'),
    ...preloads
      .filter((tag) => attribute(tag, 'as') === 'image')
      .map((tag) => `preload ${attribute(tag, 'href') ?? attribute(tag, 'imagesrcset')}`),
  ];
  const fontFaces = [...cssText.matchAll(/@font-face\s*{[^}]*?url\(\s*["']?([^"')]+)/gi)].map(
    (m) => `@font-face ${m[1]}`,
  );
  const fonts = [
    ...preloads.filter((tag) => attribute(tag, 'as') === 'font').map((tag) => `preload ${attribute(tag, 'href')}`),
    ...fontFaces,
  ];

  return {
    brand,
    route,
    html: brotliBytes(html.replace(/(<style\b[^>]*>)[\s\S]*?(<\/style>)/gi, '$1$2')),
    firstScreen: brotliBytes(html.slice(0, firstScreenEnd(html))),
    css,
    js,
    cssFiles,
    jsFiles: scripts.files,
    islands: /<astro-island\b[^>]*\brenderer-url=/.test(html),
    eagerImages,
    fonts,
  };
}

/** Every route (and the not-found page) of each built brand. */
export function measureSite(distDir = 'dist', brandIds?: string[]): PageWeight[] {
  const ids =
    brandIds ??
    loadBrands()
      .map((brand) => brand.id)
      .filter((id) => existsSync(join(distDir, id)));
  return ids.flatMap((brand) => [...routes, '/404'].map((route) => measurePageWeight(distDir, brand, route)));
}

export function jsBudget(route: string): number {
  return route === '/' ? budgets.homeJs : budgets.js;
}

/** Budget breaches of one page, as readable lines. */
export function overBudget(page: PageWeight): string[] {
  const checks: [string, number, number][] = [
    ['JS', page.js, jsBudget(page.route)],
    ['CSS', page.css, budgets.css],
    ['HTML', page.html, budgets.html],
    ['first screen', page.firstScreen, budgets.firstScreen],
  ];
  return checks
    .filter(([, size, limit]) => size > limit)
    .map(([what, size, limit]) => `${page.brand} ${page.route}: ${what} ${kb(size)} KB > ${kb(limit)} KB`);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatTable(pages: PageWeight[]): string {
  const cell = (size: number, limit: number) => `${kb(size)}${size > limit ? ' ✗' : ''}`;
  const lines = [
    `Brotli-compressed KB per page. Budgets: JS ≤ ${kb(budgets.homeJs)} home / ${kb(budgets.js)} other, CSS ≤ ${kb(budgets.css)}, HTML ≤ ${kb(budgets.html)} (without inline CSS), first screen ≤ ${kb(budgets.firstScreen)} (HTML to the end of the hero, <main>'s first <section>, inline CSS included). ✗ = over budget.`,
    '',
    '| Brand | Route | HTML | First screen | CSS | JS | JS files | Eager images | Fonts |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
    ...pages.map(
      (p) =>
        `| ${p.brand} | ${p.route} | ${cell(p.html, budgets.html)} | ${cell(p.firstScreen, budgets.firstScreen)} | ${cell(p.css, budgets.css)} | ${cell(p.js, jsBudget(p.route))}${p.islands ? ' (islands)' : ''} | ${p.jsFiles.length} | ${p.eagerImages.length} | ${p.fonts.length} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** One line per brand: largest page for each measure. */
export function formatSummary(pages: PageWeight[]): string {
  const brands = [...new Set(pages.map((p) => p.brand))];
  return brands
    .map((brand) => {
      const own = pages.filter((p) => p.brand === brand);
      const max = (key: 'html' | 'css' | 'js') => own.reduce((top, p) => (p[key] > top[key] ? p : top));
      const [html, css, js] = [max('html'), max('css'), max('js')];
      return `${brand}: max HTML ${kb(html.html)} KB (${html.route}), CSS ${kb(css.css)} KB (${css.route}), JS ${kb(js.js)} KB (${js.route})`;
    })
    .join('\n');
}

if (import.meta.main) {
  const brandArg = process.argv.find((arg) => arg.startsWith('--brand='))?.slice('--brand='.length);
  if (!existsSync('dist/_redirects')) {
    console.error('measure: no build in dist/ (run `npm run build` first)');
    process.exit(1);
  }
  const pages = measureSite('dist', brandArg ? [brandArg] : undefined);
  const table = formatTable(pages);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/measure.md', `# Page weight\n\n${table}`);
  console.log(table);
  console.log(formatSummary(pages));
  const breaches = pages.flatMap(overBudget);
  console.log(
    breaches.length ? `\n${breaches.length} over budget:\n${breaches.join('\n')}` : '\nEvery page is within budget.',
  );
  console.log('Written to reports/measure.md');
}
