/**
 * Local proof: which places are a brand's own, so its area pages, reviews and projects speak for
 * where it actually works. Pure.
 *  - An area page (/wiltshire …) is the brand's when the brand lists the area's name in `serviceAreas`.
 *  - A review or project is local when its location is one of the brand's serviceAreas or a town of one
 *    of its area pages.
 *  - An area page the brand serves shows the brand's reviews and a project from that area itself.
 */
import type { Brand } from './brand-schema.ts';

export interface AreaPlaces {
  name: string;
  towns: readonly string[];
}

const key = (place: string) => place.trim().toLowerCase();

export function servesArea(brand: Pick<Brand, 'serviceAreas'>, area: Pick<AreaPlaces, 'name'>): boolean {
  return brand.serviceAreas.some((place) => key(place) === key(area.name));
}

/** Every place name that counts as local for the brand (lower-cased). */
export function localPlaces(brand: Pick<Brand, 'serviceAreas'>, areas: readonly AreaPlaces[]): Set<string> {
  const served = areas.filter((area) => servesArea(brand, area));
  return new Set([...brand.serviceAreas, ...served.flatMap((area) => area.towns)].map(key));
}

export function isLocal(location: string, places: ReadonlySet<string>): boolean {
  return places.has(key(location));
}

/**
 * What a brand shows of a list: its own entries first, then shared ones from its own places, then the
 * other shared ones, as many as the shared list holds (so every brand shows the same number).
 * Each group keeps the order it came in.
 */
export function localFirst<T extends { location: string; own: boolean }>(
  entries: readonly T[],
  places: ReadonlySet<string>,
  count = entries.filter((entry) => !entry.own).length,
): T[] {
  const shared = entries.filter((entry) => !entry.own);
  return [
    ...entries.filter((entry) => entry.own),
    ...shared.filter((entry) => isLocal(entry.location, places)),
    ...shared.filter((entry) => !isLocal(entry.location, places)),
  ].slice(0, count);
}

/**
 * The projects a brand shows (recent work): as `localFirst`, but a shared project whose picture one of
 * the brand's own projects already shows is left out, so no picture comes twice in one carousel.
 */
export function projectsShown<T extends { location: string; own: boolean; image: string }>(
  entries: readonly T[],
  places: ReadonlySet<string>,
): T[] {
  const ownPictures = new Set(entries.filter((entry) => entry.own).map((entry) => entry.image));
  const count = entries.filter((entry) => !entry.own).length;
  return localFirst(
    entries.filter((entry) => entry.own || !ownPictures.has(entry.image)),
    places,
    count,
  );
}

/** The routes of the area pages outside the brand's areas: noindex, and left out of its sitemap. */
export function outOfAreaRoutes(
  brand: Pick<Brand, 'serviceAreas'>,
  areas: readonly (AreaPlaces & { id: string })[],
): string[] {
  return areas.filter((area) => !servesArea(brand, area)).map((area) => `/${area.id}`);
}

/** How many reviews an area page shows from its area, at most. */
export const areaReviewCount = 3;

/**
 * The proof an area page shows of work in its own area (its name or one of its towns): up to
 * `areaReviewCount` of the reviews and the first of the projects, keeping the order they come in (the
 * brand's shown lists: its own entries first). Empty lists when the brand does not serve the area.
 */
export function areaProof<R extends { location: string }, P extends { location: string }>(
  brand: Pick<Brand, 'serviceAreas'>,
  area: AreaPlaces,
  reviews: readonly R[],
  projects: readonly P[],
): { reviews: R[]; projects: P[] } {
  if (!servesArea(brand, area)) return { reviews: [], projects: [] };
  const places = new Set([area.name, ...area.towns].map(key));
  const inArea = (entry: { location: string }) => isLocal(entry.location, places);
  return {
    reviews: reviews.filter(inArea).slice(0, areaReviewCount),
    projects: projects.filter(inArea).slice(0, 1),
  };
}
