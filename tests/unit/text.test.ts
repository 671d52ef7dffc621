import { describe, expect, it } from 'vitest';
import { joinList, wrapPieces } from '../../src/lib/text.ts';

describe('joinList', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinList(['Bath', 'Bristol', 'Swindon'])).toBe('Bath, Bristol and Swindon');
    expect(joinList(['Bath'])).toBe('Bath');
  });
});

describe('wrapPieces', () => {
  it('lets an e-mail address wrap after the @ and before each dot, and nowhere else', () => {
    expect(wrapPieces('enquiries@berkshiretreecare.co.uk')).toEqual(['enquiries@', 'berkshiretreecare', '.co', '.uk']);
    expect(wrapPieces('first.last@example.com')).toEqual(['first.last@', 'example', '.com']);
    expect(wrapPieces('enquiries@berkshiretreecare.co.uk').join('')).toBe('enquiries@berkshiretreecare.co.uk');
  });

  it('leaves anything that is not an address whole', () => {
    for (const text of ['Read or leave a review', '07700\u00a0900101', 'see a@b.com today', 'Our business listing'])
      expect(wrapPieces(text)).toEqual([text]);
  });
});
