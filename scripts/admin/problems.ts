/**
 * The build's checks of what the editor writes, without building: the brand files (every rule of
 * lib/brand-schema.ts validateBrands), and each brand's files the editor edits, read by the same loaders and
 * schemas as the site's content collections (src/render-time/brand-content-files.ts), with its own photos
 * (src/render-time/brand-images.ts) and the claims its words make (src/lib/claims.ts). npm run admin reports
 * these when it starts; the editor's property test (tests/unit/editor-saves.test.ts) holds every file it writes
 * to them.
 */
import { join } from 'node:path';
import { readBrandImages } from '../../src/render-time/brand-images.ts';
import {
  loadEntries,
  loadEntry,
  loadGallery,
  loadList,
  loadOwnList,
  loadListEntries,
  loadWords,
} from '../../src/render-time/brand-content-files.ts';
import { brandClaimProblems } from '../../src/render-time/claim-texts.ts';
import { heroStyleProblems } from '../../src/render-time/hero-cuts.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import {
  aboutSchema,
  areaOverrideSchema,
  areaSchema,
  galleryCategorySchema,
  galleryProjectSchemaFor,
  homeSchema,
  recentWorkSchemaFor,
  servicePageSchemaFor,
  reviewSchema,
  welcomeDialogSchema,
} from '../../src/lib/content-schemas.ts';
import type { ImageKeys } from '../../src/lib/image-key.ts';

/** The first problem of each of a brand's edited files (its words, lists and photos), as the build words it. */
export async function brandFileProblems(brand: Brand, imageKeys: ImageKeys, root = process.cwd()): Promise<string[]> {
  const problems: string[] = [];
  const check = async (run: () => unknown) => {
    try {
      await run();
    } catch (error) {
      problems.push((error as Error).message);
    }
  };
  await check(() => loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema, root));
  await check(() => loadEntry(brand, 'src/content/about.yaml', 'about', aboutSchema, root));
  await check(() => loadEntries(brand, 'src/content/service-pages', servicePageSchemaFor(imageKeys), root));
  await check(() => loadListEntries(brand, 'src/content/areas.json', 'areas', areaSchema, areaOverrideSchema, root));
  await check(() => loadWords(brand, 'src/content/welcome-dialog.yaml', 'welcome-dialog', welcomeDialogSchema, root));
  await check(() => loadOwnList(brand, 'reviews', reviewSchema, root));
  await check(() => loadList(brand, 'src/content/recentWork.yaml', 'recentWork', recentWorkSchemaFor(imageKeys), root));
  await check(() => {
    const categories = loadList(
      brand,
      'src/content/galleryCategories.yaml',
      'galleryCategories',
      galleryCategorySchema,
      root,
    );
    return loadGallery(brand, galleryProjectSchemaFor(imageKeys), categories, root);
  });
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
