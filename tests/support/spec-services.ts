/**
 * The spec's service lists (SPEC.md, "5. Validation rules": the service choices of the home form and the contact form), written
 * out here rather than imported from src/lib/service-catalogue.ts, so the tests compare the code with the spec, not
 * with itself.
 */

/** The home quote form's service choices (option values), in the spec's order. */
export const specQuoteServices = [
  'fencing',
  'patio',
  'artificial-turf',
  'landscaping',
  'tree-surgery',
  'turfing',
  'maintenance',
  'other',
] as const;

/** The contact enquiry form's service choices, the default first, in the spec's order. */
export const specEnquiryServices = [
  'General Enquiry',
  'Fencing',
  'Patio Installation',
  'Tree Surgery',
  'Hedge Trimming',
  'Artificial Turf',
  'Natural Turfing',
  'Garden Transformation',
  'Landscaping',
] as const;

/**
 * The service pages the not-found page links to as its popular pages (SPEC.md, "Not-found page", names no pages: these
 * four are the ones the tests have held the default brand to).
 */
export const specNotFoundServiceLinks = ['/fencing', '/patio', '/artificial-turf', '/tree-surgery'] as const;
