/**
 * src/lib is pure (docs/reference/quality-checks.md, "The checks"): eslint.config.js fails `npm run lint`, and
 * so `npm test`, when a file there reads the disk or the environment, imports Astro's virtual modules, or
 * keeps module state. These lint code as if it were a file in src/lib, through the project's own configuration.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first lint loads the configuration, its plugins and the TypeScript parser: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'src/lib/fixture.ts' }), 60_000);

const purityRules = ['@typescript-eslint/no-restricted-imports', 'no-restricted-globals', 'no-restricted-syntax'];

/** The purity rules a snippet breaks when it sits at `filePath` (snippets may leave an import unused). */
async function brokenRules(code: string, filePath = 'src/lib/fixture.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result!.messages.filter((message) => message.fatal).map((message) => message.message);
  expect(fatal).toEqual([]);
  return result!.messages.map((message) => message.ruleId ?? '').filter((rule) => purityRules.includes(rule));
}

const clean = `import { z } from 'astro/zod';
import type { ImageKey } from '../assets/image-keys.ts';
import { nonBreaking } from './text.ts';

const LIMIT = 3;

export const schema = z.object({ name: z.string() });

export function label(key: ImageKey, count: number): string {
  let shown = Math.min(count, LIMIT);
  shown += 1;
  return nonBreaking(\`\${key} \${shown}\`);
}
`;

describe('a file in src/lib', () => {
  it('passes when it imports only pure modules and types', async () => {
    const [result] = await eslint.lintText(clean, { filePath: 'src/lib/fixture.ts' });
    expect(result!.messages).toEqual([]);
  });

  it.each([
    ["import { readFileSync } from 'node:fs';", '@typescript-eslint/no-restricted-imports'],
    ["import { join } from 'path';", '@typescript-eslint/no-restricted-imports'],
    ["import { readFile } from 'fs/promises';", '@typescript-eslint/no-restricted-imports'],
    ["import { getCollection } from 'astro:content';", '@typescript-eslint/no-restricted-imports'],
    ["import { imageKeys } from '../assets/image-keys.ts';", '@typescript-eslint/no-restricted-imports'],
    ["import { loadBrands } from '../render-time/load-brands.ts';", '@typescript-eslint/no-restricted-imports'],
    ["import { imageEncoder } from '../tooling/image-encoder.ts';", '@typescript-eslint/no-restricted-imports'],
    ["import { headersFile } from '../hosting/netlify-rules.ts';", '@typescript-eslint/no-restricted-imports'],
    ["import { usedCssReader } from '../after-build/used-css.ts';", '@typescript-eslint/no-restricted-imports'],
    ["import { brand } from '../render-time/brand.ts';", '@typescript-eslint/no-restricted-imports'],
    ["export const mode = process.env.NODE_ENV ?? 'production';", 'no-restricted-globals'],
    ['export const key = import.meta.env.PUBLIC_KEY;', 'no-restricted-syntax'],
    ['let warned = false;\nexport const warn = () => (warned = true);', 'no-restricted-syntax'],
    ['export let count = 0;', 'no-restricted-syntax'],
    ['var seen = 0;\nexport const see = () => ++seen;', 'no-restricted-syntax'],
    ["export const load = () => import('./text.ts');", 'no-restricted-syntax'],
  ])('fails on %s', async (line, rule) => {
    expect(await brokenRules(`${line}\n`)).toEqual([rule]);
  });

  it('is checked in nested folders too', async () => {
    expect(await brokenRules("import { readFileSync } from 'node:fs';\n", 'src/lib/forms/fixture.ts')).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('only src/lib is held to it: render-time and after-build code may read the disk', async () => {
    expect(await brokenRules("import { readFileSync } from 'node:fs';\n", 'src/render-time/fixture.ts')).toEqual([]);
    expect(await brokenRules("import { readFileSync } from 'node:fs';\n", 'src/after-build/fixture.ts')).toEqual([]);
  });
});
