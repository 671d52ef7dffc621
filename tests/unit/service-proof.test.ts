import { describe, expect, it } from 'vitest';
import { serviceEntry } from '../../src/lib/service-catalogue.ts';
import { mentionsAny, serviceReviews, serviceWords } from '../../src/lib/service-proof.ts';

const reviews = [
  { id: 'a', text: 'They reduced the crown of our oak and took every branch away.' },
  { id: 'b', text: 'A new closeboard fence in two days, neat and tidy.' },
  { id: 'c', text: 'Our leylandii hedges were brought down to a sensible height.' },
  { id: 'd', text: 'The Hedge at the front is now level and the path is clear.' },
  { id: 'e', text: 'Sandstone patio laid on a proper base.' },
];

describe('reviews on a lead service page', () => {
  it('finds the reviews that use one of the service’s words, at the start of a word, in any case', () => {
    expect(mentionsAny('Hedgerows cut in winter', ['hedge'])).toBe(true);
    expect(mentionsAny('A fine sledge run', ['hedge'])).toBe(false);
    const hedges = serviceEntry('hedge-trimming');
    expect(serviceReviews(reviews, hedges, ['tree-surgery', 'hedge-trimming']).map((r) => r.id)).toEqual(['c', 'd']);
    expect(serviceReviews(reviews, serviceEntry('tree-surgery'), ['tree-surgery']).map((r) => r.id)).toEqual(['a']);
  });

  it('shows them only where the service is one of the brand’s lead services, three at most', () => {
    expect(serviceReviews(reviews, serviceEntry('fencing'), ['tree-surgery'])).toEqual([]);
    const many = Array.from({ length: 5 }, (_, i) => ({ id: String(i), text: 'A new fence went up.' }));
    expect(serviceReviews(many, serviceEntry('fencing'), ['fencing'])).toHaveLength(3);
  });

  it('falls back to the title when the catalogue gives no words', () => {
    expect(serviceWords({ title: 'Decking' })).toEqual(['Decking']);
  });
});
