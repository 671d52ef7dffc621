/**
 * The eleven sections the default brand's home must show, top to bottom, by each section's anchor: copied from
 * the product specification (kept outside this repository) rather than imported from src/lib/home-composition.ts,
 * so the tests compare the code with the required list, not with itself.
 */
export const defaultBrandHomeSections = [
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
] as const;
