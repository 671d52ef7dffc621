/**
 * The spec's home sections, in its order (SPEC.md, "Home page sections"), by each section's anchor: written out here
 * rather than imported from src/lib/home-composition.ts, so the tests compare the code with the spec, not with itself.
 */
export const specHomeSections = [
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
