/**
 * npm run duplication: how alike the brands' pages read. For every route, the main content
 * (<main>, without scripts, styles and JSON-LD) of each built brand is cut into 5-word shingles,
 * and each pair of brands is compared by Jaccard similarity (shared shingles / all shingles).
 * Prints, per route, the highest similarity between any two brands and writes
 * reports/duplication.md. Search engines fold near-identical pages on different domains into one
 * result; 1.00 means the same text, 0 nothing in common.
 *
 *   npm run duplication                  every built brand in dist/
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrands } from '../src/build/load-brands.ts';
import { routeFile, routes } from '../src/lib/routes.ts';

const SHINGLE_WORDS = 5;

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

export function formatDuplicationReport(results: RouteSimilarity[]): string {
  const rows = results.map((r) => `| ${r.route} | ${r.max.toFixed(2)} | ${r.pair[0]} ~ ${r.pair[1]} |`);
  return [
    '# Text similarity between brands',
    '',
    `Main content of each route, ${SHINGLE_WORDS}-word shingles, Jaccard similarity; the highest of any two brands.`,
    '',
    '| Route | Highest similarity | Between |',
    '|---|--:|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.main) {
  const results = measureDuplication();
  const report = formatDuplicationReport(results);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/duplication.md', report);
  console.log(report);
  console.log('Written to reports/duplication.md');
}
