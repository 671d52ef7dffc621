/**
 * The service lists the default brand must show, word for word and in order: the home quote form's and the contact
 * enquiry form's choices, copied from the product specification (kept outside this repository) rather than imported
 * from src/lib/service-catalogue.ts, so the tests compare the code with the required lists, not with itself.
 */

/** The home quote form's service choices (option values), in order. */
export const defaultBrandQuoteServices = [
  'fencing',
  'patio',
  'artificial-turf',
  'landscaping',
  'tree-surgery',
  'turfing',
  'maintenance',
  'other',
] as const;

/** The contact enquiry form's service choices, General Enquiry (the default) first, in order. */
export const defaultBrandEnquiryServices = [
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
 * The service pages the default brand's not-found page links to as its popular pages. Which pages are popular is
 * not fixed: these four are the ones the tests hold the default brand to.
 */
export const defaultBrandNotFoundServiceLinks = ['/fencing', '/patio', '/artificial-turf', '/tree-surgery'] as const;

/** The service cards of the default brand's area pages, by the page each links to, in order. */
export const defaultBrandAreaServiceCards = [
  '/patio',
  '/fencing',
  '/landscaping',
  '/artificial-turf',
  '/tree-surgery',
  '/hedge-trimming',
] as const;
