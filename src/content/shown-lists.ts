/**
 * The reviews, testimonials and projects a brand shows: its own first, then shared ones from its own
 * places (lib/local-proof.ts), as many as the shared list holds. Pages and the review JSON-LD read
 * these, so the structured data describes what the page shows. Projects carry the caption that is honest
 * for the picture shown (lib/captions.ts): the particular job only over the brand's own photo.
 */
import { getCollection } from 'astro:content';
import { hasOwnPhoto } from '../assets/images.ts';
import { brand } from '../brand.ts';
import { shownCaption } from '../lib/captions.ts';
import { byOrder } from '../lib/content-order.ts';
import { galleryShown } from '../lib/gallery.ts';
import { areaProof, localFirst, localPlaces, projectsShown, type AreaPlaces } from '../lib/local-proof.ts';

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

export async function shownTestimonials() {
  const entries = (await getCollection('testimonials')).sort((a, b) => a.id.localeCompare(b.id));
  return localFirst(
    entries.map((entry) => entry.data),
    await places(),
  );
}

/** An area page's reviews and project from that area, out of what the brand shows (lib/local-proof.ts). */
export async function shownAreaProof(area: AreaPlaces) {
  // Only a project whose caption names its job says where it was (shownRecentWork): the others are no proof of a place.
  const placed = (await shownRecentWork()).flatMap(({ location, ...project }) =>
    location === undefined ? [] : [{ ...project, location }],
  );
  return areaProof(brand, area, await shownTestimonials(), placed);
}
