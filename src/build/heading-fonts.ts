/**
 * Heading typefaces cut down to the characters the site can show in a heading (src/lib/glyph-set.ts),
 * from their Fontsource latin woff2: Fraunces 700 18.2 → 12.9 KB, Nunito 800 16.5 → 10.1 KB. This is the
 * cut Astro is given, before the pages exist; after the build, src/build/heading-face-cut.ts cuts it
 * again to what the built headings show. Fewer bytes for every visitor: a first visit fetches the
 * face once its first page has painted and swaps it in (src/islands/directives/web-fonts-swap-in.ts),
 * a later page reads it from the cache, a page without script fetches it during its first layout. A weight the
 * body text also uses (heading and body in one family) keeps the full latin file: visitors type into
 * body-text fields. Files are cached under node_modules/.cache/heading-fonts,
 * named by a hash of the source file and the characters, so a changed text gives a new file name.
 * Node only (astro.config.ts, tests).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Brand } from '../lib/brand-schema.ts';
import { resolveLook } from '../lib/brand-look.ts';
import { glyphSet } from '../lib/glyph-set.ts';
import { bodyWeights, faceKey, typefaceFile, typefaces, type TypefaceId } from '../lib/typefaces.ts';

const require = createRequire(import.meta.url);
const cacheDir = 'node_modules/.cache/heading-fonts';
/** Where the words of every brand live: brand files, their content, the shared content and the components. */
const textDirs = ['brands', 'src'];
const textFile = /\.(json|ya?ml|mdx?|astro|tsx?)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : textFile.test(name) ? [path] : [];
  });
}

/** Every character the project's text sources contain, as kept in a heading face. */
export function siteGlyphs(root = process.cwd()): string {
  return glyphSet(textDirs.flatMap((dir) => filesUnder(join(root, dir))).map((file) => readFileSync(file, 'utf8')));
}

/** The heading weight of the brand's heading face when only headings use it, else undefined. */
export function headingOnlyFace(brand: Brand): { id: TypefaceId; weight: number } | undefined {
  const look = resolveLook(brand);
  if (look.headingFont === 'system') return undefined;
  const weight = typefaces[look.headingFont].headingWeight;
  const sharedWithBody = look.bodyFont === look.headingFont && (bodyWeights as readonly number[]).includes(weight);
  return sharedWithBody ? undefined : { id: look.headingFont, weight };
}

/** The subset woff2 of one face (absolute path), made once per source file and character set. */
export async function headingFontFile(
  id: TypefaceId,
  weight: number,
  glyphs: string,
  root = process.cwd(),
): Promise<string> {
  const source = readFileSync(require.resolve(typefaceFile(id, weight)));
  const hash = createHash('sha256').update(source).update(glyphs).digest('hex').slice(0, 10);
  const file = resolve(root, cacheDir, `${id}-latin-${weight}-headings-${hash}.woff2`);
  if (!existsSync(file)) {
    mkdirSync(resolve(root, cacheDir), { recursive: true });
    writeFileSync(file, await subsetFont(source, glyphs, { targetFormat: 'woff2' }));
  }
  return file;
}

/** For astro.config.ts: the subset file to use for the brand's heading face, keyed by faceKey. */
export async function headingFontFiles(brand: Brand, root = process.cwd()): Promise<Map<string, string>> {
  const face = headingOnlyFace(brand);
  if (!face) return new Map();
  return new Map([
    [faceKey(face.id, face.weight), await headingFontFile(face.id, face.weight, siteGlyphs(root), root)],
  ]);
}
