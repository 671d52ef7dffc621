/** Where a built page says a face's file is (src/after-build/font-face-url.ts). */
import { describe, expect, it } from 'vitest';
import { fontFaceUrl, webFontFaces } from '../../src/after-build/font-face-url.ts';

const rules = [
  '@font-face{font-family:Fraunces-1ac861220c089ec4;src:url("/_astro/fonts/aaaa.woff2") format("woff2");font-display:optional;font-weight:700;font-style:normal;}',
  '@font-face{font-family:"Fraunces-1ac861220c089ec4 fallback: Times New Roman Bold";src:local("Times New Roman Bold");font-weight:700;}',
  '@font-face{font-family:"Roboto Slab-56768ef18a0240c4";src:url("/_astro/fonts/bbbb.woff2") format("woff2");font-weight:700;}',
  '@font-face{font-family:"Roboto Slab-56768ef18a0240c4";src:url("/_astro/fonts/cccc.woff2") format("woff2");font-weight:400;}',
].join('');
const page = `<html><head><style>${rules}</style></head><body></body></html>`;

describe('the file of a face', () => {
  it('is found by family and weight, quoted or bare, and never the metric-matched fallback', () => {
    expect(fontFaceUrl(page, 'Fraunces', 700)).toBe('/_astro/fonts/aaaa.woff2');
    expect(fontFaceUrl(page, 'Roboto Slab', 700)).toBe('/_astro/fonts/bbbb.woff2');
    expect(fontFaceUrl(page, 'Roboto Slab', 400)).toBe('/_astro/fonts/cccc.woff2');
  });

  it('is undefined for a family or weight the page does not declare', () => {
    expect(fontFaceUrl(page, 'Fraunces', 400)).toBeUndefined();
    expect(fontFaceUrl(page, 'Roboto', 700)).toBeUndefined();
    expect(fontFaceUrl('<p>No fonts</p>', 'Fraunces', 700)).toBeUndefined();
  });
});

describe('the web faces of a page', () => {
  it('are every rule with a file, family unquoted, with its weight; fallbacks on local fonts are not', () => {
    expect(webFontFaces(page)).toEqual([
      { family: 'Fraunces-1ac861220c089ec4', weight: 700, url: '/_astro/fonts/aaaa.woff2' },
      { family: 'Roboto Slab-56768ef18a0240c4', weight: 700, url: '/_astro/fonts/bbbb.woff2' },
      { family: 'Roboto Slab-56768ef18a0240c4', weight: 400, url: '/_astro/fonts/cccc.woff2' },
    ]);
  });
});
