/**
 * What a brand shows of its lists. Reviews and testimonials: only its own (brands/<id>/content/), never another
 * brand's, as many as it has; its rating comes from those (lib/rating.ts) unless its brand file states one.
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
import { ratingWords } from './words.ts';

async function places(): Promise<Set<string>> {
  return localPlaces(
    brand,
    (await getCollection('areas')).map((entry) => entry.data),
  );
}

/** The home carousel's reviews: the brand's own, in their order. */
export async function shownHomeReviews() {
  return (await getCollection('homeReviews')).sort(byOrder).map((entry) => entry.data);
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

/** /reviews' testimonials: the brand's own, by id. */
export async function shownTestimonials() {
  return (await getCollection('testimonials')).sort((a, b) => a.id.localeCompare(b.id)).map((entry) => entry.data);
}

/** The brand's rating: the figure its brand file states, else its testimonials' number and average; none without either. */
export async function shownRating(): Promise<Rating | undefined> {
  return brandRating(brand.business.aggregateRating, await shownTestimonials());
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
  return areaProof(brand, area, await shownTestimonials(), placed);
}
