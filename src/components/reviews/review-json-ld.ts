/**
 * Review structured data for /reviews: each review names the business it is about with
 * the same @id as the site-wide business JSON-LD (src/lib/seo.ts), so the two join up.
 */
import type { Review, WithContext } from 'schema-dts';
import type { Brand } from '../../lib/brand.ts';

export interface TestimonialFacts {
  name: string;
  /** ISO day, or '' when the platform shows no date. */
  date: string;
  platform: string;
  rating: number;
  text: string;
}

export function reviewJsonLd(brand: Brand, review: TestimonialFacts): WithContext<Review> {
  const { street, locality, region, postcode, country } = brand.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    ...(review.date ? { datePublished: review.date } : {}),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    publisher: { '@type': 'Organization', name: review.platform },
    itemReviewed: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${brand.canonical}/#business`,
      name: brand.businessName,
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        addressLocality: locality,
        addressRegion: region,
        postalCode: postcode,
        addressCountry: country,
      },
    },
  };
}
