/**
 * Headings and figures agree: no heading on any page of a brand speaks of five stars ("5-star reviews",
 * "Five-star service") while the brand's rating, as its structured data gives it, is below 5; and every row of
 * star icons draws that rating, no more and no less (4.8: four whole stars and four fifths of the fifth). Every
 * built page of every brand.
 */
import { describe, expect, it } from 'vitest';
import { iconBody, icons } from '../../src/lib/icons.ts';
import { parseHtml as parseDom, queryAll, queryOne, type HtmlElement } from '../support/dom.ts';
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

/** The outline of Lucide's star, as the site draws it. */
const starPath = /<path d="([^"]+)"/.exec(iconBody(icons.star))![1];
const elementsIn = (element: HtmlElement) =>
  element.children.filter((child): child is HtmlElement => 'attribs' in child);
const isStar = (element: HtmlElement) => element.name === 'svg' && queryOne('path', element)?.attribs.d === starPath;
const filled = (svg: HtmlElement) => (svg.attribs.class ?? '').split(/\s+/).includes('fill-current');

/**
 * How many stars a row of five star icons draws filled: a filled icon is one, an outline none, and an outline with a
 * filled copy clipped by a nested <svg> of a width (of the icon's 24) that share of one.
 */
function drawnStars(row: HtmlElement): number {
  return elementsIn(row).reduce((sum, star) => {
    if (filled(star)) return sum + 1;
    const clip = queryOne('svg', star);
    return sum + (clip ? Number(clip.attribs.width) / 24 : 0);
  }, 0);
}

/** The rows of five star icons on a page: elements whose five children are star icons. */
const starRows = (html: string) =>
  queryAll('span, div, p', parseDom(html)).filter((element) => {
    const stars = elementsIn(element);
    return stars.length === 5 && stars.every(isStar);
  });

describe('star rows', () => {
  it('are read as the stars they draw', () => {
    const star = (cls: string, inner = '') => `<svg class="${cls}"><path d="${starPath}"/>${inner}</svg>`;
    const clipped = star('', `<svg width="19.2" height="24"><path d="${starPath}"/></svg>`);
    const row = `<span>${star('fill-current').repeat(4)}${clipped}</span>`;
    expect(starRows(row).map(drawnStars)).toEqual([4.8]);
    expect(starRows(`<p>${star('fill-current').repeat(5)}</p>`).map(drawnStars)).toEqual([5]);
  });
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id) => {
  it('draws its rating in every row of stars, no more and no less', () => {
    const pages = pagesOf(id);
    const brandRating = ratingOf(pages.find((page) => page.path === '/')!.html);
    const drawn: string[] = [];
    for (const page of pages)
      for (const row of starRows(page.html))
        drawn.push(`${page.path}: ${drawnStars(row).toFixed(1)} stars for ${ratingOf(page.html) ?? brandRating}`);
    const rating = brandRating?.toFixed(1);
    expect(drawn.filter((line) => !line.includes(`: ${rating} stars for`))).toEqual([]);
  });

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
