/** A brand's rating: the figure it states with its review sites, else what its own reviews give, else none. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { brandRating, ratingOfReviews, ratingSlots, starFills, type RatingWords } from '../../src/lib/rating.ts';

const words = parse(readFileSync('src/content/rating.yaml', 'utf8')) as RatingWords;
const stars = (...ratings: number[]) => ratings.map((rating) => ({ rating }));

describe('a brand’s rating', () => {
  it('is the number and the average (one decimal) of its own reviews', () => {
    expect(ratingOfReviews(stars(5, 5, 5, 4))).toEqual({ ratingValue: '4.8', reviewCount: 4 });
    expect(ratingOfReviews(stars(5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4))).toEqual({ ratingValue: '4.9', reviewCount: 11 });
    expect(ratingOfReviews(stars(3))).toEqual({ ratingValue: '3.0', reviewCount: 1 });
  });

  it('is none at all without reviews or a stated figure', () => {
    expect(ratingOfReviews([])).toBeUndefined();
    expect(brandRating(undefined, [])).toBeUndefined();
  });

  it('is the figure the brand file states, with its review sites, over what its reviews give', () => {
    const stated = { ratingValue: '5.0', reviewCount: 50, platform: 'Bark, Yell, Facebook and Trustpilot' };
    expect(brandRating(stated, stars(4, 4))).toEqual(stated);
    expect(brandRating(undefined, stars(4, 5))).toEqual({ ratingValue: '4.5', reviewCount: 2 });
  });

  it('is said with its count, and the review sites of a stated figure', () => {
    expect(ratingSlots({ ratingValue: '4.9', reviewCount: 11 }, words)).toEqual({
      ratingValue: '4.9',
      stars: '4.9',
      reviews: '11 reviews',
    });
    // Words never round a rating up to five stars: "5-star" only for a 5.0.
    expect(ratingSlots({ ratingValue: '4.8', reviewCount: 12 }, words).stars).toBe('4.8');
    expect(ratingSlots({ ratingValue: '5.0', reviewCount: 50 }, words).stars).toBe('5');
    expect(ratingSlots({ ratingValue: '4.0', reviewCount: 3 }, words).stars).toBe('4');
    expect(ratingSlots({ ratingValue: '5.0', reviewCount: 1 }, words).reviews).toBe('1 review');
    expect(
      ratingSlots({ ratingValue: '5.0', reviewCount: 50, platform: 'Bark, Yell, Facebook and Trustpilot' }, words)
        .reviews,
    ).toBe('50 reviews on Bark, Yell, Facebook and Trustpilot');
  });

  it('fills the star row to the rating, never a whole star more', () => {
    expect(starFills({ ratingValue: '4.8' })).toEqual([1, 1, 1, 1, 0.8]);
    expect(starFills({ ratingValue: '4.4' })).toEqual([1, 1, 1, 1, 0.4]);
    expect(starFills({ ratingValue: '5.0' })).toEqual([1, 1, 1, 1, 1]);
    expect(starFills({ ratingValue: '3.0' })).toEqual([1, 1, 1, 0, 0]);
    expect(starFills({ ratingValue: '0.5' })).toEqual([0.5, 0, 0, 0, 0]);
  });
});
