/** Which brands still hold a sample review (the production build's check; tests/build/production-build.test.ts runs it). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sampleReviewProblems } from '../../scripts/sample-reviews.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';

const brands = loadBrands();
const root = mkdtempSync(join(tmpdir(), 'sample-reviews-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const reviewsIn = (brandId: string, yaml: string) => {
  mkdirSync(join(root, 'brands', brandId, 'content'), { recursive: true });
  writeFileSync(join(root, 'brands', brandId, 'content', 'reviews.yaml'), yaml);
};
const review = (id: string, sample: boolean) =>
  `- id: ${id}\n${sample ? '  sample: true\n' : ''}  name: Ann B.\n  date: ''\n  platform: Google\n  rating: 5\n  location: Reading\n  text: A very tidy job on our side fence, finished in a day and every post set in concrete.\n`;

it('names each brand that still holds a sample review, with its file and how many', () => {
  const [first, second] = brands;
  reviewsIn(first!.id, review('a', true) + review('b', false) + review('c', true));
  reviewsIn(second!.id, review('a', false));
  expect(sampleReviewProblems([first!, second!], root)).toEqual([
    `${first!.id}: 2 sample review(s) in brands/${first!.id}/content/reviews.yaml`,
  ]);
});
