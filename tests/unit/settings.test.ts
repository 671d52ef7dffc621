/**
 * Every environment variable the code reads is documented twice, in `.env.example` (grouped, commented) and in the
 * table of docs/reference/settings.md (default, who sets it, what reads it); and neither names one the code no longer
 * reads. The variables are found in the code (tests/unit/support/environment-variables.ts), not kept by hand here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emailJsTemplateVariable } from '../../src/lib/forms/services.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import {
  environmentReads,
  readsInAstro,
  readsInScript,
  readsInShell,
  type EnvironmentRead,
} from './support/environment-variables.ts';

const settingsPage = 'docs/reference/settings.md';
const envExample = '.env.example';

/** The names in the first column of the page's table ("| `PORT` | …"). */
const tableNames = (markdown: string) =>
  [...markdown.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*(?:<[A-Z]+>)?)`\s*\|/gm)].map((match) => match[1]!);
/** The names `.env.example` sets or shows commented out ("PORT=…", "# PORT=…"). */
const exampleNames = (text: string) => [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);

/** "NAME (where it is read, …)" for each variable read in the code and not in `documented`. */
function undocumented(reads: readonly EnvironmentRead[], documented: readonly string[]): string[] {
  const byName = Map.groupBy(reads, (read) => read.name);
  return [...byName]
    .filter(([name]) => !documented.includes(name))
    .map(([name, where]) => `${name} (${where.map((read) => read.where).join(', ')})`)
    .sort();
}

/**
 * Documented names the code does not read. The per-brand EmailJS template variables are named by the code
 * (emailJsTemplateVariable), not written in it: documented as a family (`…_<BRAND>`) or as a committed brand's.
 */
function unread(documented: readonly string[], reads: readonly EnvironmentRead[]): string[] {
  const read = new Set(reads.map((entry) => entry.name));
  const templates = new Set(loadBrands().map((brand) => emailJsTemplateVariable(brand.id)));
  return documented.filter((name) => !read.has(name) && !templates.has(name) && !name.includes('<'));
}

const reads = await environmentReads();
const page = readFileSync(settingsPage, 'utf8');
const example = readFileSync(envExample, 'utf8');

describe('the settings', () => {
  it(`documents every variable the code reads in ${envExample}`, () => {
    expect(undocumented(reads, exampleNames(example)), `missing from ${envExample}`).toEqual([]);
  });

  it(`documents every variable the code reads in ${settingsPage}`, () => {
    expect(undocumented(reads, tableNames(page)), `missing from ${settingsPage}`).toEqual([]);
  });

  it('names no variable the code no longer reads', () => {
    expect(unread(exampleNames(example), reads), `in ${envExample}, read nowhere`).toEqual([]);
    expect(unread(tableNames(page), reads), `in ${settingsPage}, read nowhere`).toEqual([]);
  });

  it("shows the per-brand EmailJS template variable as the code names it, for a committed brand's", () => {
    const templates = loadBrands().map((brand) => emailJsTemplateVariable(brand.id));
    expect(templates.some((name) => exampleNames(example).includes(name))).toBe(true);
    expect(templates.some((name) => page.includes(`\`${name}\``))).toBe(true);
  });
});

describe('finding the variables in the code', () => {
  const names = (reads: EnvironmentRead[]) => reads.map((read) => read.name);

  it('finds each form this codebase reads a variable in, and where', () => {
    const source = [
      'const port = Number(process.env.PORT ?? 4321);',
      'const key = import.meta.env.PUBLIC_KEY;',
      'export function f(env = process.env) { return env.CONTEXT; }',
      "const host = process.env['HOST'];",
      'const { OUT_DIR, BRANDS: wanted } = process.env;',
      'process.env.GIT_REPO_DIRECTORY = root;',
    ].join('\n');
    const reads = readsInScript(source, 'x.ts');
    expect(names(reads)).toEqual(['PORT', 'PUBLIC_KEY', 'CONTEXT', 'HOST', 'OUT_DIR', 'BRANDS', 'GIT_REPO_DIRECTORY']);
    expect(reads[2]!.where).toBe('x.ts:3');
  });

  it("leaves out strings, comments, lower-case properties and Vite's own flags", () => {
    const source = [
      "define: { 'process.env.NODE_ENV': '\"production\"' },",
      '// process.env.IN_A_COMMENT',
      'const show = import.meta.env.DEV;',
      'const value = options.env.lowercase;',
    ].join('\n');
    expect(names(readsInScript(source, 'x.ts'))).toEqual([]);
  });

  it("reads an Astro component's frontmatter, scripts and expressions, on their lines", async () => {
    const source = [
      '---',
      'const site = process.env.FRONTMATTER;',
      '---',
      '<p>{import.meta.env.PUBLIC_SHOWN}</p>',
      '<script>console.log(import.meta.env.PUBLIC_SCRIPT);</script>',
    ].join('\n');
    const reads = await readsInAstro(source, 'X.astro');
    expect(names(reads)).toEqual(['FRONTMATTER', 'PUBLIC_SHOWN', 'PUBLIC_SCRIPT']);
    expect(reads[0]!.where).toBe('X.astro:2');
  });

  it('reads a shell script, comments left out', () => {
    const source = [
      'if [ -z "${CHROMIUM_PATH:-}" ] && [ ${#missing[@]} -gt 0 ]; then',
      '  echo $HOME # not $HIDDEN',
    ].join('\n');
    expect(names(readsInShell(source, 'run'))).toEqual(['CHROMIUM_PATH', 'HOME']);
  });
});
