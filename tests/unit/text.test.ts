import { describe, expect, it } from 'vitest';
import { escapeMarkup, joinList, wrapPieces, wrapPiecesInText } from '../../src/lib/text.ts';

describe('joinList', () => {
  it('joins with commas and a final "and"', () => {
    expect(joinList(['Bath', 'Bristol', 'Swindon'])).toBe('Bath, Bristol and Swindon');
    expect(joinList(['Bath'])).toBe('Bath');
  });
});

describe('escapeMarkup', () => {
  it('writes the five characters markup reads as numeric references, and leaves the rest', () => {
    expect(escapeMarkup(`Oak & Ash <Tree> "Care" it's`)).toBe('Oak &#38; Ash &#60;Tree&#62; &#34;Care&#34; it&#39;s');
    expect(escapeMarkup('Crown reduction – £450')).toBe('Crown reduction – £450');
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

describe('wrapPiecesInText', () => {
  it('wraps each address inside a sentence as wrapPieces does, leaving the sentence around it whole', () => {
    expect(wrapPiecesInText('Paste it into a new e-mail to updates@example.co.uk.')).toEqual([
      'Paste it into a new e-mail to updates@',
      'example',
      '.co',
      '.uk.',
    ]);
    expect(wrapPiecesInText('Write to a@b.com, or call (c@d.org) today')).toEqual([
      'Write to a@',
      'b',
      '.com, or call (c@',
      'd',
      '.org) today',
    ]);
  });

  it('is wrapPieces for a bare address, and whole text where there is none', () => {
    expect(wrapPiecesInText('enquiries@berkshiretreecare.co.uk')).toEqual(
      wrapPieces('enquiries@berkshiretreecare.co.uk'),
    );
    for (const text of ['Read or leave a review', 'e-mail@ home', '']) expect(wrapPiecesInText(text)).toEqual([text]);
  });
});
