/**
 * What stands between a brand and going live, in its owner's words: each kind of thing left is listed with what
 * exactly, and a brand with nothing left is ready; what only some businesses have (guarantees, emergency call-outs,
 * accreditations, a Google profile) is suggested, never required.
 */
import { describe, expect, it } from 'vitest';
import { brandReadiness, missingProof, readinessLines, type ReadinessFacts } from '../../src/lib/readiness.ts';
import { fixtureBrand } from '../fixtures/brands.ts';

const serviceNames = { 'tree-surgery': 'Tree Surgery', 'hedge-trimming': 'Hedge Trimming' };
const complete = fixtureBrand('oakmere-tree-care');
const facts = (overrides: Partial<ReadinessFacts> = {}): ReadinessFacts => ({
  brand: complete,
  reviewsFile: 'brands/oakmere-tree-care/content/reviews.yaml',
  sampleReviewNames: [],
  placeholders: new Map(),
  sharedPages: [],
  missingFormKeys: [],
  serviceNames,
  ...overrides,
});

describe('a brand with something left', () => {
  const readiness = brandReadiness(
    facts({
      brand: { ...complete, proof: undefined },
      sampleReviewNames: ['Ann B.', 'Tom C.'],
      placeholders: new Map([['fencing-panel', ['/', '/fencing']]]),
      sharedPages: ['/about reads 0.62 like local-fencing-uk'],
      missingFormKeys: ['PUBLIC_WEB3FORMS_ACCESS_KEY'],
    }),
  );

  it('lists each kind, with what exactly', () => {
    expect(readiness.left.map((item) => item.kind)).toEqual([
      'sample-reviews',
      'placeholder-pictures',
      'proof',
      'shared-words',
      'form-keys',
    ]);
    expect(readiness.left[0]!.text).toBe(
      '2 sample reviews left under Reviews → Your reviews (brands/oakmere-tree-care/content/reviews.yaml): delete them and add your real reviews; a sample must never go live as a real one.',
    );
    expect(readiness.left[0]!.details).toEqual(['Ann B.', 'Tom C.']);
    expect(readiness.left[1]!.details).toEqual(['fencing-panel: /, /fencing']);
    expect(readiness.left[2]!.details).toEqual([
      'Company details: your registered name, and company number if you have one',
      'Insurance: at least your public liability cover',
      'People customers will meet: at least the owner, with their role',
      'Price guide for Tree Surgery: a starting price and what it includes',
      'Price guide for Hedge Trimming: a starting price and what it includes',
    ]);
    expect(readiness.suggestions[0]!.details).toHaveLength(4);
  });

  it('prints a line per brand and per thing left, long lists cut short', () => {
    const lines = readinessLines(readiness, 1);
    expect(lines[0]).toBe('✗ oakmere-tree-care (Oakmere Tree Care): 5 things left before going live');
    expect(lines).toContain('      Ann B.');
    expect(lines).toContain('      … and 1 more');
    expect(lines).not.toContain('      Tom C.');
  });

  it('says when the pictures could not be checked for want of a build', () => {
    const unbuilt = brandReadiness(facts({ placeholders: undefined }));
    expect(unbuilt.left.map((item) => item.text)).toEqual([
      'The pictures could not be checked: the site has not been built yet.',
    ]);
  });
});

it('finds a brand with its proof filled in, real reviews, its own photos and its keys ready to go live', () => {
  const readiness = brandReadiness(facts());
  expect(readiness.left).toEqual([]);
  expect(readiness.suggestions).toEqual([]);
  expect(readinessLines(readiness)).toEqual(['✓ oakmere-tree-care (Oakmere Tree Care): ready to go live']);
});

it('needs a price guide for each main service, not for every service', () => {
  const proof = { ...complete.proof!, priceGuides: complete.proof!.priceGuides!.slice(0, 1) };
  expect(missingProof({ ...complete, proof }, serviceNames)).toEqual([
    'Price guide for Hedge Trimming: a starting price and what it includes',
  ]);
});
