/**
 * Imports between folders run one way (docs/developer-guide.md, "Folder map"): no folder imports
 * one that imports it back, however long the way round. A folder is a unit of src/ (`src/lib`,
 * `src/render-time`, … ; files directly in src/ are `src`), or scripts/ or tools/ as a whole. Type-only
 * imports count: they tie two folders together just the same.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const roots = ['src', 'scripts', 'tools'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.split('/').includes('node_modules'));
}

/**
 * The relative specifiers a file imports, outside comments: static imports and re-exports (with `from`),
 * side-effect imports, and dynamic import() of a string literal.
 */
function relativeImports(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return [...withoutComments.matchAll(/(?:(?<![.\w])from\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g)].map(
    (m) => m[1]!,
  );
}

/** The file a specifier names, as a path from the project root, or undefined when there is none. */
function resolveImport(from: string, specifier: string): string | undefined {
  const target = join(dirname(from), specifier.replace(/[?#].*$/, ''));
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** The folder unit a path belongs to: `src/<first folder>` (`src` for files directly in it), else its top folder. */
function folderOf(path: string): string {
  const parts = relative('.', path).split('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : 'src';
  return parts.length > 1 ? parts[0]! : '.';
}

/** A cycle in the graph as a list of folders whose last repeats the first, or undefined when there is none. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const open = path.indexOf(node);
    if (open >= 0) return [...path.slice(open), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

const files = roots.flatMap(sourceFiles);
const unresolved: string[] = [];
/** folder → folder → the imports (file → file) that make the edge, for the failure message. */
const edges = new Map<string, Map<string, string[]>>();
for (const file of files) {
  for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
    const target = resolveImport(file, specifier);
    if (!target) {
      unresolved.push(`${file}: ${specifier}`);
      continue;
    }
    const [from, to] = [folderOf(file), folderOf(target)];
    if (from === to) continue;
    const byTarget = edges.get(from) ?? new Map<string, string[]>();
    edges.set(from, byTarget.set(to, [...(byTarget.get(to) ?? []), `${file} → ${target}`]));
  }
}
const graph = new Map([...edges].map(([from, byTarget]) => [from, new Set(byTarget.keys())]));

describe('imports between folders', () => {
  it('resolve to files (so none is missed)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(unresolved).toEqual([]);
  });

  it('run one way: no folder imports one that imports it back', () => {
    const cycle = findCycle(graph);
    const witnesses = cycle?.slice(1).map((to, i) => edges.get(cycle[i]!)!.get(to)![0]);
    expect(cycle && `${cycle.join(' → ')}\n  ${witnesses!.join('\n  ')}`).toBeUndefined();
  });
});

describe('the cycle finder', () => {
  it('finds a cycle the long way round, and none in a chain', () => {
    const chain = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
    ]);
    expect(findCycle(chain)).toBeUndefined();
    chain.set('c', new Set(['a']));
    expect(findCycle(chain)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reads every kind of relative import statement', () => {
    const code = `import a from './a.ts';
import type { B } from '../b.ts';
import {
  c,
} from './c';
import './d.css';
export { e } from './e.ts';
export * from "./f.ts";
const g = await import('./g.ts');
import h from 'react';
/** Like \`import "./x.js"\`, in a comment. */
// from './y.ts'`;
    expect(relativeImports(code)).toEqual(['./a.ts', '../b.ts', './c', './d.css', './e.ts', './f.ts', './g.ts']);
  });
});
