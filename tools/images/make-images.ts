/**
 * Renders the site's illustrations: one JPEG per scene in scenes.ts (its key is the file name), plus one home hero
 * per brand in that brand's palette (src/assets/images/hero/<brand-id>.jpg) and its own drawing of each shared
 * picture every brand shows on its home or /about (src/assets/images/brands/<brand-id>/<key>.jpg).
 *
 *   npm run images                 render everything that is missing or still an untouched illustration
 *   npm run images -- fencing-panel  only these keys (or brand ids: that brand's hero and drawings)
 *   npm run images -- --force       also overwrite files that are not our illustrations (real photos!)
 *
 * Output is deterministic (seeded randomness, fixed encoder settings) and committed, so builds never
 * run this. A file an owner has replaced with a real photo is left alone: generated.json records the
 * hash of every file this script wrote, and any other file under that name is treated as a photo.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { finish, renderSvg, type Canvas } from './canvas.ts';
import { brandDrawingsDir, drawnPerBrand } from '../../src/lib/brand-pictures.ts';
import { brandDrawing, cutSubjects, heroScene, heroSize, heroTrade, scenes } from './scenes.ts';
import { resolveLook, type Look } from '../../src/lib/brand-look.ts';
import { heroStyleProblem, heroStyles } from '../../src/lib/hero-frames.ts';
import { readHeroCuts, writeHeroCuts } from '../../src/render-time/hero-cuts.ts';

const root = process.cwd();
const imagesDir = join(root, 'src/assets/images');
const heroDir = join(imagesDir, 'hero');
const manifestPath = join(imagesDir, 'generated.json');
const photoExtensions = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** mozjpeg at q78 with 4:2:0 chroma: illustrations stay crisp at ~60–150 kB per 1600 × 1000 source. */
const jpegOptions = { quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

type Manifest = Record<string, string>;

function sha256(data: Buffer | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function readManifest(): Manifest {
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
}

/** Files in `dir` named `base` with any photo extension. */
function filesNamed(dir: string, base: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => photoExtensions.some((ext) => file === `${base}${ext}`))
    .map((file) => join(dir, file));
}

interface Job {
  name: string;
  /** The brand a hero or drawing belongs to: `npm run images -- <brand-id>` renders all of them. */
  brand?: string;
  dir: string;
  draw: () => Canvas;
  /** Render at this width (the SVG scales); default: the canvas's own. */
  width?: number;
  /** Why the drawing must not be written (a hero whose style's frames would cut a figure), if it must not. */
  /** A brand hero's own style: make-images refuses to write a hero that style would cut (hero-frames.ts). */
  style?: Look['hero'];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const only = new Set(args.filter((arg) => !arg.startsWith('--')));
  const brands = loadBrands();
  const all: Job[] = [
    ...Object.entries(scenes).map(([key, draw]) => ({ name: key, dir: imagesDir, draw })),
    ...brands.map((brand) => ({
      name: brand.id,
      brand: brand.id,
      dir: heroDir,
      draw: () => heroScene(`hero-${brand.id}`, brand.theme, heroTrade(brand.focus), resolveLook(brand).setting),
      width: heroSize.width,
      style: resolveLook(brand).hero,
    })),
    // The shared pictures every brand shows on its home or /about, drawn per brand (src/lib/brand-pictures.ts).
    ...brands.flatMap((brand) =>
      drawnPerBrand.map((key) => ({
        name: key,
        brand: brand.id,
        dir: join(root, brandDrawingsDir, brand.id),
        draw: () => brandDrawing(key, `${key}-${brand.id}`, brand.theme, heroTrade(brand.focus)),
      })),
    ),
  ];
  const jobs = all.filter(
    (job) => only.size === 0 || only.has(job.name) || (job.brand !== undefined && only.has(job.brand)),
  );
  const unknown = [...only].filter((name) => !jobs.some((job) => job.name === name || job.brand === name));
  if (unknown.length > 0) throw new Error(`make-images: unknown key or brand: ${unknown.join(', ')}`);

  for (const dir of new Set(jobs.map((job) => job.dir))) mkdirSync(dir, { recursive: true });
  const manifest = readManifest();
  const heroCuts = readHeroCuts(root);
  let written = 0;
  let kept = 0;
  for (const job of jobs) {
    const target = join(job.dir, `${job.name}.jpg`);
    const existing = filesNamed(job.dir, job.name);
    const photos = existing.filter((file) => manifest[relative(imagesDir, file)] !== sha256(readFileSync(file)));
    if (photos.length > 0 && !force) {
      console.log(`kept     ${relative(root, photos[0]!)} (not a generated illustration; --force overwrites it)`);
      kept++;
      continue;
    }
    const started = performance.now();
    const canvas = job.draw();
    if (job.style) {
      // What every style would cut, kept for the build's and the editor's check of a later change of style.
      const cuts = Object.fromEntries(heroStyles.map((style) => [style, cutSubjects(canvas, style)])) as Record<
        Look['hero'],
        string[]
      >;
      const problem = heroStyleProblem(job.style, cuts);
      if (problem)
        throw new Error(`make-images: ${job.name}'s hero style (brands/${job.name}.json look.hero): ${problem}`);
      heroCuts[job.name] = cuts;
    }
    finish(canvas);
    const svg = renderSvg(canvas);
    // SVG renders at 72 dpi by default; a higher density scales the drawing up (the hero: 1600 → 1920 px wide).
    const density = (72 * (job.width ?? canvas.width)) / canvas.width;
    const jpeg = await sharp(Buffer.from(svg), { density }).jpeg(jpegOptions).toBuffer();
    writeFileSync(target, jpeg);
    // A generated illustration under another extension (e.g. an old .png) would clash with the new file.
    for (const file of existing) if (file !== target) rmSync(file);
    manifest[relative(imagesDir, target)] = sha256(jpeg);
    written++;
    console.log(
      `rendered ${relative(root, target)}  ${(jpeg.length / 1024).toFixed(0)} kB  ${Math.round(performance.now() - started)} ms`,
    );
  }
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  writeHeroCuts(heroCuts, root);

  const total = readdirSync(imagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => photoExtensions.some((ext) => file.endsWith(ext)))
    .reduce((sum, file) => sum + statSync(join(imagesDir, file)).size, 0);
  console.log(
    `\n${written} rendered, ${kept} kept; src/assets/images holds ${(total / 1024 / 1024).toFixed(2)} MB of images.`,
  );
}

await main();
