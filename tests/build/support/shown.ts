/**
 * What a brand should show of its lists (home reviews, testimonials, recent work): read with the build's
 * own loader and local-first rules, so a build test can check the page shows exactly these, in this order.
 */
import { readFileSync } from 'node:fs';
import { loadList } from '../../../src/build/brand-content-files.ts';
import type { Brand } from '../../../src/lib/brand-schema.ts';
import { homeReviewSchema, recentWorkSchemaFor, testimonialSchema } from '../../../src/lib/content-schemas.ts';
import { localFirst, localPlaces, projectsShown, type AreaPlaces } from '../../../src/lib/local-proof.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as AreaPlaces[];
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export function shownLists(brand: Brand) {
  const places = localPlaces(brand, areas);
  const list = <S extends Parameters<typeof loadList>[3]>(file: string, name: string, schema: S) =>
    loadList(brand, file, name, schema);
  return {
    homeReviews: localFirst(
      list('src/content/homeReviews.yaml', 'homeReviews', homeReviewSchema).sort(byOrder),
      places,
    ),
    recentWork: projectsShown(
      list('src/content/recentWork.yaml', 'recentWork', recentWorkSchemaFor()).sort(byOrder),
      places,
    ),
    testimonials: localFirst(
      list('src/content/testimonials.json', 'testimonials', testimonialSchema).sort((a, b) => a.id.localeCompare(b.id)),
      places,
    ),
  };
}
