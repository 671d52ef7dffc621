/**
 * SEO as plain data: the whole per-page <head> (title, meta, links) and the JSON-LD
 * graphs are built here from the brand and page data, and rendered once by Seo.astro.
 */
import type { BreadcrumbList, HomeAndConstructionBusiness, WithContext } from 'schema-dts';
import type { Brand } from './brand.ts';
import type { BreadcrumbItem } from './breadcrumbs.ts';
import { serviceTypes } from './service-catalogue.ts';
import { telHref } from './links.ts';

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

/** The business structured data of SPEC section 1 (schema.org has no landscaper or tree-surgeon type). */
export function businessJsonLd(brand: Brand, logo?: string): WithContext<HomeAndConstructionBusiness> {
  const { street, locality, region, postcode, country } = brand.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${brand.canonical}/#business`,
    name: brand.businessName,
    description: brand.description,
    url: `${brand.canonical}/`,
    telephone: telHref(brand.phone).replace(/^tel:/, ''),
    email: brand.email,
    ...(logo ? { logo: absoluteUrl(brand, logo), image: absoluteUrl(brand, logo) } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      addressLocality: locality,
      addressRegion: region,
      postalCode: postcode,
      addressCountry: country,
    },
    areaServed: brand.areaServed.map((name) => ({ '@type': 'Place', name })),
    knowsAbout: serviceTypes(),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Garden services',
      itemListElement: serviceTypes().map((serviceType) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', serviceType, name: serviceType },
      })),
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ...brand.business.aggregateRating,
      bestRating: '5',
      worstRating: '1',
    },
    priceRange: brand.business.priceRange,
    openingHoursSpecification: brand.business.openingHours.flatMap(({ schema }) =>
      schema ? [{ '@type': 'OpeningHoursSpecification' as const, ...schema, dayOfWeek: [...schema.dayOfWeek] }] : [],
    ),
    sameAs: Object.values(brand.profiles),
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

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
