/**
 * The brands read as different businesses: each brand's home, /about and lead service pages stay at or
 * below the similarity limit against every other built brand (scripts/duplication.ts; the build prints the
 * report and writes reports/duplication.md). Needs at least two built brands.
 */
import { describe, expect, it } from 'vitest';
import { duplicationBreaches, measureDuplication, ownRoutes, similarityLimit } from '../../scripts/duplication.ts';
import { builtBrands, distDir } from './support/site.ts';

describe('text similarity between brands', () => {
  const results = measureDuplication(
    distDir,
    builtBrands.map((brand) => brand.id),
  );

  it('has at least two brands to compare', () => {
    expect(builtBrands.length).toBeGreaterThan(1);
  });

  it.each(builtBrands.map((brand) => [brand.id, brand] as const))(
    `%s: home, /about and its lead service pages are ≤ ${similarityLimit} against every other brand`,
    (_id, brand) => {
      expect(ownRoutes(brand).slice(0, 2)).toEqual(['/', '/about']);
      const breaches = duplicationBreaches(results, [brand]).map(
        (b) => `${b.route} ${b.similarity.toFixed(2)} like ${b.other}`,
      );
      expect(breaches).toEqual([]);
    },
  );

  it('catches a copied page (the measure is not blind)', () => {
    const copied = results.map((r) => ({ ...r, pairs: { ...r.pairs, 'x ~ y': 1 } }));
    expect(duplicationBreaches(copied, [{ id: 'x', focus: [] }]).map((b) => b.route)).toEqual(['/', '/about']);
  });
});
