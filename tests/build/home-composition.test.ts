/**
 * Each brand's home is composed as its words say (`sections` in its home words, src/lib/home-composition.ts), as a
 * visitor gets it: the sections in that order, each once, those that show the brand's reviews or proof exactly when
 * it has them; the default brand's in its required order (tests/support/default-brand-home-sections.ts, copied word
 * for word, not imported); and no two brands of one trade with the same composition.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { brandTrade } from '../../src/lib/brand-pictures.ts';
import { homeSchema } from '../../src/lib/content-schemas.ts';
import { homeSectionIds } from '../../src/lib/home-composition.ts';
import { loadEntry } from '../../src/render-time/brand-content-files.ts';
import { shownLists } from './support/shown.ts';
import { attr, builtBrands, distDir, parseHtml } from './support/site.ts';
import { defaultBrandHomeSections } from '../support/default-brand-home-sections.ts';

const defaultOrder: readonly string[] = defaultBrandHomeSections;

/** The sections a built home shows, top to bottom: the children of <main> that carry a section's id. */
async function shownSections(brandId: string): Promise<string[]> {
  const root = await parseHtml(readFileSync(join(distDir, brandId, 'index.html'), 'utf8'));
  const main = root.querySelector('main')!;
  return main.childElements
    .map((element) => attr(element, 'id') ?? '')
    .filter((id) => (homeSectionIds as readonly string[]).includes(id));
}

/**
 * Whether the brand has what a section shows, read here from the brand file rather than from the components' own
 * helpers: its reviews, and its proof's credentials (any accreditation, insurance, guarantee or emergency
 * response) or price guides (one of a service it offers). Any other section always shows.
 */
function hasWhatItShows(brand: Brand, section: string): boolean {
  const proof = brand.proof ?? {};
  switch (section) {
    case 'reviews':
      return shownLists(brand).homeReviews.length > 0;
    case 'credentials':
      return (
        [proof.accreditations, proof.insurance, proof.guarantees].some((list) => (list?.length ?? 0) > 0) ||
        proof.emergency !== undefined
      );
    case 'price-guides':
      return (proof.priceGuides ?? []).some((guide) => brand.services.includes(guide.service));
    default:
      return true;
  }
}

const compositions = new Map(
  await Promise.all(builtBrands.map(async (brand) => [brand.id, await shownSections(brand.id)] as const)),
);

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('shows the sections its home words list, in that order (its reviews, credentials and price guides only when it has them)', () => {
    const listed = loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema).sections;
    expect(compositions.get(id)).toEqual(listed.filter((section) => hasWhatItShows(brand, section)));
  });
});

it('keeps the default brand’s eleven sections in their required order (built with every subset)', () => {
  const defaultBrand = builtBrands.find((brand) => brand.default);
  expect(defaultBrand).toBeDefined();
  expect(compositions.get(defaultBrand!.id)).toEqual(defaultOrder);
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
