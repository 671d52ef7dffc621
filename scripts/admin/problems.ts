/**
 * The build's checks of what the editor writes, without building: the brand files (every rule of
 * lib/brand-schema.ts validateBrands), and each brand's files of every kind the editor edits (src/lib/editable-kinds.ts),
 * read as the site's content collections read them (src/render-time/editable-content.ts), with its own photos
 * (src/render-time/brand-images.ts) and the claims its words make (src/lib/claims.ts). npm run admin reports
 * these when it starts; the editor's property test (tests/unit/editor-saves.test.ts) holds every file it writes
 * to them.
 */
import { join } from 'node:path';
import { readBrandImages } from '../../src/render-time/brand-images.ts';
import { loadKind } from '../../src/render-time/editable-content.ts';
import { brandClaimProblems } from '../../src/render-time/claim-texts.ts';
import { heroStyleProblems } from '../../src/render-time/hero-cuts.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { editableKindIds } from '../../src/lib/editable-kinds.ts';
import type { ImageKeys } from '../../src/lib/image-key.ts';

/** The first problem of each of a brand's edited files (its words, lists and photos), as the build words it. */
export async function brandFileProblems(brand: Brand, imageKeys: ImageKeys, root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  const check = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      // Once: a file two kinds read (the gallery's filters, read for the gallery too) fails both the same way.
      const { message } = error as Error;
      if (!problems.includes(message)) problems.push(message);
    }
  };
  for (const kind of editableKindIds) await check(() => loadKind(kind, brand, imageKeys, root));
  await check(() => readBrandImages(brand.id, imageKeys, root));
  // Every claim nothing backs, each naming its file and field (the build stops on these too: scripts/build.ts).
  await check(() => problems.push(...brandClaimProblems(brand, root)));
  // A hero style that would cut the drawn hero at an edge (the build stops on it too).
  problems.push(...heroStyleProblems(brand, root));
  return problems;
}

/** Every problem the build would stop at in what the editor edits: the brand files' first, then each brand's. */
export async function sourceProblems(imageKeys: ImageKeys, root = process.cwd()): Promise<string[]> {
  let brands: Brand[];
  try {
    brands = loadBrands(join(root, 'brands'));
  } catch (error) {
    return [(error as Error).message];
  }
  return (await Promise.all(brands.map((brand) => brandFileProblems(brand, imageKeys, root)))).flat();
}
