/**
 * npm run build: validates every brand file, pre-renders the site once per brand into
 * dist/<brand-id>/, moves the hashed assets into one shared dist/_astro/, and generates
 * dist/_redirects and dist/_headers from the brand files and what the build produced.
 * BRANDS=a,b builds a subset; OUT_DIR=<dir> builds into another folder than dist/ (a test build
 * with other settings, next to the main one). What was built (purpose, brands) is recorded in
 * .astro/build-info.json, outside the published folder: nothing Netlify serves lists every brand.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { BrandError, type Brand } from '../src/lib/brand-schema.ts';
import { withBuildLock } from '../src/build/build-lock.ts';
import { keepImageCacheInStep } from '../src/build/image-encoder.ts';
import { loadBrands } from '../src/build/load-brands.ts';
import { resolveEmailJs, resolveWeb3Forms } from '../src/lib/forms/services.ts';
import {
  adminDir,
  formPolicy,
  headersFile,
  redirectsFile,
  sharedAssetsDir,
  type BrandForms,
  type BrandOutput,
} from '../src/lib/netlify-rules.ts';
import { chooserFile, chooserPage, previewBar, previewFile, withPreviewBar } from '../src/lib/preview.ts';
import { bundleAdmin } from './admin/bundle.ts';
import { partialDirFor, publish, removeLeftovers } from './build-output.ts';
import { brandJsonSchema, brandJsonSchemaPath } from './brand-json-schema.ts';
import { buildEnv, checkFormKeysForProduction } from './form-keys.ts';
import { similarityLimit, writeDuplicationReport } from './duplication.ts';
import { formatSummary, measureSite, overBudget } from './measure.ts';
import { printPlaceholderReport } from './placeholder-pictures.ts';

/** Where the finished site goes (replaced only when the whole build succeeded). */
const outDir = process.env.OUT_DIR || 'dist';
/** Where this build writes: the pages, assets and rules below are all written here first. */
const distDir = partialDirFor(outDir);
/** Read by `npm start` (scripts/start.ts) and the tests; kept out of the publish folder. */
export const buildInfoFile = '.astro/build-info.json';
const astroBin = 'node_modules/astro/bin/astro.mjs';

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

function loadValidBrands(): Brand[] {
  try {
    return loadBrands();
  } catch (error) {
    if (error instanceof BrandError) {
      console.error(`\n✗ Invalid brand file. ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function selectBrands(all: Brand[]): Brand[] {
  const wanted = process.env.BRANDS?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!wanted?.length) return all;
  const unknown = wanted.filter((id) => !all.some((brand) => brand.id === id));
  if (unknown.length) {
    console.error(`✗ BRANDS names unknown brand(s): ${unknown.join(', ')} (known: ${all.map((b) => b.id).join(', ')})`);
    process.exit(1);
  }
  // The default brand is always built: it answers unknown hosts and deploy previews.
  return all.filter((brand) => brand.default || wanted.includes(brand.id));
}

/** Builds under way, stopped with this process (a stopped build leaves no writer behind). */
const children = new Set<ReturnType<typeof spawn>>();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
  });

function astroBuild(brand: Brand): Promise<{ seconds: number; log: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', join(distDir, brand.id)], {
      env: { ...process.env, BRAND: brand.id, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    children.add(child);
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, log });
      else reject(new Error(`astro build failed for ${brand.id} (exit ${code}):\n${log}`));
    });
  });
}

/** Moves dist/<id>/_astro/* into dist/_astro/: names are content hashes, so equal names are equal files. */
function shareAssets(brandDir: string): void {
  const from = join(brandDir, sharedAssetsDir);
  if (!existsSync(from)) return;
  const to = join(distDir, sharedAssetsDir);
  mkdirSync(to, { recursive: true });
  for (const file of listFiles(from)) {
    const target = join(to, file);
    mkdirSync(join(target, '..'), { recursive: true });
    if (existsSync(target)) {
      if (statSync(target).size !== statSync(join(from, file)).size)
        throw new Error(`Asset name clash with different content: ${file}`);
      continue;
    }
    renameSync(join(from, file), target);
  }
  rmSync(from, { recursive: true, force: true });
}

/** sha256 of every inline executable script, for a CSP without 'unsafe-inline'. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs!) || /type="?application\/ld\+json/.test(attrs!) || !body) continue;
    hashes.push(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return hashes;
}

/** What each built brand's forms use, resolved from the same variables the pages were built with. */
function formsOf(outputs: { brand: Brand; files: string[] }[]): BrandForms[] {
  const env = buildEnv();
  const production = process.env.CONTEXT === 'production';
  return outputs.map(({ brand, files }) => ({
    web3formsEndpoint: resolveWeb3Forms(env, brand.web3formsAccessKey)?.endpoint,
    emailJs: resolveEmailJs(env, brand.id, { production }) !== null,
    mailto: files
      .filter((f) => f.endsWith('.html'))
      .some((f) => /\b(?:form)?action="mailto:/i.test(readFileSync(join(distDir, brand.id, f), 'utf8'))),
  }));
}

/**
 * Preview any brand on a host without one (src/lib/preview.ts): a copy of each page of every
 * non-default brand with the preview bar, under _preview/<id>/, and the chooser. Reached only
 * through the cookie rules; the brands' own pages are left byte for byte as built. Not in a
 * production build (CONTEXT=production): what the live site serves never lists every brand.
 */
function writePreviews(outputs: { brand: Brand; files: string[] }[]): string[] {
  const fallback = outputs.find((o) => o.brand.default)!.brand;
  const previewed = outputs.filter((o) => !o.brand.default);
  for (const { brand, files } of previewed) {
    const bar = previewBar(brand, fallback);
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const target = join(distDir, previewFile(brand.id, file));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, withPreviewBar(readFileSync(join(distDir, brand.id, file), 'utf8'), bar));
    }
  }
  if (previewed.length) writeFileSync(join(distDir, chooserFile), chooserPage(outputs.map((o) => o.brand)));
  return previewed.map((o) => o.brand.id);
}

function directoryBytes(dir: string): number {
  return listFiles(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0);
}

async function main(): Promise<void> {
  const started = performance.now();
  const brands = selectBrands(loadValidBrands());
  checkFormKeysForProduction(brands);
  const schema = brandJsonSchema();
  if (!existsSync(brandJsonSchemaPath) || readFileSync(brandJsonSchemaPath, 'utf8') !== schema) {
    writeFileSync(brandJsonSchemaPath, schema);
    console.log(`• Updated ${brandJsonSchemaPath}`);
  }
  removeLeftovers(outDir);
  mkdirSync(distDir, { recursive: true });
  // A failure from here on leaves the last good site in outDir; this build's own folder goes.
  process.once('exit', (code) => code !== 0 && rmSync(distDir, { recursive: true, force: true }));
  console.log(`Building ${brands.length} brand(s): ${brands.map((b) => b.id).join(', ')}`);

  const build = async (brand: Brand) => {
    const { seconds, log } = await astroBuild(brand);
    for (const line of log.split('\n').filter((l) => /\b(warn|WARN)\b/.test(l)))
      console.log(`  ${brand.id}: ${line.trim()}`);
    const brandDir = join(distDir, brand.id);
    shareAssets(brandDir);
    const files = listFiles(brandDir);
    const pages = files.filter((f) => f.endsWith('.html')).length;
    const bytes = directoryBytes(brandDir);
    console.log(
      `✓ ${brand.id.padEnd(26)} ${String(pages).padStart(3)} pages  ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${seconds.toFixed(1)} s`,
    );
    printPlaceholderReport(brand.id, brandDir);
    return { brand, files, pages, bytes };
  };
  // One brand at a time: parallel `astro build`s in one project race on Astro's shared .astro/
  // folder (content-assets.mjs), and on two cores they gained little. The first build fills
  // Astro's image cache (node_modules/.astro/assets), which the other brands then reuse. The lock
  // keeps another build (a test's, a second terminal's) out of that cache meanwhile.
  const outputs = await withBuildLock(
    async () => {
      if (keepImageCacheInStep()) console.log('Image encoder settings changed: re-encoding every image.');
      const built = [];
      for (const brand of brands) built.push(await build(brand));
      return built;
    },
    {
      onWait: (holder) => console.log(`Waiting for another build${holder ? ` (process ${holder})` : ''} to finish…`),
    },
  );

  const brandOutputs: BrandOutput[] = outputs.map(({ brand, files }) => ({ brand, files }));
  const scriptHashes = outputs.flatMap(({ brand, files }) =>
    files
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => inlineScriptHashes(readFileSync(join(distDir, brand.id, f), 'utf8'))),
  );
  const assetFiles = existsSync(join(distDir, sharedAssetsDir)) ? listFiles(join(distDir, sharedAssetsDir)) : [];
  const preview = process.env.CONTEXT !== 'production';
  const previewIds = preview ? writePreviews(outputs) : [];
  // The editor at /admin, once for every brand (several MB: never part of a public page).
  const adminStarted = performance.now();
  const adminFiles = await bundleAdmin(distDir, brands, preview);
  console.log(
    `✓ editor at /admin (${(directoryBytes(join(distDir, adminDir)) / 1024).toFixed(0)} KB) in ${((performance.now() - adminStarted) / 1000).toFixed(1)} s`,
  );
  writeFileSync(join(distDir, '_redirects'), redirectsFile(brandOutputs, assetFiles, { preview, adminFiles }));
  writeFileSync(
    join(distDir, '_headers'),
    headersFile({ scriptHashes, ...formPolicy(formsOf(outputs)) }, previewIds, { localBackend: preview }),
  );
  publish(distDir, outDir);
  if (outDir === 'dist') {
    // npm start rebuilds rather than serve a test build (fake form keys) to a person.
    mkdirSync(dirname(buildInfoFile), { recursive: true });
    writeFileSync(
      buildInfoFile,
      JSON.stringify({ purpose: process.env.BUILD_PURPOSE ?? 'site', brands: brands.map((b) => b.id) }),
    );
  }

  const pages = outputs.reduce((sum, o) => sum + o.pages, 0);
  const sharedBytes = existsSync(join(outDir, sharedAssetsDir)) ? directoryBytes(join(outDir, sharedAssetsDir)) : 0;
  const totalBytes = outputs.reduce((sum, o) => sum + o.bytes, 0) + sharedBytes;
  console.log(
    `\nBuilt ${outputs.length} brands, ${pages} pages, ${(totalBytes / 1024 / 1024).toFixed(1)} MB ` +
      `(shared assets ${(sharedBytes / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // What each page makes a visitor download (brotli): `npm run measure` prints the full table.
  const weights = measureSite(
    outDir,
    outputs.map((o) => o.brand.id),
  );
  console.log(`\nLargest page per brand (brotli):\n${formatSummary(weights)}`);
  const breaches = weights.flatMap(overBudget);
  if (breaches.length) console.log(`${breaches.length} page budget(s) exceeded (npm run measure for details).`);

  // How alike the brands read (search engines fold near-copies on different domains into one result).
  if (outputs.length > 1) {
    const duplication = writeDuplicationReport(
      outputs.map((o) => o.brand),
      outDir,
    );
    console.log(`\n${duplication.report}Written to reports/duplication.md`);
    for (const b of duplication.breaches)
      console.log(
        `✗ ${b.brand} ${b.route} reads ${b.similarity.toFixed(2)} like ${b.other} (limit ${similarityLimit}).`,
      );
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
