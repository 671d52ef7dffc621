/**
 * The environment variables the project's code reads, found in its source rather than kept by hand, in the forms
 * this codebase uses: in TypeScript and JavaScript `process.env.NAME`, `import.meta.env.NAME`, `env.NAME` (the
 * environment passed around as `env`), `env['NAME']` and `const { NAME } = process.env`; in Astro components the same
 * in the frontmatter, scripts and expressions; in shell scripts `$NAME` and `${NAME…}`. Names are upper snake case.
 * Used by tests/unit/settings.test.ts; node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseAstro } from '@astrojs/compiler';
import ts from 'typescript';

export interface EnvironmentRead {
  name: string;
  /** "scripts/serve.ts:83" */
  where: string;
}

/** Where the project's code is (tests/fixtures holds inputs of tests, not code the project runs). */
const codeFolders = ['src', 'scripts', 'tests', 'tools', '.ci'];
const skippedFolders = new Set(['node_modules', 'fixtures']);
const scriptFile = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * Fields of `import.meta.env` that Vite and Astro fill themselves, whatever the environment holds
 * (https://vite.dev/guide/env-and-mode, Astro's SITE and ASSETS_PREFIX): not settings.
 */
const viteBuiltIns = new Set(['MODE', 'BASE_URL', 'PROD', 'DEV', 'SSR', 'SITE', 'ASSETS_PREFIX']);

const isName = (text: string) => /^[A-Z][A-Z0-9_]*$/.test(text);

/** `process.env`, `import.meta.env`, any `….env` or a variable named `env`. */
function isEnvironment(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'env';
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'env';
  return false;
}

const isImportMetaEnv = (node: ts.Expression) =>
  ts.isPropertyAccessExpression(node) && ts.isMetaProperty(node.expression) && node.name.text === 'env';

/** Reads in TypeScript or JavaScript source; `lineOffset` places a fragment (an Astro frontmatter) in its file. */
export function readsInScript(source: string, file: string, lineOffset = 0): EnvironmentRead[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const reads: EnvironmentRead[] = [];
  const add = (name: string, node: ts.Node, object: ts.Expression) => {
    if (!isName(name) || (isImportMetaEnv(object) && viteBuiltIns.has(name))) return;
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1 + lineOffset;
    reads.push({ name, where: `${file}:${line}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvironment(node.expression))
      add(node.name.text, node, node.expression);
    if (
      ts.isElementAccessExpression(node) &&
      isEnvironment(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression)
    )
      add(node.argumentExpression.text, node, node.expression);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isEnvironment(node.initializer)
    )
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key) || ts.isStringLiteral(key)) add(key.text, element, node.initializer);
      }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return reads;
}

interface AstroNode {
  type: string;
  name?: string;
  value?: string;
  position?: { start: { line: number } };
  children?: AstroNode[];
}

/** Reads in an Astro component: its frontmatter, its scripts and its template expressions. */
export async function readsInAstro(source: string, file: string): Promise<EnvironmentRead[]> {
  const { ast } = await parseAstro(source, { position: true });
  const reads: EnvironmentRead[] = [];
  const visit = (node: AstroNode, code: boolean) => {
    const lineOffset = (node.position?.start.line ?? 1) - 1;
    if (node.type === 'frontmatter' || (node.type === 'text' && code))
      reads.push(...readsInScript(node.value ?? '', file, lineOffset));
    const childrenAreCode = node.type === 'expression' || (node.type === 'element' && node.name === 'script');
    for (const child of node.children ?? []) visit(child, childrenAreCode);
  };
  visit(ast as AstroNode, false);
  return reads;
}

/** Reads in a shell script (`$NAME`, `${NAME:-…}`), comments left out. */
export function readsInShell(source: string, file: string): EnvironmentRead[] {
  return source.split('\n').flatMap((text, index) =>
    [...text.replace(/(^|\s)#.*$/, '').matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((match) => ({
      name: match[1]!,
      where: `${file}:${index + 1}`,
    })),
  );
}

const isShell = (file: string, source: string) => file.endsWith('.sh') || /^#!.*\b(ba)?sh\b/.test(source);

/** The files under `dir` (relative to `root`), skipped folders left out. */
function codeFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : codeFiles(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/** Every read of an environment variable in the project's code (its folders and the configuration files at its root). */
export async function environmentReads(root = '.'): Promise<EnvironmentRead[]> {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && scriptFile.test(entry.name))
    .map((entry) => entry.name);
  const files = [...rootFiles, ...codeFolders.flatMap((folder) => codeFiles(root, folder))];
  const reads = await Promise.all(
    files.map(async (file) => {
      const source = readFileSync(join(root, file), 'utf8');
      if (!source.includes('env') && !source.includes('$')) return []; // every form read names one or the other
      if (file.endsWith('.astro')) return readsInAstro(source, file);
      if (scriptFile.test(file)) return readsInScript(source, file);
      return isShell(file, source) ? readsInShell(source, file) : [];
    }),
  );
  return reads.flat();
}
