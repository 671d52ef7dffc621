/**
 * Builds the editor once per build into dist/_admin/ (shared by every brand host, routed from /admin by
 * the generated rules): the Decap CMS bundle with src/admin/main.ts, its generated configuration, and the page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { adminConfigDir, adminDir, adminPage, allBrandsConfig } from '../../src/lib/netlify-rules.ts';
import { buildAdminConfig } from './config.ts';

/**
 * Writes dist/_admin/ and returns its files (relative to it): the page, the script, and the configuration of
 * each brand (config/<id>.json), plus one of every brand (config/all.json) when `everyBrand` (not in production).
 */
export async function bundleAdmin(distDir: string, brands: readonly Brand[], everyBrand: boolean): Promise<string[]> {
  const out = join(distDir, adminDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: ['src/admin/main.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outfile: join(out, 'editor.js'),
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: { '.wasm': 'file' },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  // Named after its content, like Astro's assets, so a browser never keeps an old editor.
  const hash = createHash('sha256')
    .update(readFileSync(join(out, 'editor.js')))
    .digest('hex')
    .slice(0, 10);
  const script = `editor.${hash}.js`;
  renameSync(join(out, 'editor.js'), join(out, script));
  mkdirSync(join(out, adminConfigDir));
  const configs = [...brands.map((brand) => ({ name: brand.id, brands: [brand] }))];
  if (everyBrand) configs.push({ name: allBrandsConfig, brands: [...brands] });
  for (const config of configs)
    writeFileSync(
      join(out, adminConfigDir, `${config.name}.json`),
      JSON.stringify(await buildAdminConfig(config.brands)),
    );
  writeFileSync(join(out, adminPage), editorPage(script));
  const legal = 'editor.js.LEGAL.txt';
  return [
    adminPage,
    script,
    ...configs.map((config) => `${adminConfigDir}/${config.name}.json`),
    ...(existsSync(join(out, legal)) ? [legal] : []),
  ];
}

export function editorPage(script: string): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Edit the sites</title>
  </head>
  <body>
    <noscript>The editor needs JavaScript.</noscript>
    <script type="module" src="/${adminDir}/${script}"></script>
  </body>
</html>
`;
}
