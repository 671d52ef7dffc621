/**
 * package.json declares exactly what the project uses: every package the code imports is declared
 * (not borrowed from another package's dependencies), and every declared package is imported or
 * named by a tool's configuration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { typefaces } from '../../src/lib/typefaces.ts';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

/** Declared packages used by name rather than by an import, and who uses them. */
const usedByTools: Record<string, string> = {
  node: 'the Node 24 that npm scripts run on',
  typescript: 'astro check and typescript-eslint',
  '@astrojs/check': 'astro check (npm run lint)',
  prettier: 'npm run lint / format',
  'prettier-plugin-astro': '.prettierrc.json',
  'prettier-plugin-tailwindcss': '.prettierrc.json',
  eslint: 'npm run lint',
  tailwindcss: "src/styles/global.css (@import 'tailwindcss')",
  '@types/node': 'tsconfig.json types',
  '@types/react': 'types of the islands',
  '@types/react-dom': 'types of react-dom/client and /server',
  '@types/subset-font': 'types of subset-font (src/after-build/heading-face-cut.ts)',
  '@types/proper-lockfile': 'types of proper-lockfile (src/tooling/astro-folder-lock.ts, image-service.ts)',
  '@types/selenium-webdriver': 'types of selenium-webdriver, which ships none (tests/e2e/engines/support/webkit.ts)',
  'vnu-jar': 'tests/build/nu-html-checker.test.ts (runs its vnu.jar with java)',
  'decap-server': "scripts/admin/backend.ts (its file-system middleware: the editor's local backend)",
  // Font files named by path in the curated typeface set (astro.config fonts), not imported.
  ...Object.fromEntries(Object.values(typefaces).map((face) => [face.package, 'src/lib/typefaces.ts'])),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const files = [
  ...['src', 'scripts', 'tests'].flatMap(sourceFiles),
  ...readdirSync('.').filter((name) => /\.(config\.)?(ts|js)$/.test(name)),
];

/**
 * Package names of the bare import specifiers in a file ("react-dom/client" → "react-dom"). Node's own
 * modules ("fs", "path") are no package.
 */
function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:(?<![.\w])from\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers
    .filter((spec) => !/^(\.|\/|node:|astro:|virtual:)/.test(spec))
    .map((spec) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name) => !builtinModules.includes(name));
}

const imported = new Set(files.flatMap((file) => importedPackages(readFileSync(file, 'utf8'))));

it('declares every package the code imports', () => {
  expect([...imported].filter((name) => !declared.includes(name)).sort()).toEqual([]);
});

it('declares no package that nothing uses', () => {
  expect(declared.filter((name) => !imported.has(name) && !(name in usedByTools))).toEqual([]);
});
