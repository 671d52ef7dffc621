/**
 * npm run duplication: how alike the brands' pages read. For every route, the main content
 * (<main>, without scripts, styles and JSON-LD) of each built brand is cut into 5-word shingles,
 * and each pair of brands is compared by Jaccard similarity (shared shingles / all shingles).
 * Prints, per route, the highest similarity between any two brands and writes
 * reports/duplication.md. Search engines fold near-identical pages on different domains into one
 * result; 1.00 means the same text, 0 nothing in common.
 *
 * A brand's own routes (home, /about and its lead service pages, `focus` in the brand file) must stay
 * at or below `similarityLimit` against every other brand: scripts/build.ts prints the report after a
 * build of several brands, and tests/build/duplication.test.ts fails the build tests over the limit.
 *
 *   npm run duplication                  every built brand in dist/
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands } from '../src/render-time/load-brands.ts';
import type { Brand } from '../src/lib/brand-schema.ts';
import { routeFile, routes } from '../src/lib/routes.ts';
import { servicePageRoutes } from '../src/lib/service-catalogue.ts';

const SHINGLE_WORDS = 5;

/** The highest similarity a brand's own routes may have with the same route of any other brand. */
export const similarityLimit = 0.5;

/** The routes a brand must word as its own: home, /about and the pages of its lead services. */
export function ownRoutes(brand: Pick<Brand, 'focus'>): string[] {
  const pages = servicePageRoutes();
  return ['/', '/about', ...brand.focus.map((id) => `/${id}`).filter((route) => pages.includes(route))];
}

export interface Breach {
  brand: string;
  route: string;
  other: string;
  similarity: number;
}

/** Every own route of every brand that reads too much like another brand's same route. */
export function duplicationBreaches(results: RouteSimilarity[], brands: Pick<Brand, 'id' | 'focus'>[]): Breach[] {
  const breaches: Breach[] = [];
  for (const brand of brands) {
    for (const route of ownRoutes(brand)) {
      const result = results.find((r) => r.route === route);
      for (const [pair, similarity] of Object.entries(result?.pairs ?? {})) {
        const [a, b] = pair.split(' ~ ');
        if (similarity <= similarityLimit || (a !== brand.id && b !== brand.id)) continue;
        breaches.push({ brand: brand.id, route, other: a === brand.id ? b! : a!, similarity });
      }
    }
  }
  return breaches;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of a page's <main>, lower-cased, one space between words. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return entities[code.toLowerCase()] ?? whole;
    })
    .toLowerCase()
    .replace(/[^\p{L}\p{N}£'’-]+/gu, ' ')
    .trim();
}

export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const words = text.split(' ').filter(Boolean);
  const result = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) result.add(words.slice(i, i + size).join(' '));
  return result;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface RouteSimilarity {
  route: string;
  /** Highest similarity between two brands on this route, and which two. */
  max: number;
  pair: [string, string];
  /** Every pair, "a ~ b" → similarity. */
  pairs: Record<string, number>;
}

export function measureDuplication(distDir = 'dist', brandIds?: string[]): RouteSimilarity[] {
  const ids =
    brandIds ??
    loadBrands()
      .map((brand) => brand.id)
      .filter((id) => existsSync(join(distDir, id)));
  return routes.map((route) => {
    const sets = ids.map((id) => shingles(mainText(readFileSync(join(distDir, id, routeFile(route)), 'utf8'))));
    const result: RouteSimilarity = { route, max: 0, pair: [ids[0]!, ids[0]!], pairs: {} };
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const similarity = jaccard(sets[i]!, sets[j]!);
        result.pairs[`${ids[i]} ~ ${ids[j]}`] = similarity;
        if (similarity >= result.max) Object.assign(result, { max: similarity, pair: [ids[i], ids[j]] });
      }
    }
    return result;
  });
}

export function formatDuplicationReport(
  results: RouteSimilarity[],
  brands: Pick<Brand, 'id' | 'focus'>[] = [],
): string {
  const rows = results.map((r) => `| ${r.route} | ${r.max.toFixed(2)} | ${r.pair[0]} ~ ${r.pair[1]} |`);
  const own = brands.map((brand) => {
    const worst = ownRoutes(brand).map((route) => {
      const pairs = Object.entries(results.find((r) => r.route === route)?.pairs ?? {}).filter(([pair]) =>
        pair.split(' ~ ').includes(brand.id),
      );
      const [pair, similarity] = pairs.sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
      const other = pair.split(' ~ ').find((id) => id !== brand.id) ?? '';
      return `${route} ${similarity.toFixed(2)}${other ? ` (${other})` : ''}${similarity > similarityLimit ? ' ✗' : ''}`;
    });
    return `| ${brand.id} | ${worst.join(', ')} |`;
  });
  return [
    '# Text similarity between brands',
    '',
    `Main content of each route, ${SHINGLE_WORDS}-word shingles, Jaccard similarity; the highest of any two brands.`,
    '',
    '| Route | Highest similarity | Between |',
    '|---|--:|---|',
    ...rows,
    ...(own.length
      ? [
          '',
          `## Each brand's own routes (limit ${similarityLimit.toFixed(2)})`,
          '',
          'Home, /about and the lead service pages (`focus`): the highest similarity with any other brand, and which.',
          '',
          '| Brand | Route: highest similarity (with) |',
          '|---|---|',
          ...own,
        ]
      : []),
    '',
  ].join('\n');
}

/** Writes reports/duplication.md of the built brands (measured unless given) and returns the report and any breaches. */
export function writeDuplicationReport(
  brands: Pick<Brand, 'id' | 'focus'>[],
  distDir = 'dist',
  results = measureDuplication(
    distDir,
    brands.map((brand) => brand.id),
  ),
): { report: string; breaches: Breach[] } {
  const report = formatDuplicationReport(results, brands);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/duplication.md', report);
  return { report, breaches: duplicationBreaches(results, brands) };
}

if (import.meta.main) {
  const { report, breaches } = writeDuplicationReport(
    loadBrands().filter((brand) => existsSync(join('dist', brand.id))),
  );
  console.log(report);
  console.log('Written to reports/duplication.md');
  for (const b of breaches)
    console.log(`✗ ${b.brand} ${b.route}: ${b.similarity.toFixed(2)} like ${b.other} (limit ${similarityLimit})`);
}
