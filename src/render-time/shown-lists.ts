/**
 * What a brand shows of its lists. Reviews: only its own (brands/<id>/content/reviews.yaml), never another brand's,
 * one list every page chooses from (lib/reviews.ts); its rating comes from them (lib/rating.ts) unless its brand
 * file states one.
 * Projects: its own first, then shared ones from its own places (lib/local-proof.ts), as many as the shared list
 * holds, each with the caption that is honest for the picture shown (lib/captions.ts): the particular job only
 * over the brand's own photo. Pages and the structured data read these, so the two describe the same thing.
 */
import { getCollection } from 'astro:content';
import { hasOwnPhoto } from '../assets/images.ts';
import { brand } from './brand.ts';
import { shownCaption } from '../lib/captions.ts';
import { byOrder } from '../lib/content-order.ts';
import { galleryShown } from '../lib/gallery.ts';
import { areaProof, localPlaces, projectsShown, type AreaPlaces } from '../lib/local-proof.ts';
import { brandRating, ratingSlots, type Rating } from '../lib/rating.ts';
import { homeCarouselReviews } from '../lib/reviews.ts';
import { ratingWords } from './words.ts';

async function places(): Promise<Set<string>> {
  return localPlaces(
    brand,
    (await getCollection('areas')).map((entry) => entry.data),
  );
}

/** Every review of the brand, in its list's order: the one list every page that shows a review chooses from. */
export async function shownReviews() {
  return (await getCollection('reviews')).sort(byOrder).map(({ data: { order: _order, ...review } }) => review);
}

/** The home carousel's reviews (lib/reviews.ts): its five-star ones, each with the quote its card shows. */
export async function shownHomeReviews() {
  return homeCarouselReviews(await shownReviews());
}

/** The recent-work carousel's projects, each with its shown caption; `location` only with a particular job's. */
export async function shownRecentWork() {
  const projects = projectsShown(
    (await getCollection('recentWork')).sort(byOrder).map((entry) => entry.data),
    await places(),
  );
  return Promise.all(
    projects.map(async (project) => {
      const caption = shownCaption(project, await hasOwnPhoto(project.image));
      return { ...project, ...caption, location: caption.particular ? project.location : undefined };
    }),
  );
}

async function gallery() {
  return galleryShown(
    (await getCollection('gallery')).sort(byOrder).map((entry) => entry.data),
    (await getCollection('galleryCategories')).sort(byOrder).map((entry) => entry.data),
  );
}

/** The gallery's projects (lib/gallery.ts), each with its shown caption. */
export async function shownGallery() {
  return Promise.all(
    (await gallery()).projects.map(async (project) => ({
      ...project,
      ...shownCaption(project, await hasOwnPhoto(project.imageKey)),
    })),
  );
}

/** The gallery's filters after "All Projects" (lib/gallery.ts). */
export async function shownGalleryCategories() {
  return (await gallery()).categories.map(({ id, label, noun }) => ({ id, label, noun }));
}

/** The brand's rating: the figure its brand file states, else its reviews' number and average; none without either. */
export async function shownRating(): Promise<Rating | undefined> {
  return brandRating(brand.business.aggregateRating, await shownReviews());
}

/** The brand's rating with the slots a text about it fills ({ratingValue}, {stars}, {reviews}); none without a rating. */
export async function shownRatingSlots() {
  const rating = await shownRating();
  return rating && { rating, slots: ratingSlots(rating, await ratingWords()) };
}

/** An area page's reviews and project from that area, out of what the brand shows (lib/local-proof.ts). */
export async function shownAreaProof(area: AreaPlaces) {
  // Only a project whose caption names its job says where it was (shownRecentWork): the others are no proof of a place.
  const placed = (await shownRecentWork()).flatMap(({ location, ...project }) =>
    location === undefined ? [] : [{ ...project, location }],
  );
  return areaProof(brand, area, await shownReviews(), placed);
}
