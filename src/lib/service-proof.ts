/**
 * Proof where people decide: a lead service page shows the brand's reviews that mention that service.
 * A review mentions a service when it uses one of the service's words (`mentions` in src/content/services.json,
 * else its title) at the start of a word, in any case: "hedge" finds "hedges" and "Hedgerow". Pure.
 */
import type { ServiceEntry } from './service-catalogue.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words a review about this service would use. */
export function serviceWords(entry: Pick<ServiceEntry, 'title' | 'mentions'>): readonly string[] {
  return entry.mentions ?? [entry.title];
}

export function mentionsAny(text: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`(^|[^\\p{L}])${escape(word)}`, 'iu').test(text));
}

/**
 * Up to `count` reviews that mention the service, in the order given (the brand's own and local ones come first:
 * src/render-time/shown-lists.ts). Empty when the service is not one of the brand's lead services (`focus`).
 */
export function serviceReviews<T extends { text: string }>(
  reviews: readonly T[],
  entry: Pick<ServiceEntry, 'id' | 'title' | 'mentions'>,
  focus: readonly string[],
  count = 3,
): T[] {
  if (!focus.includes(entry.id)) return [];
  const words = serviceWords(entry);
  return reviews.filter((review) => mentionsAny(review.text, words)).slice(0, count);
}
