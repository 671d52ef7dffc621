/**
 * Business facts (SPEC section 9). The ones that may differ per brand (hours, price range) are
 * defaults here: a brand file's `business` object overrides them, and pages read the merged result
 * from `brand.business`. A rating and a customer count have no default: a brand states its own or
 * shows none (lib/rating.ts works a rating out of its reviews). The spec gives two versions of the hours: the detailed weekly list
 * (contact section, /contact, footer) and the short "Mon-Sat 8:00-6:00, Sunday emergency calls only"
 * summary (areas-covered block). The rest is shared by every brand.
 */
export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface OpeningHoursRow {
  days: string;
  hours: string;
  schema: { dayOfWeek: (typeof weekdays)[number][]; opens: string; closes: string } | null;
}

/** A rating the owner states, naming the review sites it comes from. */
export interface StatedRating {
  ratingValue: string;
  reviewCount: number;
  platform: string;
}

export interface BusinessFacts {
  openingHours: OpeningHoursRow[];
  hoursSummary: { weekdays: string; sunday: string };
  aggregateRating?: StatedRating;
  /** "Trusted by {happyCustomers}+ Happy Customers". */
  happyCustomers?: number;
  priceRange: string;
}

const openingHours: OpeningHoursRow[] = [
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
];

/** What a brand shows when its file does not say otherwise. */
export const businessDefaults: BusinessFacts = {
  openingHours,
  hoursSummary: { weekdays: 'Mon-Sat: 8:00-6:00', sunday: 'Sunday: emergency calls only' },
  priceRange: '££',
};

export const phoneLineAvailability = 'Phone lines open Monday to Saturday';
export const coverageRadiusMiles = 50;
export const quoteReplyPromise = 'within 24 hours';
export const artificialGrassPileMm = 35;
