/**
 * npm run compare-builds -- <before> <after>: every file of two builds (two output folders, e.g. one
 * built from main with OUT_DIR=../before and one from a branch), compared byte for byte: the files only
 * one has, and each file that differs, with where it first differs. A change to the build that should
 * not change the site shows nothing; one that should names exactly what it changes. Two builds compare
 * only when built from the same folder (Astro's island ids hash the components' absolute paths).
 * Exits 1 when anything differs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './build.ts';

export interface BuildDifference {
  onlyBefore: string[];
  onlyAfter: string[];
  changed: { file: string; at: number; before: string; after: string }[];
}

/** Where two byte strings first differ, with a little of each from just before it. */
function firstDifference(a: Buffer, b: Buffer): { at: number; before: string; after: string } {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const excerpt = (bytes: Buffer) => bytes.subarray(Math.max(0, at - 40), at + 80).toString('utf8');
  return { at, before: excerpt(a), after: excerpt(b) };
}

export function compareBuilds(before: string, after: string): BuildDifference {
  const a = new Set(listFiles(before));
  const b = new Set(listFiles(after));
  const changed = [...a]
    .filter((file) => b.has(file))
    .flatMap((file) => {
      const [x, y] = [readFileSync(join(before, file)), readFileSync(join(after, file))];
      return x.equals(y) ? [] : [{ file, ...firstDifference(x, y) }];
    });
  return {
    onlyBefore: [...a].filter((file) => !b.has(file)),
    onlyAfter: [...b].filter((file) => !a.has(file)),
    changed,
  };
}

if (import.meta.main) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: npm run compare-builds -- <before> <after>');
    process.exit(2);
  }
  const { onlyBefore, onlyAfter, changed } = compareBuilds(before, after);
  for (const file of onlyBefore) console.log(`only in ${before}: ${file}`);
  for (const file of onlyAfter) console.log(`only in ${after}: ${file}`);
  for (const { file, at, before: x, after: y } of changed)
    console.log(`differs: ${file} at byte ${at}\n  - ${JSON.stringify(x)}\n  + ${JSON.stringify(y)}`);
  const total = listFiles(before).length;
  console.log(
    `${total} files before; ${onlyBefore.length} only before, ${onlyAfter.length} only after, ${changed.length} differ.`,
  );
  process.exit(onlyBefore.length + onlyAfter.length + changed.length > 0 ? 1 : 0);
}
