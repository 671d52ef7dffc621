/**
 * What still stands between a brand and going live, in its owner's words: `npm run readiness` prints it for every
 * brand (and exits 1 while any brand has something left), and the editor shows the same list to that brand's owner.
 *  - Sample reviews left: reviews written for the demonstration, marked `sample` (a production build refuses them).
 *  - Placeholder pictures still shown: the generated drawings standing in for the business's own photos, by page.
 *  - Proof not yet filled in: the company's registered details, its insurance, a named person and a price guide for
 *    each main service are needed; accreditations, guarantees, emergency call-outs and the Google profile are worth
 *    adding where the business has them (suggestions: a business without a guarantee can still go live).
 *  - Words still shared with another brand above the duplication limit, by page.
 *  - Missing form keys: a form that would not reach the business.
 * Pure: scripts/support/readiness.ts gathers these from the files, the built pages and the environment.
 */
import type { Proof } from './proof-schema.ts';

export type ReadinessKind = 'sample-reviews' | 'placeholder-pictures' | 'proof' | 'shared-words' | 'form-keys';

export interface ReadinessItem {
  kind: ReadinessKind;
  /** One line in the owner's words: what is left and what to do. */
  text: string;
  /** What exactly: the reviews, the pictures and their pages, the proof parts, the pages, the variables. */
  details: string[];
}

export interface BrandReadiness {
  brandId: string;
  businessName: string;
  /** What must be done before the brand goes live. */
  left: ReadinessItem[];
  /** What would make the site stronger, where the business has it. */
  suggestions: ReadinessItem[];
}

export interface ReadinessFacts {
  brand: { id: string; businessName: string; focus: readonly string[]; proof?: Proof };
  /** Where its reviews live (brands/<id>/content/reviews.yaml). */
  reviewsFile: string;
  /** The names of its reviews still marked as samples. */
  sampleReviewNames: readonly string[];
  /** Picture key → the pages still showing the generated placeholder; undefined when the site is not built. */
  placeholders?: ReadonlyMap<string, readonly string[]>;
  /** Pages reading too much like another brand's ("/about 0.62 like local-fencing-uk"); undefined when not measured. */
  sharedPages?: readonly string[];
  /** The form-service variables a production build would lack. */
  missingFormKeys: readonly string[];
  /** Catalogue id → service name, for the price guides' lines. */
  serviceNames: Readonly<Record<string, string>>;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The proof parts a brand needs before going live that it has not filled in. */
export function missingProof(brand: ReadinessFacts['brand'], serviceNames: ReadinessFacts['serviceNames']): string[] {
  const proof = brand.proof ?? {};
  const priced = new Set((proof.priceGuides ?? []).map((guide) => guide.service));
  return [
    ...(proof.company ? [] : ['Company details: your registered name, and company number if you have one']),
    ...(proof.insurance?.length ? [] : ['Insurance: at least your public liability cover']),
    ...(proof.people?.length ? [] : ['People customers will meet: at least the owner, with their role']),
    ...brand.focus
      .filter((service) => !priced.has(service))
      .map((service) => `Price guide for ${serviceNames[service] ?? service}: a starting price and what it includes`),
  ];
}

/** The proof parts worth adding where the business has them. */
export function suggestedProof(brand: ReadinessFacts['brand']): string[] {
  const proof = brand.proof ?? {};
  return [
    ...(proof.accreditations?.length
      ? []
      : ['Accreditations and memberships (e.g. TrustMark, Checkatrade, Arb Approved), with the link to their list']),
    ...(proof.guarantees?.length ? [] : ['Guarantees: what you guarantee, and for how long']),
    ...(proof.emergency ? [] : ['Emergency call-outs: how soon you get there, if you take them']),
    ...(proof.googleBusiness ? [] : ['Your Google Business Profile, with its number of reviews']),
  ];
}

export function brandReadiness(facts: ReadinessFacts): BrandReadiness {
  const { brand } = facts;
  const left: ReadinessItem[] = [];
  if (facts.sampleReviewNames.length)
    left.push({
      kind: 'sample-reviews',
      text: `${plural(facts.sampleReviewNames.length, 'sample review')} left under Reviews → Your reviews (${facts.reviewsFile}): delete them and add your real reviews; a sample must never go live as a real one.`,
      details: [...facts.sampleReviewNames],
    });
  if (facts.placeholders === undefined)
    left.push({
      kind: 'placeholder-pictures',
      text: 'The pictures could not be checked: the site has not been built yet.',
      details: [],
    });
  else if (facts.placeholders.size)
    left.push({
      kind: 'placeholder-pictures',
      text: `${plural(facts.placeholders.size, 'drawing')} still shown where your own photos should be: add a photo of your work for each.`,
      details: [...facts.placeholders].map(([key, pages]) => `${key}: ${pages.join(', ')}`),
    });
  const proof = missingProof(brand, facts.serviceNames);
  if (proof.length)
    left.push({
      kind: 'proof',
      text: 'Not yet filled in under “What customers can check”:',
      details: proof,
    });
  if (facts.sharedPages?.length)
    left.push({
      kind: 'shared-words',
      text: 'Pages that still read too much like another business’s: write them in your own words.',
      details: [...facts.sharedPages],
    });
  if (facts.missingFormKeys.length)
    left.push({
      kind: 'form-keys',
      text: 'The enquiry forms would not reach you: your web agency must set these form-service keys.',
      details: [...facts.missingFormKeys],
    });
  const suggested = suggestedProof(brand);
  return {
    brandId: brand.id,
    businessName: brand.businessName,
    left,
    suggestions: suggested.length
      ? [{ kind: 'proof', text: 'Worth adding, where your business has them:', details: suggested }]
      : [],
  };
}

/** The readiness as lines for a terminal: the brand, what is left (✗) and the suggestions (·), `maxDetails` each. */
export function readinessLines(readiness: BrandReadiness, maxDetails = 8): string[] {
  const details = (item: ReadinessItem) => [
    ...item.details.slice(0, maxDetails),
    ...(item.details.length > maxDetails ? [`… and ${item.details.length - maxDetails} more`] : []),
  ];
  const items = (marker: string, list: readonly ReadinessItem[]) =>
    list.flatMap((item) => [`  ${marker} ${item.text}`, ...details(item).map((detail) => `      ${detail}`)]);
  return [
    `${readiness.left.length ? '✗' : '✓'} ${readiness.brandId} (${readiness.businessName}): ${
      readiness.left.length ? `${plural(readiness.left.length, 'thing')} left before going live` : 'ready to go live'
    }`,
    ...items('✗', readiness.left),
    ...items('·', readiness.suggestions),
  ];
}
