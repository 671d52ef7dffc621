/**
 * Builds the editor: the Decap CMS bundle with src/admin/main.ts, a small picture of each shared image (the photo
 * control shows the one a slot has), its generated configuration, and the page. The site build writes it once
 * into dist/_admin/ (shared by every brand host, routed from /admin by the generated rules); npm run admin writes
 * its own copy (scripts/admin.ts), so the editor opens without a site build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import { adminConfigDir, adminDir, adminPage, allBrandsConfig } from '../../src/hosting/netlify-rules.ts';
import { plainPage } from '../../src/hosting/plain-page.ts';
import { readinessKey, sitesKey, type BrandEditing } from '../../src/admin/admin-config.ts';
import type { BrandReadiness } from '../../src/lib/readiness.ts';
import { pictureFile, picturesDir } from '../../src/lib/photo-check.ts';
import { buildAdminConfig } from './config.ts';

const legalFile = 'editor.js.LEGAL.txt';

/** Bundles the editor's script into `out`; returns its name (after its content, so a browser never keeps an old one). */
export async function bundleEditorScript(out: string): Promise<string> {
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
  const hash = createHash('sha256')
    .update(readFileSync(join(out, 'editor.js')))
    .digest('hex')
    .slice(0, 10);
  const script = `editor.${hash}.js`;
  renameSync(join(out, 'editor.js'), join(out, script));
  return script;
}

/** A small picture of each shared image, for the photo control (pictures/<key>.webp); returns their paths. */
export async function writePictures(out: string, imagesDir = 'src/assets/images'): Promise<string[]> {
  mkdirSync(join(out, picturesDir), { recursive: true });
  const files: string[] = [];
  for (const file of readdirSync(imagesDir).filter((name) => /\.(jpe?g|png|webp|avif)$/.test(name))) {
    const path = pictureFile(file.replace(/\.[a-z]+$/, ''));
    await sharp(join(imagesDir, file))
      .resize({ width: 320, height: 200, fit: 'cover' })
      .webp({ quality: 70 })
      .toFile(join(out, path));
    files.push(path);
  }
  return files;
}

/**
 * Writes dist/_admin/ and returns its files (relative to it): the page, the script, the pictures, and the
 * configuration of each brand (config/<id>.json), plus one of every brand (config/all.json) when `everyBrand`
 * (not in production).
 */
export async function bundleAdmin(
  distDir: string,
  brands: readonly BrandEditing['brand'][],
  everyBrand: boolean,
): Promise<string[]> {
  const out = join(distDir, adminDir);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const script = await bundleEditorScript(out);
  const pictures = await writePictures(out);
  mkdirSync(join(out, adminConfigDir));
  const configs = [...brands.map((brand) => ({ name: brand.id, brands: [brand] }))];
  if (everyBrand) configs.push({ name: allBrandsConfig, brands: [...brands] });
  for (const config of configs)
    writeFileSync(
      join(out, adminConfigDir, `${config.name}.json`),
      // Every build but production's may also edit this checkout through decap-server (npm run admin).
      JSON.stringify(await buildAdminConfig(config.brands, { localBackend: everyBrand })),
    );
  writeFileSync(join(out, adminPage), editorPage(script));
  return [
    adminPage,
    script,
    ...pictures,
    ...configs.map((config) => `${adminConfigDir}/${config.name}.json`),
    ...(existsSync(join(out, legalFile)) ? [legalFile] : []),
  ];
}

/**
 * Adds to each configuration in dist/_admin/config/ what stands between its brands and going live, as this build
 * measured it once every brand was built (the editor shows it to the brand's owner).
 */
export function addReadiness(distDir: string, readiness: readonly BrandReadiness[]): void {
  const dir = join(distDir, adminDir, adminConfigDir);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const config = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    const ids = new Set(((config[sitesKey] ?? []) as { id: string }[]).map((site) => site.id));
    config[readinessKey] = readiness.filter((entry) => ids.has(entry.brandId));
    writeFileSync(join(dir, file), JSON.stringify(config));
  }
}

export function editorPage(script: string): string {
  return plainPage({
    title: 'Edit the sites',
    robots: 'noindex, nofollow',
    body: `<noscript>The editor needs JavaScript.</noscript>
<script type="module" src="/${adminDir}/${script}"></script>`,
  });
}
