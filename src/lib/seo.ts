/**
 * SEO as plain data: the whole per-page <head> (title, meta, links) and the JSON-LD
 * graphs are built here from the brand and page data, and rendered once by Seo.astro.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  HomeAndConstructionBusiness,
  PostalAddress,
  Review,
  Service,
  WithContext,
} from 'schema-dts';
import { isoDay } from './blog-text.ts';
import type { Brand } from './brand-schema.ts';
import type { BreadcrumbItem } from './breadcrumbs.ts';
import type { Rating } from './rating.ts';
import { openingHoursSpecification } from './business.ts';
import { proofJsonLd } from './proof-json-ld.ts';
import { serviceTypes } from './service-catalogue.ts';

export interface PageMeta {
  /** Page title without the brand suffix; omit on the home page to use the brand title. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/fencing" ("/" for home). */
  path: string;
  /** Absolute or root-relative URL of the social image. */
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface Head {
  title: string;
  tags: HeadTag[];
}

export function canonicalUrl(brand: Pick<Brand, 'canonical'>, path: string): string {
  return path === '/' ? `${brand.canonical}/` : `${brand.canonical}${path.replace(/\/+$/, '')}`;
}

export function absoluteUrl(brand: Pick<Brand, 'canonical'>, url: string): string {
  return new URL(url, `${brand.canonical}/`).href;
}

/** Search results cut titles at about 60-70 characters: a long page title takes the brand's short name. */
export const maxTitleLength = 70;

export function pageTitle(brand: Pick<Brand, 'title' | 'businessName' | 'shortName'>, title?: string): string {
  if (!title) return brand.title;
  const full = `${title} | ${brand.businessName}`;
  return full.length <= maxTitleLength ? full : `${title} | ${brand.shortName}`;
}

export function buildHead(brand: Brand, page: PageMeta): Head {
  const title = pageTitle(brand, page.title);
  const url = canonicalUrl(brand, page.path);
  const isHome = page.path === '/';
  const ogTitle = isHome ? brand.ogTitle : title;
  const ogDescription = isHome ? brand.ogDescription : page.description;
  const image = page.image ? absoluteUrl(brand, page.image) : undefined;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  const tags: HeadTag[] = [
    meta('name', 'description', page.description),
    meta('name', 'keywords', brand.keywords.join(', ')),
    meta('name', 'robots', page.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large'),
    // A noindex page (the not-found page) has no address of its own to point search engines or shares at.
    ...(page.noindex ? [] : [{ tag: 'link' as const, attrs: { rel: 'canonical', href: url } }]),
    meta('property', 'og:type', page.type ?? 'website'),
    meta('property', 'og:site_name', brand.businessName),
    meta('property', 'og:locale', 'en_GB'),
    ...(page.noindex ? [] : [meta('property', 'og:url', url)]),
    meta('property', 'og:title', ogTitle),
    meta('property', 'og:description', ogDescription),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', ogTitle),
    meta('name', 'twitter:description', ogDescription),
  ];
  if (image) {
    tags.push(meta('property', 'og:image', image), meta('name', 'twitter:image', image));
    if (page.imageAlt)
      tags.push(meta('property', 'og:image:alt', page.imageAlt), meta('name', 'twitter:image:alt', page.imageAlt));
  }
  return { title, tags };
}

const places = (brand: Pick<Brand, 'areaServed'>) =>
  brand.areaServed.map((name) => ({ '@type': 'Place' as const, name }));

function postalAddress(brand: Pick<Brand, 'address'>): PostalAddress {
  const { street, locality, region, postcode, country } = brand.address;
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: locality,
    addressRegion: region,
    postalCode: postcode,
    addressCountry: country,
  };
}

/** The brand's logo as a raster image (src/pages/apple-touch-icon.png.ts renders it from the logo or mark). */
export const brandLogoPath = '/apple-touch-icon.png';

/** The @id every page's business JSON-LD carries, so reviews and articles can point at it. */
export function businessId(brand: Pick<Brand, 'canonical'>): string {
  return `${brand.canonical}/#business`;
}

/**
 * The business structured data: name, phone, e-mail, areas, service types, price range and the brand's proof (schema.org
 * has no landscaper or tree-surgeon type, hence HomeAndConstructionBusiness): the
 * services it offers, and its rating only when it has one (lib/rating.ts: never a figure the page does not show).
 */
export function businessJsonLd(
  brand: Brand,
  { image, rating }: { image?: string; rating?: Rating } = {},
): WithContext<HomeAndConstructionBusiness> {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(brand),
    name: brand.businessName,
    description: brand.description,
    url: `${brand.canonical}/`,
    telephone: brand.contact.phone.e164,
    email: brand.email,
    // The brand's logo (its own file or generated mark) as the 180 px PNG; `image` is the page's picture.
    logo: absoluteUrl(brand, brandLogoPath),
    ...(image ? { image: absoluteUrl(brand, image) } : {}),
    address: postalAddress(brand),
    areaServed: places(brand),
    knowsAbout: serviceTypes(brand),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Garden services',
      itemListElement: serviceTypes(brand).map((serviceType) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', serviceType, name: serviceType },
      })),
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.ratingValue,
            reviewCount: rating.reviewCount,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
    priceRange: brand.business.priceRange,
    openingHoursSpecification: openingHoursSpecification(brand.openingHours).map((spec) => ({
      '@type': 'OpeningHoursSpecification' as const,
      ...spec,
    })),
    sameAs: [
      ...Object.values(brand.profiles),
      ...(brand.proof?.googleBusiness ? [brand.proof.googleBusiness.url] : []),
    ],
    // What a visitor can check, as the brand's proof states it (lib/proof-json-ld.ts): nothing without proof.
    ...proofJsonLd(brand.proof, brand.services),
  };
}

export function breadcrumbJsonLd(
  brand: Brand,
  items: BreadcrumbItem[],
  currentPath: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: canonicalUrl(brand, item.href ?? currentPath),
    })),
  };
}

/** A service page's Service, provided by the business (same @id as the business JSON-LD). */
export function serviceJsonLd(
  brand: Brand,
  service: { name: string; description: string; path: string },
): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: canonicalUrl(brand, service.path),
    provider: { '@id': businessId(brand) },
    areaServed: places(brand),
  };
}

export interface ReviewFacts {
  name: string;
  /** ISO day, or '' when the platform shows no date. */
  date: string;
  platform: string;
  rating: number;
  text: string;
}

/** A review on /reviews, naming the business by the same @id as the business JSON-LD, so the two join up. */
export function reviewJsonLd(brand: Brand, review: ReviewFacts): WithContext<Review> {
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
      '@id': businessId(brand),
      name: brand.businessName,
      address: postalAddress(brand),
    },
  };
}

export interface ArticleFacts {
  slug: string;
  title: string;
  description: string;
  date: Date;
  updated?: Date;
  category: string;
  /** Root-relative or absolute URL of the article image. */
  image: string;
  wordCount: number;
}

/** BlogPosting structured data for an article page (rendered by BaseLayout through `schemas`). */
export function blogPostingJsonLd(brand: Brand, article: ArticleFacts): WithContext<BlogPosting> {
  const url = canonicalUrl(brand, `/blog/${article.slug}`);
  const organisation = { '@type': 'Organization' as const, name: brand.businessName, url: `${brand.canonical}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: isoDay(article.date),
    dateModified: isoDay(article.updated ?? article.date),
    author: organisation,
    publisher: { ...organisation, logo: { '@type': 'ImageObject', url: absoluteUrl(brand, brandLogoPath) } },
    image: absoluteUrl(brand, article.image),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.category,
    wordCount: article.wordCount,
    inLanguage: 'en-GB',
  };
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
