/**
 * npm run build: validates every brand file, pre-renders the site once per brand into
 * dist/<brand-id>/ (brands side by side, one per core), moves the hashed assets into one shared
 * dist/_astro/, and generates dist/_redirects and dist/_headers from the brand files and what the
 * build recorded of its pages (src/after-build/records.ts).
 * BRANDS=a,b builds a subset; OUT_DIR=<dir> builds into another folder than dist/ (a test build
 * with other settings, next to the main one). What was built (purpose, brands) is recorded in
 * .astro/build-info.json, outside the published folder: nothing Netlify serves lists every brand.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readRecord, recordFileOf, type BrandRecord } from '../src/after-build/records.ts';
import { BrandError, type Brand } from '../src/lib/brand-schema.ts';
import { keepImageCacheInStep } from '../src/tooling/image-encoder.ts';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { brandClaimProblems } from '../src/render-time/claim-texts.ts';
import { heroStyleProblems } from '../src/render-time/hero-cuts.ts';
import {
  adminDir,
  formPolicy,
  headersFile,
  redirectsFile,
  sharedAssetsDir,
  type BrandForms,
  type BrandOutput,
} from '../src/hosting/netlify-rules.ts';
import { chooserFile, chooserPage, previewBar, previewFile, withPreviewBar } from '../src/hosting/preview.ts';
import { addReadiness, bundleAdmin } from './admin/bundle.ts';
import { partialDirFor, publish, removeLeftovers } from './build-output.ts';
import { brandJsonSchema, brandJsonSchemaPath } from './brand-json-schema.ts';
import { checkFormKeysForProduction } from './form-keys.ts';
import { checkSampleReviewsForProduction } from './sample-reviews.ts';
import { duplicationBreaches, measureDuplication, similarityLimit, writeDuplicationReport } from './duplication.ts';
import { readinessOf } from './support/readiness.ts';
import { printPlaceholderReport } from './placeholder-report.ts';

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

/**
 * Claims only from data (src/lib/claims.ts): a brand whose words claim a qualification, standard, membership,
 * insurance, guarantee or response time its proof does not hold, or name a trade it does not offer, is not built.
 */
function checkClaims(brands: readonly Brand[]): void {
  const problems = brands.flatMap((brand) => brandClaimProblems(brand));
  if (!problems.length) return;
  console.error(
    `\n✗ Words that claim what the brand file does not back (${problems.length}):\n  ${problems.join('\n  ')}\n` +
      '  Add what backs each to the brand file\'s "proof", or change the words (docs/reference/words.md#claims-only-from-data).\n',
  );
  process.exit(1);
}

/**
 * A drawn home hero is drawn for its brand's hero style (tools/images): another style that would cut one of its
 * figures or vehicles at an edge is not built (the editor offers only the styles that show them whole).
 */
function checkHeroStyles(brands: readonly Brand[]): void {
  const problems = brands.flatMap((brand) => heroStyleProblems(brand));
  if (!problems.length) return;
  console.error(
    `\n✗ Hero styles that would cut the drawing at the top of the home page:\n  ${problems.join('\n  ')}\n` +
      '  Or redraw it for that style: npm run images -- <brand-id> (tools/images/README.md).\n',
  );
  process.exit(1);
}

/** The brands BRANDS names (and the default brand, always built), or every brand. */
export function selectBrands(all: Brand[]): Brand[] {
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

/** Where a brand's `astro build` keeps its cache (its content store, its image cache): its own, beside its pages. */
const cacheDirOf = (brand: Brand) => resolve(distDir, '.astro-cache', brand.id);

function astroBuild(brand: Brand): Promise<{ seconds: number; log: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', '--outDir', join(distDir, brand.id)], {
      env: { ...process.env, BRAND: brand.id, ASTRO_CACHE_DIR: cacheDirOf(brand), ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    children.add(child);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, log });
      else reject(new Error(`astro build failed for ${brand.id} (${signal ?? `exit ${code}`}):\n${log}`));
    });
  });
}

/**
 * How many brands build at once: one per core, each `astro build` being mostly one thread
 * (BUILD_CONCURRENCY chooses). One at a time when the output is outside the project: Astro then
 * bundles each build's pages in the project's one .astro/ folder.
 */
function concurrency(brandCount: number): number {
  const asked = Number(process.env.BUILD_CONCURRENCY);
  const cores = Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
  const inProject = resolve(distDir).startsWith(`${process.cwd()}${sep}`);
  return inProject ? Math.max(1, Math.min(brandCount, cores)) : 1;
}

/**
 * `build` of every item, `limit` at a time, results in the items' order. The first failure stops the
 * builds under way (their processes, awaited) and starts no more.
 */
async function eachAtMost<T, R>(items: readonly T[], limit: number, build: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await build(items[index]!);
      } catch (error) {
        failure ??= { error };
        for (const child of children) child.kill('SIGTERM');
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  if (failure) throw failure.error;
  return results;
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

/** What each built brand's forms use: as its pages resolved it while rendering, and where they submit. */
function formsOf(records: BrandRecord[]): BrandForms[] {
  return records.map(({ rendered, pages }) => ({
    web3formsEndpoint: rendered.forms?.web3formsEndpoint,
    emailJs: rendered.forms?.emailJs ?? false,
    mailto: pages.some((page) => page.formActions.includes('mailto:')),
  }));
}

/**
 * Preview any brand on a host without one (src/hosting/preview.ts): a copy of each page of every
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
  checkSampleReviewsForProduction(brands);
  checkFormKeysForProduction(brands);
  checkClaims(brands);
  checkHeroStyles(brands);
  const schema = brandJsonSchema();
  if (!existsSync(brandJsonSchemaPath) || readFileSync(brandJsonSchemaPath, 'utf8') !== schema) {
    writeFileSync(brandJsonSchemaPath, schema);
    console.log(`• Updated ${brandJsonSchemaPath}`);
  }
  removeLeftovers(outDir);
  mkdirSync(distDir, { recursive: true });
  // A failure from here on leaves the last good site in outDir; this build's own folder goes.
  process.once('exit', (code) => code !== 0 && rmSync(distDir, { recursive: true, force: true }));
  if (keepImageCacheInStep()) console.log('Image encoder settings changed: re-encoding every image.');
  const parallel = concurrency(brands.length);
  console.log(`Building ${brands.length} brand(s), ${parallel} at a time: ${brands.map((b) => b.id).join(', ')}`);
  const preview = process.env.CONTEXT !== 'production';
  // The editor at /admin, once for every brand (several MB: never part of a public page), bundled
  // by esbuild's own process while the brands build.
  const adminStarted = performance.now();
  const admin = bundleAdmin(distDir, brands, preview).then((files) => {
    console.log(
      `✓ editor at /admin (${(directoryBytes(join(distDir, adminDir)) / 1024).toFixed(0)} KB) in ${((performance.now() - adminStarted) / 1000).toFixed(1)} s`,
    );
    return files;
  });
  admin.catch(() => {}); // awaited below, once the brands are built

  const build = async (brand: Brand) => {
    const { seconds, log } = await astroBuild(brand);
    rmSync(cacheDirOf(brand), { recursive: true, force: true });
    for (const line of log.split('\n').filter((l) => /\b(warn|WARN)\b/.test(l)))
      console.log(`  ${brand.id}: ${line.trim()}`);
    const brandDir = join(distDir, brand.id);
    // What the after-build pass recorded of the pages (src/after-build/records.ts), taken out of the published folder.
    const record = readRecord(brandDir);
    rmSync(recordFileOf(brandDir));
    shareAssets(brandDir);
    const files = listFiles(brandDir);
    const pages = files.filter((f) => f.endsWith('.html')).length;
    const bytes = directoryBytes(brandDir);
    console.log(
      `✓ ${brand.id.padEnd(26)} ${String(pages).padStart(3)} pages  ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${seconds.toFixed(1)} s`,
    );
    printPlaceholderReport(brand.id, brandDir);
    return { brand, files, pages, bytes, record };
  };
  const outputs = await eachAtMost(brands, parallel, build);
  rmSync(join(distDir, '.astro-cache'), { recursive: true, force: true });

  const brandOutputs: BrandOutput[] = outputs.map(({ brand, files }) => ({ brand, files }));
  const records = outputs.map((output) => output.record);
  const scriptHashes = records.flatMap((record) => record.pages.flatMap((page) => page.scriptHashes));
  const assetFiles = existsSync(join(distDir, sharedAssetsDir)) ? listFiles(join(distDir, sharedAssetsDir)) : [];
  const previewIds = preview ? writePreviews(outputs) : [];
  const adminFiles = await admin;
  // How alike the brands read (search engines fold near-copies on different domains into one result), and with it
  // what stands between each brand and going live, for the editor to show its owner.
  const built = outputs.map((o) => o.brand);
  const similarity =
    built.length > 1
      ? measureDuplication(
          distDir,
          built.map((b) => b.id),
        )
      : undefined;
  addReadiness(
    distDir,
    readinessOf(built, distDir, { breaches: similarity ? duplicationBreaches(similarity, built) : [] }),
  );
  writeFileSync(join(distDir, '_redirects'), redirectsFile(brandOutputs, assetFiles, { preview, adminFiles }));
  writeFileSync(
    join(distDir, '_headers'),
    headersFile({ scriptHashes, ...formPolicy(formsOf(records)) }, previewIds, { localBackend: preview }),
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
  // What each page makes a visitor download is `npm run measure`'s table (the build tests hold it to its budgets).
  console.log('Page weights (brotli) against their budgets: npm run measure');

  if (similarity) {
    const duplication = writeDuplicationReport(built, outDir, similarity);
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
