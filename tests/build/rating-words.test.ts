/**
 * Headings and figures agree: no heading on any page of a brand speaks of five stars ("5-star reviews",
 * "Five-star service") while the brand's rating, as its structured data gives it, is below 5. Every built page of
 * every brand.
 */
import { describe, expect, it } from 'vitest';
import { builtBrands, pagesOf, parseHtml, textOf } from './support/site.ts';

const fiveStars = /(?<![\p{L}\p{N}.])(5|five)(\.0)?[\s-]*stars?(?![\p{L}\p{N}])/iu;

/** The aggregate rating a page's structured data states, if any. */
function ratingOf(html: string): number | undefined {
  const value = /"aggregateRating":\{[^}]*"ratingValue":"?([\d.]+)/.exec(html)?.[1];
  return value === undefined ? undefined : Number(value);
}

describe('five-star wording', () => {
  it('the pattern finds five-star wording, and no other figure', () => {
    for (const text of ['5-star reviews', 'Five star service', '5 stars', '5.0-star reviews'])
      expect(text).toMatch(fiveStars);
    for (const text of ['4.8-star reviews', '4.9 out of 5', 'Rated 4.8', '25-star'])
      expect(text).not.toMatch(fiveStars);
  });
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id) => {
  it('has no five-star heading over a rating below 5', async () => {
    const pages = pagesOf(id);
    const brandRating = ratingOf(pages.find((page) => page.path === '/')!.html);
    const found: string[] = [];
    for (const page of pages) {
      const rating = ratingOf(page.html) ?? brandRating;
      if (rating === undefined || rating >= 5) continue;
      const root = await parseHtml(page.html);
      for (const heading of root.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')) {
        const text = textOf(heading);
        if (fiveStars.test(text)) found.push(`${page.path}: "${text}" over a rating of ${rating}`);
      }
    }
    expect(found).toEqual([]);
  });
});
