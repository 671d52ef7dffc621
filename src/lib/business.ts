/**
 * Business facts shared by every brand (SPEC section 9), kept in one place so each
 * page shows one consistent version. The spec gives two versions of the hours:
 * the detailed weekly list (contact section and /contact) and the short
 * "Mon-Sat 8:00-6:00, Sunday emergency calls only" summary (areas-covered block).
 */
export const openingHours = [
  {
    days: 'Monday – Friday',
    hours: '8:00 AM – 6:00 PM',
    schema: { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  },
  {
    days: 'Saturday',
    hours: '9:00 AM – 4:00 PM',
    schema: { dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' },
  },
  { days: 'Sunday', hours: 'Closed', schema: null },
] as const;

export const areasBlockHours = {
  weekdays: 'Mon-Sat: 8:00-6:00',
  sunday: 'Sunday: emergency calls only',
} as const;

export const phoneLineAvailability = 'Phone lines open Monday to Saturday';
export const coverageRadiusMiles = 50;
export const quoteReplyPromise = 'within 24 hours';
export const aggregateRating = { ratingValue: '5.0', reviewCount: 50, bestRating: '5', worstRating: '1' } as const;
export const priceRange = '££';
export const trustedClaim = 'Trusted by 100+ Happy Customers';
export const artificialGrassPileMm = 35;

/** The six service types in the business structured data (SPEC section 1). */
export const serviceTypes = [
  'Patio Installation',
  'Fencing Installation',
  'Landscaping Services',
  'Tree Surgery',
  'Artificial Grass',
  'Hedge Trimming',
] as const;
