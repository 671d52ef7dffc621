/**
 * The reviews, testimonials and projects a brand shows: its own first, then shared ones from its own
 * places (lib/local-proof.ts), as many as the shared list holds. Pages and the review JSON-LD read
 * these, so the structured data describes what the page shows.
 */
import { getCollection } from 'astro:content';
import { brand } from '../brand.ts';
import { byOrder } from '../lib/content-order.ts';
import { areaProof, localFirst, localPlaces, type AreaPlaces } from '../lib/local-proof.ts';

async function places(): Promise<Set<string>> {
  return localPlaces(
    brand,
    (await getCollection('areas')).map((entry) => entry.data),
  );
}

export async function shownHomeReviews() {
  return localFirst(
    (await getCollection('homeReviews')).sort(byOrder).map((entry) => entry.data),
    await places(),
  );
}

export async function shownRecentWork() {
  return localFirst(
    (await getCollection('recentWork')).sort(byOrder).map((entry) => entry.data),
    await places(),
  );
}

export async function shownTestimonials() {
  const entries = (await getCollection('testimonials')).sort((a, b) => a.id.localeCompare(b.id));
  return localFirst(
    entries.map((entry) => entry.data),
    await places(),
  );
}

/** An area page's reviews and project from that area, out of what the brand shows (lib/local-proof.ts). */
export async function shownAreaProof(area: AreaPlaces) {
  return areaProof(brand, area, await shownTestimonials(), await shownRecentWork());
}
