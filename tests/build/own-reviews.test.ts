/**
 * Each brand's proof is its own, read from the built pages as a visitor reads them (every review card on every
 * page: the home carousel, /reviews, the service pages' and area pages' reviews):
 *  - no review text appears on two brands' sites;
 *  - within a brand, each customer says one thing with one star rating wherever they appear: the same text (a
 *    card that shortens it shows its start, ending in an ellipsis) and the same stars as on /reviews;
 *  - every review a brand other than the default shows names a place it serves (or "Local Customer") and uses the
 *    words of a service it offers (the catalogue's `mentions`);
 *  - the rating in every page's structured data is the number and average of the brand's own reviews on /reviews,
 *    or the figure its brand file states (which /reviews names with its review sites), or absent with neither;
 *    the default brand's is 5.0 from 50, and it shows 25 reviews on its home and 28 on /reviews.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { localPlaces, type AreaPlaces } from '../../src/lib/local-proof.ts';
import { ratingOfReviews } from '../../src/lib/rating.ts';
import { offeredServices } from '../../src/lib/service-catalogue.ts';
import { mentionsAny, serviceWords } from '../../src/lib/service-proof.ts';
import { builtBrands, pagesOf, parseHtml, textOf, type BuiltPage } from './support/site.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as AreaPlaces[];

interface ShownReview {
  page: string;
  name: string;
  text: string;
  place: string;
  /** The stars the card shows ("Rated 4 out of 5" for screen readers). */
  stars: number;
}

/** Every review card on a page: a <figure> quoting the customer, captioned with name and place. */
async function reviewsOn(page: BuiltPage): Promise<ShownReview[]> {
  const root = await parseHtml(page.html, page.file);
  return root.querySelectorAll('figure').flatMap((figure) => {
    const quote = figure.querySelector('blockquote');
    if (!quote) return [];
    const caption = figure.querySelectorAll('figcaption > span').map(textOf);
    return [
      {
        page: page.path,
        name: caption[0] ?? '',
        text: textOf(quote).replace(/^“|”$/g, ''),
        // Home cards: name, place. Testimonials: name, "place, via platform".
        place: (caption[1] ?? '').replace(/, via .*$/, ''),
        stars: Number(/Rated (\d) out of 5/.exec(textOf(figure))?.[1]),
      },
    ];
  });
}

const shown = new Map<string, ShownReview[]>();
async function reviewsOf(brand: Brand): Promise<ShownReview[]> {
  if (!shown.has(brand.id)) shown.set(brand.id, (await Promise.all(pagesOf(brand.id).map(reviewsOn))).flat());
  return shown.get(brand.id)!;
}

/** The business JSON-LD's rating on every page of a brand (undefined where a page states none). */
function ratingsInStructuredData(brand: Brand): { page: string; rating: unknown }[] {
  return pagesOf(brand.id).map((page) => {
    const business = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((node) => node['@type'] === 'HomeAndConstructionBusiness');
    const rating = business?.aggregateRating as Record<string, unknown> | undefined;
    return { page: page.path, rating: rating && { ratingValue: rating.ratingValue, reviewCount: rating.reviewCount } };
  });
}

it('shows no review text on two brands', { timeout: 120_000 }, async () => {
  const brandsOf = new Map<string, Set<string>>();
  for (const brand of builtBrands)
    for (const review of await reviewsOf(brand)) {
      const key = review.text.toLowerCase().replace(/\s+/g, ' ');
      brandsOf.set(key, (brandsOf.get(key) ?? new Set()).add(brand.id));
    }
  const shared = [...brandsOf]
    .filter(([, brands]) => brands.size > 1)
    .map(([text, brands]) => `${[...brands]}: ${text}`);
  expect(shared).toEqual([]);
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const pages = () => pagesOf(id);
  const onPage = async (path: string) => (await reviewsOf(brand)).filter((review) => review.page === path);

  it.skipIf(brand.default)(
    'shows only reviews from a place it serves (or "Local Customer") about a service it offers',
    { timeout: 60_000 },
    async () => {
      const places = localPlaces(brand, areas);
      const words = offeredServices(brand).map(serviceWords);
      const all = await reviewsOf(brand);
      // A card that shortens a review is about what the whole review is about (the next test holds them to one text).
      const whole = (review: ShownReview) =>
        all.find((other) => other.page === '/reviews' && other.name === review.name)?.text ?? review.text;
      const wrong = all.flatMap((review) => [
        ...(review.place === 'Local Customer' || places.has(review.place.toLowerCase())
          ? []
          : [`${review.page}: "${review.place}" is not a place it serves: ${review.text}`]),
        ...(words.some((service) => mentionsAny(whole(review), service))
          ? []
          : [`${review.page}: names no service it offers: ${review.text}`]),
      ]);
      expect(wrong).toEqual([]);
    },
  );

  it('shows each customer with one text and one star rating on every page', async () => {
    const all = await reviewsOf(brand);
    const whole = new Map<string, ShownReview>();
    for (const review of all.filter((review) => review.page === '/reviews')) {
      expect(whole.has(review.name), `${review.name} appears twice on /reviews`).toBe(false);
      whole.set(review.name, review);
    }
    const contradictions = all.flatMap((review) => {
      const full = whole.get(review.name);
      if (!full) return [`${review.page}: ${review.name} is not on /reviews`];
      const sameWords = review.text.endsWith('…')
        ? full.text.startsWith(review.text.slice(0, -1)) && review.text.length < full.text.length + 1
        : review.text === full.text;
      return [
        ...(sameWords ? [] : [`${review.page}: ${review.name} says “${review.text}”, on /reviews “${full.text}”`]),
        ...(review.stars === full.stars
          ? []
          : [`${review.page}: ${review.name} gives ${review.stars} stars, on /reviews ${full.stars}`]),
      ];
    });
    expect(contradictions).toEqual([]);
  });

  it('states in its structured data the rating its own reviews give, or the figure it names a source for, or none', async () => {
    const testimonials = await onPage('/reviews');
    const stated = brand.business.aggregateRating;
    const expected = stated
      ? { ratingValue: stated.ratingValue, reviewCount: stated.reviewCount }
      : ratingOfReviews(testimonials.map((review) => ({ rating: review.stars })));
    expect(pages().length).toBeGreaterThan(1);
    for (const { page, rating } of ratingsInStructuredData(brand)) expect(rating, page).toEqual(expected);
    const reviewsPage = pages().find((page) => page.path === '/reviews')!.html;
    if (stated)
      expect(reviewsPage).toContain(
        `${stated.ratingValue} out of 5 from ${stated.reviewCount} reviews on ${stated.platform}`,
      );
    else if (expected)
      expect(reviewsPage).toContain(`${expected.ratingValue} out of 5 from ${expected.reviewCount} review`);
    else expect(reviewsPage).not.toMatch(/out of 5 from \d/);
  });

  it.runIf(brand.default)('keeps its 5.0 from 50 reviews, 25 reviews on the home page and 28 on /reviews', async () => {
    expect(ratingsInStructuredData(brand)[0]!.rating).toEqual({ ratingValue: '5.0', reviewCount: 50 });
    expect(await onPage('/')).toHaveLength(25);
    expect(await onPage('/reviews')).toHaveLength(28);
  });
});
