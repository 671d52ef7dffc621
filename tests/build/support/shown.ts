/**
 * What a brand should show of its lists (its reviews, the home carousel's, recent work): read with the build's
 * own loaders and rules (reviews: the brand's own only, one list; projects: its own first, then local ones), so a
 * build test can check the page shows exactly these, in this order.
 */
import { readFileSync } from 'node:fs';
import { loadList, loadOwnList } from '../../../src/render-time/brand-content-files.ts';
import type { Brand } from '../../../src/lib/brand-schema.ts';
import { recentWorkSchemaFor, reviewSchema } from '../../../src/lib/content-schemas.ts';
import { localPlaces, projectsShown, type AreaPlaces } from '../../../src/lib/local-proof.ts';
import { homeCarouselReviews } from '../../../src/lib/reviews.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as AreaPlaces[];
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export function shownLists(brand: Brand) {
  const places = localPlaces(brand, areas);
  const reviews = loadOwnList(brand, 'reviews', reviewSchema);
  return {
    reviews,
    homeReviews: homeCarouselReviews(reviews),
    recentWork: projectsShown(
      loadList(brand, 'src/content/recentWork.yaml', 'recentWork', recentWorkSchemaFor()).sort(byOrder),
      places,
    ),
  };
}
