import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  homeCarouselLimit,
  homeCarouselReviews,
  homeQuoteLength,
  sampleReviews,
  shortQuote,
  structuredDataReviews,
} from '../../src/lib/reviews.ts';

const review = (
  name: string,
  rating: number,
  text = `${name} had a new fence put up and it is straight and solid.`,
) => ({
  name,
  rating,
  location: 'Reading',
  text,
});

describe('a shortened quote', () => {
  it('is the whole text when it fits a card', () => {
    expect(shortQuote('They came on time and left it tidy.')).toBe('They came on time and left it tidy.');
  });

  it('is the start of the text, ending in an ellipsis, cut after a sentence when that keeps most of it', () => {
    const text =
      'Our previous fence leaned further every winter because our garden is solid clay. Oakridge dug the new holes much deeper, concreted the posts well below the topsoil and fitted gravel boards along the whole run.';
    const quote = shortQuote(text, 120);
    expect(quote).toBe('Our previous fence leaned further every winter because our garden is solid clay…');
  });

  it('is cut after a whole word when no sentence ends late enough', () => {
    expect(shortQuote('One two three four five six seven eight nine ten', 20)).toBe('One two three four…');
  });

  it('never exceeds its length, and is always the text’s own start, word for word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('.', ',', '!', '?'), fc.stringMatching(/^[A-Za-z’'-]{1,12}$/)), {
          minLength: 1,
          maxLength: 80,
        }),
        fc.integer({ min: 20, max: 300 }),
        (words, max) => {
          const text = words.join(' ');
          const quote = shortQuote(text, max);
          expect(quote.length).toBeLessThanOrEqual(Math.max(max, 2));
          if (quote.endsWith('…')) expect(text.startsWith(quote.slice(0, -1))).toBe(true);
          else expect(quote).toBe(text);
        },
      ),
    );
  });
});

describe('the home carousel', () => {
  it('shows the five-star reviews in the list’s order, up to its limit, each quoted from its own text', () => {
    const list = [
      review('Ann B.', 5),
      review('Ben C.', 4),
      review('Cat D.', 5, 'A'.repeat(10) + ' ' + 'word '.repeat(80)),
      ...Array.from({ length: 30 }, (_, i) => review(`Name${i} X.`, 5)),
    ];
    const shown = homeCarouselReviews(list);
    expect(shown).toHaveLength(homeCarouselLimit);
    expect(shown.map((r) => r.name).slice(0, 3)).toEqual(['Ann B.', 'Cat D.', 'Name0 X.']);
    expect(shown.every((r) => r.rating === 5)).toBe(true);
    expect(shown[1]!.quote.length).toBeLessThanOrEqual(homeQuoteLength);
    expect(shown[1]!.quote.endsWith('…')).toBe(true);
    expect(shown[0]!.quote).toBe(shown[0]!.text);
  });

  it('shows nothing for a brand without five-star reviews', () => {
    expect(homeCarouselReviews([review('Ben C.', 4)])).toEqual([]);
  });
});

it('describes the first ten reviews in structured data, and finds the ones still marked as samples', () => {
  const list = Array.from({ length: 12 }, (_, i) => ({
    ...review(`N${i} A.`, 5),
    ...(i % 2 ? { sample: true as const } : {}),
  }));
  expect(structuredDataReviews(list)).toEqual(list.slice(0, 10));
  expect(sampleReviews(list).map((r) => r.name)).toEqual(['N1 A.', 'N3 A.', 'N5 A.', 'N7 A.', 'N9 A.', 'N11 A.']);
});
