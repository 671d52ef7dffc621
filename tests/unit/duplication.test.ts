import { describe, expect, it } from 'vitest';
import { jaccard, mainText, shingles } from '../../scripts/duplication.ts';

describe('text similarity between brands', () => {
  it('reads only the visible text of <main>', () => {
    const html = `<header>Menu</header><main id="main"><h1>Fencing &amp; Gates</h1>
      <script type="application/ld+json">{"x":1}</script><style>.a{}</style><p>Built to&nbsp;last.</p></main><footer>Foot</footer>`;
    expect(mainText(html)).toBe('fencing gates built to last');
  });

  it('cuts text into overlapping 5-word shingles', () => {
    expect([...shingles('one two three four five six')]).toEqual([
      'one two three four five',
      'two three four five six',
    ]);
    expect(shingles('too short to count').size).toBe(0);
  });

  it('scores the same text 1, unrelated text 0, and partial overlap in between', () => {
    const a = shingles('we build closeboard fencing and gates across wiltshire every week of the year');
    const b = shingles('we build closeboard fencing and gates across berkshire every week of the year');
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles('tree surgery and crown reduction by qualified arborists in slough'))).toBe(0);
    const partial = jaccard(a, b);
    expect(partial).toBeGreaterThan(0.2);
    expect(partial).toBeLessThan(0.6);
  });
});
