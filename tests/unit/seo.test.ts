import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath } from '../../src/lib/breadcrumbs.ts';
import {
  breadcrumbJsonLd,
  buildHead,
  businessJsonLd,
  canonicalUrl,
  serializeJsonLd,
  serviceJsonLd,
} from '../../src/lib/seo.ts';
import { brandRating, ratingOfReviews } from '../../src/lib/rating.ts';
import { validateBrands } from '../../src/lib/brand-schema.ts';
import { readBrandFiles } from '../../src/render-time/load-brands.ts';
import { fixtureBrand, fixtureBrandsDir } from '../fixtures/brands.ts';

const brand = fixtureBrand('birchway-fencing');
const attr = (head: ReturnType<typeof buildHead>, key: string) =>
  head.tags.find((t) => t.attrs.name === key || t.attrs.property === key || t.attrs.rel === key)?.attrs;

describe('buildHead', () => {
  it('uses the brand title on the home page and suffixes inner pages', () => {
    expect(buildHead(brand, { path: '/', description: 'd'.repeat(60) }).title).toBe(brand.title);
    expect(buildHead(brand, { path: '/fencing', title: 'Fencing', description: 'x' }).title).toBe(
      `Fencing | ${brand.businessName}`,
    );
  });

  it('puts canonical and og:url on the brand origin', () => {
    const head = buildHead(brand, { path: '/fencing', title: 'Fencing', description: 'x', image: '/social-card.png' });
    expect(attr(head, 'canonical')!.href).toBe('https://www.birchwayfencing.example/fencing');
    expect(attr(head, 'og:url')!.content).toBe('https://www.birchwayfencing.example/fencing');
    expect(attr(head, 'og:image')!.content).toBe('https://www.birchwayfencing.example/social-card.png');
    expect(attr(head, 'twitter:card')!.content).toBe('summary_large_image');
    expect(attr(head, 'robots')!.content).toMatch(/^index, follow/);
    expect(attr(head, 'keywords')!.content).toBe(brand.keywords.join(', '));
  });

  it('marks noindex pages', () => {
    expect(attr(buildHead(brand, { path: '/404', description: 'x', noindex: true }), 'robots')!.content).toBe(
      'noindex, follow',
    );
  });

  it('builds canonical URLs without trailing slashes except the root', () => {
    expect(canonicalUrl(brand, '/')).toBe('https://www.birchwayfencing.example/');
    expect(canonicalUrl(brand, '/blog/')).toBe('https://www.birchwayfencing.example/blog');
  });
});

describe('businessJsonLd', () => {
  const data = businessJsonLd(brand) as unknown as Record<string, any>;
  it('is a HomeAndConstructionBusiness with the business facts, price range ££ and six service types', () => {
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.name).toBe(brand.businessName);
    expect(data.telephone).toBe('+447700900782');
    expect(data.email).toBe(brand.email);
    expect(data.priceRange).toBe('££');
    // No rating given: none stated (lib/rating.ts gives it from the brand's reviews or its stated figure).
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.openingHoursSpecification).toHaveLength(2);
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Andover',
      postalCode: 'SP10 1AA',
      addressCountry: 'GB',
    });
    // The brand file gives no areaServed: the places its pages name, with the country.
    expect(data.areaServed).toEqual(brand.serviceAreas.map((place) => ({ '@type': 'Place', name: `${place}, UK` })));
    expect(data.hasOfferCatalog.itemListElement.map((o: any) => o.itemOffered.serviceType)).toEqual([
      'Patio Installation',
      'Fencing Installation',
      'Landscaping Services',
      'Tree Surgery',
      'Artificial Grass',
      'Hedge Trimming',
    ]);
  });
});

describe('businessJsonLd telephone', () => {
  it('is the E.164 number the brand was given when validated, however the file writes it', () => {
    const files = readBrandFiles(fixtureBrandsDir);
    (files.find((f) => f.file === 'brands/birchway-fencing.json')!.data as Record<string, unknown>).phone =
      '+44 (0)20 7946 0123 ext. 12';
    const written = validateBrands(files).find((b) => b.id === 'birchway-fencing')!;
    const data = businessJsonLd(written) as unknown as Record<string, any>;
    expect(data.telephone).toBe('+442079460123');
    expect(data.telephone).toBe(written.contact.phone.e164);
    // The tel: link keeps the extension; E.164 has none.
    expect(written.contact.phone.href).toBe('tel:+442079460123;ext=12');
  });
});

describe('businessJsonLd with brand-specific business facts', () => {
  it('takes the price range from the brand file and the rating it is given', () => {
    const oakmere = fixtureBrand('oakmere-tree-care');
    const data = businessJsonLd(oakmere, {
      rating: brandRating(oakmere.business.aggregateRating, []),
    }) as unknown as Record<string, any>;
    expect(data.priceRange).toBe('£££');
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.8',
      reviewCount: 37,
      bestRating: '5',
      worstRating: '1',
    });
    const own = businessJsonLd(brand, { rating: ratingOfReviews([{ rating: 5 }, { rating: 4 }, { rating: 5 }]) });
    expect((own as unknown as Record<string, any>).aggregateRating).toMatchObject({
      ratingValue: '4.7',
      reviewCount: 3,
    });
  });

  it('lists only the services the brand offers', () => {
    const treeCare = { ...brand, focus: ['tree-surgery'], services: ['tree-surgery', 'hedge-trimming', 'landscaping'] };
    const data = businessJsonLd(treeCare) as unknown as Record<string, any>;
    expect(data.knowsAbout).toEqual(['Landscaping Services', 'Tree Surgery', 'Hedge Trimming']);
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(3);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists every crumb with position, name and an absolute item URL', () => {
    const items = breadcrumbsFromPath('/blog/post', { '/blog/post': 'Post' });
    expect(breadcrumbJsonLd(brand, items, '/blog/post').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.birchwayfencing.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://www.birchwayfencing.example/blog' },
      { '@type': 'ListItem', position: 3, name: 'Post', item: 'https://www.birchwayfencing.example/blog/post' },
    ]);
  });
});

describe('serviceJsonLd', () => {
  it('names the business as provider by its @id and serves the brand areas', () => {
    const data = serviceJsonLd(brand, { name: 'Fencing', description: 'Fences.', path: '/fencing' }) as Record<
      string,
      any
    >;
    expect(data).toMatchObject({
      '@type': 'Service',
      url: 'https://www.birchwayfencing.example/fencing',
      provider: { '@id': (businessJsonLd(brand) as Record<string, any>)['@id'] },
    });
    expect(data.areaServed.map((p: { name: string }) => p.name)).toEqual(brand.areaServed);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
