/**
 * A brand's reviews are one list (brands/<id>/content/reviews.yaml); every place that shows a review chooses from
 * it, so a customer says one thing, with one star rating, wherever they appear:
 *  - the home carousel: the five-star reviews (the carousel's reviews are always 5 stars), the first
 *    `homeCarouselLimit`, each quoted as the start of its text when the whole would not fit a card;
 *  - /reviews: every review, in the file's order, the first `structuredDataLimit` in its structured data;
 *  - service and area pages: the reviews that mention the service or the area (lib/service-proof.ts,
 *    lib/local-proof.ts), in full.
 * Pure.
 */

/** What every place that shows a review needs of it. */
export interface ReviewFacts {
  name: string;
  rating: number;
  location: string;
  text: string;
  sample?: true;
}

/** How many reviews the home carousel shows at most. */
export const homeCarouselLimit = 25;
/** How many of /reviews' reviews its structured data carries: enough to describe the business. */
export const structuredDataLimit = 10;
/** The longest quote a home carousel card shows, in characters (its ellipsis included). */
export const homeQuoteLength = 200;

const ellipsis = '…';

/**
 * The start of `text` in at most `max` characters, ending in an ellipsis when anything was left out: after its
 * last whole sentence that fits when that keeps most of the room, else after its last whole word that fits.
 * What stands before the ellipsis is always the text's own start, word for word.
 */
export function shortQuote(text: string, max = homeQuoteLength): string {
  const whole = text.trim().replace(/\s+/g, ' ');
  if (whole.length <= max) return whole;
  const room = whole.slice(0, max - ellipsis.length + 1);
  const sentenceEnds = [...room.matchAll(/[.!?](?= )/g)].map((match) => match.index);
  const lastSentence = sentenceEnds.at(-1);
  const cut =
    lastSentence !== undefined && lastSentence >= max * 0.6 ? lastSentence : Math.max(room.lastIndexOf(' '), 1);
  return `${whole.slice(0, cut).replace(/[\s,;:.!?–-]+$/, '')}${ellipsis}`;
}

/** The home carousel's reviews: the five-star ones in the list's order, at most the limit, each with its quote. */
export function homeCarouselReviews<R extends ReviewFacts>(reviews: readonly R[]): (R & { quote: string })[] {
  return reviews
    .filter((review) => review.rating === 5)
    .slice(0, homeCarouselLimit)
    .map((review) => ({ ...review, quote: shortQuote(review.text) }));
}

/** The reviews /reviews describes in its structured data. */
export function structuredDataReviews<R>(reviews: readonly R[]): R[] {
  return reviews.slice(0, structuredDataLimit);
}

/** The reviews still marked as samples: written for the demonstration, never to be shown as real. */
export function sampleReviews<R extends ReviewFacts>(reviews: readonly R[]): R[] {
  return reviews.filter((review) => review.sample === true);
}
