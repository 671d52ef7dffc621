/**
 * The rating a brand shows (home, /reviews and the business structured data): the figure its owner states,
 * naming the review sites it comes from, else the number and average of the brand's own reviews on /reviews,
 * else none at all. Pure.
 */
import type { StatedRating } from './business.ts';

export interface Rating {
  /** One decimal, as the page and schema.org show it: "4.9". */
  ratingValue: string;
  reviewCount: number;
  /** The review sites a stated figure comes from; absent when it is worked out from the brand's own reviews. */
  platform?: string;
}

/** The number and average (one decimal) of `reviews`; none for no reviews. */
export function ratingOfReviews(reviews: readonly { rating: number }[]): Rating | undefined {
  if (reviews.length === 0) return undefined;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return { ratingValue: (Math.round(average * 10) / 10).toFixed(1), reviewCount: reviews.length };
}

/** The brand's rating: the figure it states (with its review sites) wins over what its own reviews give. */
export function brandRating(
  stated: StatedRating | undefined,
  reviews: readonly { rating: number }[],
): Rating | undefined {
  return stated ? { ...stated } : ratingOfReviews(reviews);
}

/**
 * How much of each of the five stars a rating's star row fills, to a tenth: 4.8 is four whole stars and 0.8 of the
 * fifth, so the row never draws five full stars beside "Rated 4.8 out of 5".
 */
export function starFills(rating: Pick<Rating, 'ratingValue'>): number[] {
  const tenths = Math.round(Math.min(5, Math.max(0, Number(rating.ratingValue))) * 10);
  return Array.from({ length: 5 }, (_, star) => Math.min(10, Math.max(0, tenths - star * 10)) / 10);
}

/**
 * The stars a text may say a rating earns ("{stars}-star reviews"): the rating itself, a whole number only when it
 * is one ("5" for 5.0, "4.8" for 4.8), so words never round a 4.8 up to five stars.
 */
export function ratingStarsSaid(rating: Pick<Rating, 'ratingValue'>): string {
  const value = Number(rating.ratingValue);
  return Number.isInteger(value) ? String(value) : rating.ratingValue;
}

/** How the site says a number of reviews (src/content/rating.yaml). */
export interface RatingWords {
  reviews: { one: string; other: string };
  onPlatform: string;
}

/**
 * The slots a text about the rating may use: {ratingValue} ("4.9"), {stars} ("4.9", "5" for 5.0) and {reviews}: the number of
 * reviews, with the review sites of a stated figure ("50 reviews on Bark, Yell, Facebook and Trustpilot").
 */
export function ratingSlots(rating: Rating, words: RatingWords): Record<'ratingValue' | 'stars' | 'reviews', string> {
  const count = (rating.reviewCount === 1 ? words.reviews.one : words.reviews.other).replaceAll(
    '{count}',
    String(rating.reviewCount),
  );
  const reviews = rating.platform
    ? words.onPlatform.replaceAll('{reviews}', count).replaceAll('{platform}', rating.platform)
    : count;
  return { ratingValue: rating.ratingValue, stars: ratingStarsSaid(rating), reviews };
}
