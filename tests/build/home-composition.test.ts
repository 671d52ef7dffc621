/**
 * Each brand's home is composed as its words say (`sections` in its home words, src/lib/home-composition.ts), as a
 * visitor gets it: the sections in that order, each once; the default brand's in the spec's order (copied from
 * SPEC.md, not imported); and no two brands of one trade with the same composition.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandTrade } from '../../src/lib/brand-pictures.ts';
import { homeSchema } from '../../src/lib/content-schemas.ts';
import { homeSectionIds } from '../../src/lib/home-composition.ts';
import { loadEntry } from '../../src/render-time/brand-content-files.ts';
import { shownLists } from './support/shown.ts';
import { attr, builtBrands, distDir, parseHtml } from './support/site.ts';

/** SPEC.md, "Home page sections", by each section's anchor. */
const specOrder = [
  'hero',
  'why-choose-us',
  'reviews',
  'trusted-banner',
  'services-showcase',
  'recent-work',
  'areas-covered',
  'about',
  'contact',
  'services-ticker',
  'call-to-action',
];

/** The sections a built home shows, top to bottom: the children of <main> that carry a section's id. */
async function shownSections(brandId: string): Promise<string[]> {
  const root = await parseHtml(readFileSync(join(distDir, brandId, 'index.html'), 'utf8'));
  const main = root.querySelector('main')!;
  return main.childElements
    .map((element) => attr(element, 'id') ?? '')
    .filter((id) => (homeSectionIds as readonly string[]).includes(id));
}

const compositions = new Map(
  await Promise.all(builtBrands.map(async (brand) => [brand.id, await shownSections(brand.id)] as const)),
);

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('shows the sections its home words list, in that order (the reviews only when it has some)', () => {
    const listed = loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema).sections;
    const hasReviews = shownLists(brand).homeReviews.length > 0;
    expect(compositions.get(id)).toEqual(listed.filter((section) => section !== 'reviews' || hasReviews));
  });
});

it('keeps the spec’s sections in the spec’s order on the default brand (built with every subset)', () => {
  const defaultBrand = builtBrands.find((brand) => brand.default);
  expect(defaultBrand).toBeDefined();
  expect(compositions.get(defaultBrand!.id)).toEqual(specOrder);
});

const sameTrade = builtBrands.flatMap((a, i) =>
  builtBrands
    .slice(i + 1)
    .filter((b) => brandTrade(a.focus) === brandTrade(b.focus))
    .map((b) => [`${a.id} / ${b.id}`, a.id, b.id] as const),
);

// One test per pair of built brands of one trade (none when the build holds no two of a trade).
for (const [pair, a, b] of sameTrade)
  it(`${pair}, of one trade, compose their homes differently`, () => {
    expect(compositions.get(a)).not.toEqual(compositions.get(b));
  });
