/**
 * The built site as the build-output checks see it: which brands were built, every HTML page
 * of a brand, a real HTML parser (html-validate's, already a dependency) and entity decoding.
 * Shared by links, leakage, structured-data, html-validate and budgets tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Parser, StaticConfigLoader, type HtmlElement } from 'html-validate';
import { loadBrands } from '../../../src/render-time/load-brands.ts';
import { publicPath } from '../../../src/hosting/netlify-rules.ts';

export const distDir = 'dist';
export const allBrands = loadBrands();
/** Brands present in dist/ (`BRANDS=a,b npm run build` builds a subset). */
export const builtBrands = allBrands.filter((brand) => existsSync(join(distDir, brand.id)));

export interface BuiltPage {
  /** File under dist/<brand>/, e.g. "blog/understanding-tree-surgery-west-london-slough.html". */
  file: string;
  /** The path the page answers, e.g. "/blog/understanding-…"; the not-found page is "/404". */
  path: string;
  html: string;
}

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Every HTML page built for a brand, the not-found page included. */
export function pagesOf(brandId: string): BuiltPage[] {
  return filesUnder(join(distDir, brandId))
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, path: publicPath(file), html: readFileSync(join(distDir, brandId, file), 'utf8') }));
}

let parser: Parser | undefined;

/** Parses HTML into html-validate's DOM (querySelectorAll, getAttribute, textContent). */
export async function parseHtml(html: string, filename = 'page.html'): Promise<HtmlElement> {
  parser ??= new Parser(await new StaticConfigLoader().getConfigFor(filename));
  return parser.parseHtml({ data: html, filename, line: 1, column: 1, offset: 0 });
}

export function attr(element: HtmlElement, name: string): string | undefined {
  const value = element.getAttribute(name)?.value;
  return typeof value === 'string' ? decodeEntities(value) : undefined;
}

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references a build emits (named basics and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[ref.toLowerCase()] ?? whole;
  });
}

/** Visible text of an element, entities decoded and whitespace collapsed. */
export function textOf(element: HtmlElement): string {
  return decodeEntities(element.textContent).replace(/\s+/g, ' ').trim();
}

/** Every id on a page (fragment targets); `<a name>` counts as HTML allows it. */
export function idsOf(root: HtmlElement): Set<string> {
  const ids = new Set<string>();
  for (const element of root.querySelectorAll('[id]')) ids.add(attr(element, 'id')!);
  for (const element of root.querySelectorAll('a[name]')) ids.add(attr(element, 'name')!);
  return ids;
}
