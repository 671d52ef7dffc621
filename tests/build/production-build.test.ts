/**
 * A production build (Netlify's CONTEXT=production) refuses, before building anything, a brand that still shows a
 * sample review, naming the brand and its reviews file; with every sample gone that check passes (and the next
 * one, the form keys, is what stops a copy without keys). In a temporary copy of the project, whatever the
 * committed brands hold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildIn, copyProject, outputOf, removeProjectCopy } from '../support/project-copy.ts';
import { allBrands } from './support/site.ts';

const brand = allBrands.find((candidate) => candidate.default)!;
const reviewsFile = `brands/${brand.id}/content/reviews.yaml`;
const sample =
  "- id: sample-one\n  sample: true\n  name: Ann B.\n  date: ''\n  platform: Google\n  rating: 5\n  location: Reading\n  text: A very tidy job on our side fence, finished in a day and every post set in concrete.\n";

let copy: string;
beforeAll(() => {
  copy = copyProject('production-build-');
});
afterAll(() => removeProjectCopy(copy));

const production = () => buildIn(copy, { CONTEXT: 'production', BRANDS: brand.id }, { keys: false });
const realReviews = () =>
  readFileSync(join(copy, reviewsFile), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== 'sample: true')
    .join('\n');

it(
  'stops at a brand that still shows a sample review, naming the brand and the file',
  { timeout: 60_000 },
  async () => {
    writeFileSync(join(copy, reviewsFile), sample + realReviews());
    const build = await production();
    expect(build.status, outputOf(build)).toBe(1);
    expect(build.stderr).toContain('Production build with sample reviews');
    expect(build.stderr).toContain(`${brand.id}: 1 sample review(s) in ${reviewsFile}`);
    expect(build.stdout).not.toContain('Building');
  },
);

it('lets a brand whose reviews are all real past that check', { timeout: 60_000 }, async () => {
  writeFileSync(join(copy, reviewsFile), realReviews());
  const build = await production();
  expect(build.stderr).not.toContain('sample review');
  expect(build.stderr).toContain('Production build without form keys');
});
