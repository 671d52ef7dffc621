/**
 * How much JavaScript each built page loads, brotli-compressed as a visitor would download it.
 *
 *   node scripts/measure-js.ts                       every brand in dist/
 *   node scripts/measure-js.ts dist/fencing-landscaping [--files]
 *
 * For every .html page it follows <script src>, the modules it loads after its first paint, each
 * <astro-island>'s component-url, renderer-url and before-hydration-url (except islands that wait
 * for a visitor's action, see onDemandDirectives), and then every static import inside those chunks (import "./x.js" / from "./x.js"; dynamic import() is not followed), counting
 * each file once per page. Inline <script>s (Astro's island loader) are counted separately.
 * Chunks are looked up in dist/<brand>/_astro/ or, once the build has merged them, dist/_astro/.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importClosure, modulesLoadedAfterPaint } from '../src/after-build/critical-path.ts';
import { brotliBytes as servedBytes } from '../src/after-build/brotli-bytes.ts';

export interface PageJs {
  /** Route as a visitor types it: "/", "/gallery", "/blog/slug". */
  route: string;
  /** Site-relative URLs of the external scripts the page loads, sorted. */
  files: string[];
  /** External scripts, uncompressed. */
  rawBytes: number;
  /** External scripts, each brotli-compressed (quality 11, as for static hosting). */
  brotliBytes: number;
  /** Inline scripts (island loader and directives), brotli-compressed. */
  inlineBrotliBytes: number;
}

const brotliCache = new Map<string, number>();

function listHtml(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function routeOf(distDir: string, file: string): string {
  const path = relative(distDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

/** Maps a site URL ("/_astro/x.js") to the built file, per brand or in the merged assets folder. */
function locate(distDir: string, url: string): string | undefined {
  const path = url.split(/[?#]/)[0]!;
  const candidates = [join(distDir, path), join(dirname(distDir), path)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function attributeValues(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

/**
 * Islands that hydrate only on a visitor's action, not on load or on scrolling into view: the
 * toaster (`client:event`, on the first toast). Their code is not part of what a page loads.
 */
const onDemandDirectives = new Set(['event']);

/**
 * Entry scripts of a page: scripts with src, the modules it loads after its first paint, and the
 * component and renderer of every island that hydrates once the whole page has been loaded and scrolled.
 */
export function entryScripts(html: string): string[] {
  const scriptSrc = attributeValues(html, /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g);
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !onDemandDirectives.has(/\sclient="([^"]+)"/.exec(tag)?.[1] ?? ''));
  const islandUrls = islands.flatMap((tag) =>
    attributeValues(tag, /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
  );
  const afterPaint = modulesLoadedAfterPaint(html);
  return [
    ...new Set(
      [...scriptSrc, ...afterPaint, ...islandUrls].filter((url) => url.endsWith('.js') || url.includes('.js?')),
    ),
  ];
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/(ld\+)?json/.test(attributes!))
    .map(([, , body]) => body!)
    .filter((body) => body.trim().length > 0);
}

export function measurePage(distDir: string, htmlFile: string): PageJs {
  const html = readFileSync(htmlFile, 'utf8');
  const contents = new Map<string, Buffer>();
  const files = importClosure(entryScripts(html), (url) => {
    const file = locate(distDir, url);
    if (!file) throw new Error(`measure-js: ${routeOf(distDir, htmlFile)} loads ${url}, which is not in the build`);
    const content = readFileSync(file);
    contents.set(file, content);
    if (!brotliCache.has(file)) brotliCache.set(file, servedBytes(content));
    return content.toString('utf8');
  });
  let rawBytes = 0;
  let brotliBytes = 0;
  for (const [file, content] of contents) {
    rawBytes += content.length;
    brotliBytes += brotliCache.get(file)!;
  }
  const inlineBrotliBytes = inlineScripts(html).reduce((sum, body) => sum + servedBytes(body), 0);
  return { route: routeOf(distDir, htmlFile), files: files.sort(), rawBytes, brotliBytes, inlineBrotliBytes };
}

/** JavaScript per route of one brand's build (dist/<brand-id>), sorted by route. */
export function measurePageJs(distDir: string): PageJs[] {
  return listHtml(distDir).map((file) => measurePage(distDir, file));
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

export function formatTable(pages: PageJs[], withFiles = false): string {
  const width = Math.max(5, ...pages.map((page) => page.route.length));
  const lines = [
    `${'route'.padEnd(width)}  files  raw KB  brotli KB  inline br KB`,
    ...pages.map(
      (page) =>
        `${page.route.padEnd(width)}  ${String(page.files.length).padStart(5)}  ${kb(page.rawBytes).padStart(6)}  ${kb(
          page.brotliBytes,
        ).padStart(9)}  ${kb(page.inlineBrotliBytes).padStart(12)}` +
        (withFiles ? `\n${page.files.map((file) => `${' '.repeat(width + 2)}${file}`).join('\n')}` : ''),
    ),
  ];
  return lines.join('\n');
}

function brandDirs(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => join(root, entry.name));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const withFiles = args.includes('--files');
  const target = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
  const dirs = existsSync(join(target, 'index.html')) ? [target] : brandDirs(target);
  if (dirs.length === 0) {
    console.error(`measure-js: no built pages under ${target} (run npm run build first)`);
    process.exit(1);
  }
  for (const dir of dirs) {
    console.log(`\n${dir}\n${formatTable(measurePageJs(dir), withFiles)}`);
  }
}
