/**
 * Gathers what src/lib/readiness.ts needs for each brand: its reviews still marked as samples (the same loader as
 * the build), the placeholder pictures and the pages too like another brand's (from a built site's folder), and the
 * form keys a production build would lack (from the environment, as a production build reads it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { reviewSchema } from '../../src/lib/content-schemas.ts';
import { brandReadiness, type BrandReadiness } from '../../src/lib/readiness.ts';
import { sampleReviews } from '../../src/lib/reviews.ts';
import { serviceCatalogue } from '../../src/lib/service-catalogue.ts';
import { brandContentDir, loadOwnList } from '../../src/render-time/brand-content-files.ts';
import { duplicationBreaches, measureDuplication, type Breach } from '../duplication.ts';
import { buildEnv, missingFormKeys } from '../form-keys.ts';
import { placeholderReport } from '../placeholder-report.ts';

const serviceNames = Object.fromEntries(serviceCatalogue.map((entry) => [entry.id, entry.title]));

/** Where a brand's reviews live. */
export const reviewsFileOf = (brandId: string) => `${brandContentDir(brandId)}/reviews.yaml`;

/** The names of the brand's reviews still marked as samples (an unreadable file counts as none here: the build says why). */
export function sampleReviewNames(brand: Brand, root = process.cwd()): string[] {
  try {
    return sampleReviews(loadOwnList(brand, 'reviews', reviewSchema, root)).map((review) => review.name);
  } catch {
    return [];
  }
}

/**
 * Every brand's readiness. `siteDir`: a built site (dist/) holding every brand, or undefined when there is none
 * (the pictures and the duplication cannot then be checked, which the list says).
 */
export function readinessOf(
  brands: readonly Brand[],
  siteDir: string | undefined,
  { env = process.env, breaches }: { env?: NodeJS.ProcessEnv; breaches?: readonly Breach[] } = {},
): BrandReadiness[] {
  const built = siteDir !== undefined && brands.every((brand) => existsSync(join(siteDir, brand.id)));
  breaches ??=
    built && brands.length > 1
      ? duplicationBreaches(
          measureDuplication(
            siteDir,
            brands.map((b) => b.id),
          ),
          [...brands],
        )
      : [];
  const keys = buildEnv(env);
  return brands.map((brand) =>
    brandReadiness({
      brand,
      reviewsFile: reviewsFileOf(brand.id),
      sampleReviewNames: sampleReviewNames(brand),
      placeholders: built ? placeholderReport(brand.id, join(siteDir, brand.id)) : undefined,
      sharedPages: built
        ? breaches
            .filter((breach) => breach.brand === brand.id)
            .map((breach) => `${breach.route} reads ${breach.similarity.toFixed(2)} like ${breach.other}`)
        : undefined,
      missingFormKeys: missingFormKeys([brand], keys).map((line) => line.replace(/^[^:]+: /, '')),
      serviceNames,
    }),
  );
}
