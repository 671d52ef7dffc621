/**
 * A production deploy must never show a sample review as a real one (a fake review is a banned practice under the
 * Digital Markets, Competition and Consumers Act 2024): on Netlify's production context (CONTEXT=production) a
 * brand that still holds a review marked `sample` stops the build, naming the brand, the file and how many.
 * Deploy previews, branch deploys and local builds show them, and npm run readiness lists them.
 */
import type { Brand } from '../src/lib/brand-schema.ts';
import { reviewsFileOf, sampleReviewNames } from './support/readiness.ts';

/** One line per brand that still holds sample reviews: "fencing-landscaping: 28 in brands/…/reviews.yaml". */
export function sampleReviewProblems(brands: readonly Brand[], root = process.cwd()): string[] {
  return brands.flatMap((brand) => {
    const names = sampleReviewNames(brand, root);
    return names.length ? [`${brand.id}: ${names.length} sample review(s) in ${reviewsFileOf(brand.id)}`] : [];
  });
}

export function sampleReviewsError(problems: string[]): string {
  return (
    `✗ Production build with sample reviews: these were written for the demonstration, and must never be shown as real.\n` +
    problems.map((line) => `  ${line}`).join('\n') +
    `\n  Delete them in the editor (Reviews) and add the business's real reviews; npm run readiness lists what else is left.`
  );
}

/** Stops a production build of a brand that still shows a sample review. */
export function checkSampleReviewsForProduction(brands: readonly Brand[], env: NodeJS.ProcessEnv = process.env): void {
  if (env.CONTEXT !== 'production') return;
  const problems = sampleReviewProblems(brands);
  if (!problems.length) return;
  console.error(`\n${sampleReviewsError(problems)}\n`);
  process.exit(1);
}
