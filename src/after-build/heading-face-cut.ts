/**
 * A brand's heading face cut down, once its pages are built, to the characters its headings show
 * (heading-text.ts) and `headingBase` (glyph-set.ts), from the face's Fontsource latin woff2:
 * Fraunces 700 18.2 → 9.5 KB, Nunito 800 16.5 → 7.2 KB. Fewer bytes for every visitor: a first visit
 * fetches the face once its first page has painted and swaps it in (browser/web-fonts-swap-in.ts), a
 * later page reads it from the cache, a page without script fetches it during its first layout. The
 * build gives Astro the whole file; the cut replaces it under a name of its own content, and every
 * page's @font-face (inline, so no cached stylesheet points at the old name) is pointed at it. The
 * face's metrics, which Astro's fallback is computed from, do not change with the characters kept.
 * A weight the body text also uses (heading and body in one family) keeps the whole file: visitors
 * type into body-text fields. Cuts are cached under node_modules/.cache/heading-fonts, named by a
 * hash of the source file and the characters.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import subsetFont from 'subset-font';
import type { Brand } from '../lib/brand-schema.ts';
import { resolveLook } from '../lib/brand-look.ts';
import { bodyWeights, typefaceFile, typefaces, type TypefaceId } from '../lib/typefaces.ts';
import { fontFaceUrl } from './font-face-url.ts';
import { glyphSet, headingBase } from './glyph-set.ts';
import { headingTexts } from './heading-text.ts';

const require = createRequire(import.meta.url);
const cacheDir = 'node_modules/.cache/heading-fonts';

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
    // Written whole, then named: a build beside this one reads the file or none.
    writeFileSync(`${file}.${process.pid}`, await subsetFont(source, glyphs, { targetFormat: 'woff2' }));
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

export interface FaceCut {
  /** The face's file as Astro wrote it, and the cut's, as site URLs. */
  from: string;
  to: string;
  family: string;
  weight: number;
  characters: number;
  bytes: { before: number; after: number };
}

/**
 * Writes the cut of the brand's heading face for these built pages (`outDir`: the brand's build)
 * and deletes the file it replaces; the caller points the pages at `to`. Undefined when the brand
 * has no heading-only face, or its cut is the file already there.
 */
export async function cutHeadingFace(
  brand: Brand,
  outDir: string,
  pages: readonly string[],
): Promise<FaceCut | undefined> {
  const face = headingOnlyFace(brand);
  if (!face) return undefined;
  const family = typefaces[face.id].family;
  const from = pages.map((html) => fontFaceUrl(html, family, face.weight)).find(Boolean);
  if (!from) throw new Error(`${brand.id}: no page declares the heading face ${family} ${face.weight}`);
  const glyphs = glyphSet(pages.flatMap(headingTexts), headingBase);
  const bytes = readFileSync(await headingFontFile(face.id, face.weight, glyphs));
  // Named by content, like every file in the shared _astro folder (scripts/build.ts).
  const to = `/_astro/fonts/${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.woff2`;
  if (to === from) return undefined;
  const before = readFileSync(join(outDir, from)).length;
  writeFileSync(join(outDir, to), bytes);
  rmSync(join(outDir, from));
  return {
    from,
    to,
    family,
    weight: face.weight,
    characters: [...glyphs].length,
    bytes: { before, after: bytes.length },
  };
}
