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

/** Whole stars for a rating, as the star row shows it: 4.9 → 5. */
export function ratingStars(rating: Pick<Rating, 'ratingValue'>): number {
  return Math.round(Number(rating.ratingValue));
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
