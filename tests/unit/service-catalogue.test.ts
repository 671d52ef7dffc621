/**
 * The service catalogue (src/content/services.json) is the one source of every list of services:
 * navigation, hero chips, the not-found page, related services, area cards, routes, slides,
 * the forms' choices and the business structured data's serviceTypes.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enquiryForm, quoteForm } from '../../src/lib/forms/lead-forms.ts';
import { headerNavigation, routes } from '../../src/lib/routes.ts';
import { businessJsonLd } from '../../src/lib/seo.ts';
import {
  areaServiceCards,
  articleServiceLinks,
  byFocus,
  catalogueProblems,
  enquiryServiceChoices,
  footerServiceLinks,
  headerServiceLimit,
  headerServiceLinks,
  heroChipLinks,
  notFoundServiceLinks,
  notOfferedRoutes,
  offers,
  quoteServiceChoices,
  servicePageRoutes,
  serviceCatalogue,
  servicesByGroup,
  showcaseOffered,
  serviceTypes,
  tickerTexts,
  parseCatalogue,
  type ServiceEntry,
} from '../../src/lib/service-catalogue.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { fixtureBrands } from '../fixtures/brands.ts';
import {
  defaultBrandEnquiryServices,
  defaultBrandNotFoundServiceLinks,
  defaultBrandQuoteServices,
  defaultBrandAreaServiceCards,
} from '../support/default-brand-service-lists.ts';

/** A service added to the catalogue, placed in every list. */
const decking: ServiceEntry = {
  id: 'decking',
  group: 'structures',
  title: 'Decking',
  description: 'Softwood, hardwood and composite decks on treated joists, with steps, balustrades and lighting.',
  image: 'garden-after',
  alt: 'A new composite deck beside a lawn',
  page: true,
  slides: [{ image: 'garden-after', alt: 'A new composite deck beside a lawn' }],
  header: { order: 99, label: 'Decking' },
  heroChip: { order: 99, label: 'Decking' },
  ticker: { order: 99, label: 'Decking Installation' },
  notFound: { order: 99, label: 'Decking' },
  related: { order: 99, label: 'Decking', text: 'Decks built to last' },
  areaCard: {
    order: 99,
    title: 'Decking',
    alt: 'A new deck',
    text: 'Decks built across {area}, on treated joists that last.',
  },
  quote: { order: 7.5, key: 'decking', label: 'Decking' },
  enquiry: { order: 99, label: 'Decking' },
  serviceType: { order: 99, label: 'Decking Installation' },
};
const withDecking = parseCatalogue([...serviceCatalogue, decking]);

describe('the service catalogue', () => {
  it('is sound: unique ids and orders, a page or a card link for every entry', () => {
    expect(catalogueProblems()).toEqual([]);
    expect(catalogueProblems([...serviceCatalogue, serviceCatalogue[0]!])).toContain('id "fencing" appears twice');
  });

  it('names the entry and field of a mistake in src/content/services.json', () => {
    // src/lib never reads the disk: the build passes the keys that have a file (src/assets/image-keys.ts).
    expect(() => parseCatalogue([{ ...decking, image: 'no-such-image' }], undefined, imageKeys)).toThrow(
      /^src\/content\/services\.json: entry "decking", field "image" .*"garden-after"/,
    );
    expect(() => parseCatalogue([{ ...decking, image: 'No Such Image' }])).toThrow(/field "image"/);
    expect(() => parseCatalogue([{ ...decking, colour: 'red' }])).toThrow(/entry "decking"/);
  });

  it('has one page-copy file per service page, and no other', () => {
    const files = readdirSync('src/content/service-pages').map((file) => file.replace(/\.yaml$/, ''));
    expect([...files].sort()).toEqual(
      servicePageRoutes()
        .map((route) => route.slice(1))
        .sort(),
    );
  });

  it('drives the header navigation and the route table', () => {
    const services = headerServiceLinks();
    expect(services).toEqual([
      { href: '/fencing', label: 'Fencing' },
      { href: '/patio', label: 'Patio' },
      { href: '/artificial-turf', label: 'Artificial Turf' },
      { href: '/tree-surgery', label: 'Tree Surgery' },
      { href: '/hedge-trimming', label: 'Hedge Trimming' },
    ]);
    expect(headerNavigation().slice(1, 1 + services.length)).toEqual(services);
    for (const route of servicePageRoutes()) expect(routes).toContain(route);
    expect(servicePageRoutes()).toHaveLength(8);
  });

  it('gives the default brand exactly its header navigation, and every brand a menu of its own services', () => {
    const brands = loadBrands();
    const first = ['/', '/fencing', '/patio', '/artificial-turf', '/tree-surgery', '/hedge-trimming'];
    const rest = ['/services', '/gallery', '/about', '/contact'];
    const hrefs = (links: { href: string }[]) => links.map((link) => link.href);
    expect(hrefs(headerNavigation(brands.find((brand) => brand.default)!))).toEqual([...first, ...rest]);
    for (const brand of brands) {
      const services = headerServiceLinks(brand).map((link) => link.href.slice(1));
      for (const id of services) expect(offers(brand, id), `${brand.id}: ${id}`).toBe(true);
      // Its lead services open the menu (those with a place in it).
      const leads = brand.focus.filter((id) => serviceCatalogue.find((entry) => entry.id === id)?.header);
      expect(services.slice(0, leads.length), brand.id).toEqual(leads);
      expect(hrefs(headerNavigation(brand)).slice(-rest.length), brand.id).toEqual(rest);
    }
  });

  it('drives the hero chips, the not-found links, the article links and area cards', () => {
    expect(heroChipLinks().map((link) => link.label)).toEqual([
      'Fencing',
      'Patios',
      'Artificial Turf',
      'Tree Surgery',
      'Hedge Trimming',
      'Landscaping',
      'Turfing',
      'Garden Transformation',
    ]);
    expect(notFoundServiceLinks().map((link) => link.href)).toEqual(defaultBrandNotFoundServiceLinks);
    expect(articleServiceLinks(['tree-surgery', 'hedge-trimming']).map((link) => link.href)).toEqual([
      '/tree-surgery',
      '/hedge-trimming',
    ]);
    const cards = areaServiceCards('Slough');
    expect(cards).toHaveLength(6);
    expect(cards[0]!.description).toContain('across Slough');
    expect(cards.find((card) => card.href === '/artificial-turf')!.description).toContain('35mm');
    for (const link of [...heroChipLinks(), ...notFoundServiceLinks(), ...cards]) expect(routes).toContain(link.href);
  });

  it("gives the quote form's 8 service keys and the enquiry form's 9 choices, word for word", () => {
    expect(quoteServiceChoices().map((choice) => choice.value)).toEqual(defaultBrandQuoteServices);
    expect(quoteServiceChoices().map((choice) => choice.label)).toEqual([
      'Fencing',
      'Patio & paving',
      'Artificial turf',
      'Landscaping',
      'Tree surgery',
      'Natural turfing',
      'Garden maintenance',
      'Something else',
    ]);
    expect(enquiryServiceChoices()).toEqual(defaultBrandEnquiryServices);
    // The forms take their choices from the catalogue (FormSection.astro hands them to the islands).
    const options = (spec: typeof quoteForm) => spec.fields.find((field) => field.name === 'service')?.options;
    expect(options(quoteForm)).toEqual(quoteServiceChoices());
    expect(options(enquiryForm)?.map((option) => option.value)).toEqual(enquiryServiceChoices());
  });

  it("puts a brand's lead services first in the forms and the 404, adding ones the default lists lack", () => {
    const treeCare = { focus: ['tree-surgery', 'hedge-trimming'] };
    expect(quoteServiceChoices(treeCare).slice(0, 2)).toEqual([
      { value: 'tree-surgery', label: 'Tree surgery' },
      { value: 'hedge-trimming', label: 'Hedge trimming' },
    ]);
    expect(quoteServiceChoices(treeCare)).toHaveLength(quoteServiceChoices().length + 1);
    expect(quoteServiceChoices(treeCare).at(-1)!.value).toBe('other');
    expect(enquiryServiceChoices(treeCare).slice(0, 3)).toEqual(['General Enquiry', 'Tree Surgery', 'Hedge Trimming']);
    expect(enquiryServiceChoices(treeCare)).toHaveLength(enquiryServiceChoices().length);
    expect(
      notFoundServiceLinks(treeCare)
        .map((link) => link.href)
        .slice(0, 2),
    ).toEqual(['/tree-surgery', '/hedge-trimming']);
    // A lead-only placement never shows for a brand that does not lead with the service.
    expect(quoteServiceChoices({ focus: ['fencing'] }).map((choice) => choice.value)).not.toContain('hedge-trimming');
  });

  it('shows in the lists a visitor reads only the services the brand offers, the header and footer included', () => {
    const treeCare = {
      focus: ['tree-surgery', 'hedge-trimming'],
      services: ['tree-surgery', 'stump-grinding', 'hedge-trimming', 'landscaping', 'turfing', 'garden-maintenance'],
    };
    const notOffered = ['fencing', 'patio', 'artificial-turf', 'driveways', 'jet-washing', 'garden-transformation'];
    const hrefs = (links: { href: string }[]) => links.map((link) => link.href);
    expect(hrefs(heroChipLinks(treeCare))).toEqual(['/tree-surgery', '/hedge-trimming', '/landscaping', '/turfing']);
    expect(tickerTexts(treeCare)).toEqual([
      'Tree Surgery & Hedge Trimming',
      'Natural Turfing Services',
      'Garden Maintenance',
    ]);
    expect(hrefs(notFoundServiceLinks(treeCare))).toEqual(['/tree-surgery', '/hedge-trimming']);
    expect(quoteServiceChoices(treeCare).map((choice) => choice.value)).toEqual([
      'tree-surgery',
      'hedge-trimming',
      'landscaping',
      'turfing',
      'maintenance',
      'other',
    ]);
    expect(enquiryServiceChoices(treeCare)).toEqual([
      'General Enquiry',
      'Tree Surgery',
      'Hedge Trimming',
      'Natural Turfing',
      'Landscaping',
    ]);
    expect(hrefs(areaServiceCards('Slough', treeCare))).toEqual(['/tree-surgery', '/hedge-trimming', '/landscaping']);
    const groups = servicesByGroup(treeCare);
    expect(groups.map((group) => group.group)).toEqual(['care', 'lawns']);
    expect(groups.flatMap((group) => group.entries).map((entry) => entry.id)).not.toEqual(
      expect.arrayContaining(notOffered.slice(0, 1)),
    );
    expect(serviceTypes(treeCare)).toEqual(['Landscaping Services', 'Tree Surgery', 'Hedge Trimming']);
    expect(articleServiceLinks(['tree-surgery', 'fencing'], treeCare).map((link) => link.href)).toEqual([
      '/tree-surgery',
    ]);
    expect(
      showcaseOffered(
        {
          cards: ['landscaping', 'patio', 'artificial-turf'],
          blocks: [{ service: 'fencing' }, { service: 'tree-surgery' }],
        },
        treeCare,
      ),
    ).toEqual({ cards: ['landscaping'], blocks: [{ service: 'tree-surgery' }] });
    for (const id of notOffered) expect(offers(treeCare, id), id).toBe(false);
    // Pages of services it does not offer (and the artificial grass's delivery page) say so, out of search results.
    expect(notOfferedRoutes(treeCare)).toEqual([
      '/fencing',
      '/patio',
      '/artificial-turf',
      '/garden-transformation',
      '/delivery-info',
    ]);
    expect(notOfferedRoutes({})).toEqual([]);
    // The header and the side panel list what it offers, its lead services first; so does the footer.
    expect(hrefs(headerServiceLinks(treeCare))).toEqual([
      '/tree-surgery',
      '/hedge-trimming',
      '/landscaping',
      '/turfing',
    ]);
    expect(hrefs(headerNavigation(treeCare))).toEqual([
      '/',
      '/tree-surgery',
      '/hedge-trimming',
      '/landscaping',
      '/turfing',
      '/services',
      '/gallery',
      '/about',
      '/contact',
    ]);
    expect(hrefs(footerServiceLinks(treeCare))).toEqual([
      '/tree-surgery',
      '/hedge-trimming',
      '/turfing',
      '/landscaping',
    ]);
  });

  it("drives the home ticker's eight texts, in the default brand's order", () => {
    expect(tickerTexts()).toEqual([
      'Professional Fencing Installation',
      'Expert Patio & Paving Solutions',
      'Tree Surgery & Hedge Trimming',
      'Artificial Turf Installation',
      'Complete Garden Transformations',
      'Natural Turfing Services',
      'Driveway Installation',
      'Garden Maintenance',
    ]);
  });

  it("puts a brand's lead services first in the navigation, chips, ticker and /services, the rest in order", () => {
    const focus = ['hedge-trimming', 'tree-surgery'];
    const lead = { focus };
    expect(headerServiceLinks(lead).map((link) => link.href)).toEqual([
      '/hedge-trimming',
      '/tree-surgery',
      '/fencing',
      '/patio',
      '/artificial-turf',
    ]);
    expect(headerNavigation(lead)[1]!.href).toBe('/hedge-trimming');
    // Lead services the default menu leaves out (a gardens brand's landscaping and turfing) still lead it, within the limit.
    const gardens = { focus: ['landscaping', 'turfing'] };
    expect(headerServiceLinks(gardens).map((link) => link.label)).toEqual([
      'Landscaping',
      'Turfing',
      'Fencing',
      'Patio',
      'Artificial Turf',
    ]);
    expect(
      footerServiceLinks(gardens)
        .slice(0, 2)
        .map((link) => link.href),
    ).toEqual(['/landscaping', '/turfing']);
    expect(footerServiceLinks(gardens)).toHaveLength(servicePageRoutes().length);
    expect(
      heroChipLinks(lead)
        .slice(0, 3)
        .map((link) => link.href),
    ).toEqual(['/hedge-trimming', '/tree-surgery', '/fencing']);
    expect(tickerTexts(lead)[0]).toBe('Tree Surgery & Hedge Trimming');
    const groups = servicesByGroup(lead);
    expect(groups.map((g) => g.group)).toEqual(['care', 'structures', 'lawns']);
    expect(groups[0]!.entries.map((e) => e.id).slice(0, 2)).toEqual(['hedge-trimming', 'tree-surgery']);
    expect(groups.flatMap((g) => g.entries)).toHaveLength(serviceCatalogue.length);
    expect(byFocus(['a', 'b', 'c', 'd'], ['c', 'x', 'a'], (id) => id)).toEqual(['c', 'a', 'b', 'd']);
    expect(headerServiceLinks({ focus: [] })).toEqual(headerServiceLinks());
    for (const offer of [{}, lead, gardens, { focus: ['garden-transformation'] }])
      expect(headerServiceLinks(offer).length).toBeLessThanOrEqual(headerServiceLimit);
  });

  it("puts a brand's lead services first on the area pages' cards, as a group in the cards' own order", () => {
    const defaultCards = defaultBrandAreaServiceCards;
    const hrefs = (focus: string[]) => areaServiceCards('Slough', { focus }).map((card) => card.href);
    expect(hrefs([])).toEqual(defaultCards);
    // Leads that already open the default list keep it exactly.
    expect(hrefs(['fencing', 'patio'])).toEqual(defaultCards);
    expect(hrefs(['hedge-trimming', 'tree-surgery'])).toEqual([
      '/tree-surgery',
      '/hedge-trimming',
      '/patio',
      '/fencing',
      '/landscaping',
      '/artificial-turf',
    ]);
    // A lead without an area card (turfing) changes nothing.
    expect(hrefs(['turfing', 'landscaping'])[0]).toBe('/landscaping');
  });

  it('gives the business structured data its six serviceTypes, in order', () => {
    const six = [
      'Patio Installation',
      'Fencing Installation',
      'Landscaping Services',
      'Tree Surgery',
      'Artificial Grass',
      'Hedge Trimming',
    ];
    expect(serviceTypes()).toEqual(six);
    const data = businessJsonLd(fixtureBrands[0]!) as unknown as Record<string, any>;
    expect(data.knowsAbout).toEqual(six);
    expect(data.hasOfferCatalog.itemListElement.map((o: any) => o.itemOffered.serviceType)).toEqual(six);
  });

  it('puts a new entry in every list it is placed in, with nothing else to edit', () => {
    expect(servicePageRoutes(withDecking)).toContain('/decking');
    expect(headerServiceLinks({ focus: ['decking'] }, withDecking)[0]).toEqual({ href: '/decking', label: 'Decking' });
    expect(footerServiceLinks({}, withDecking).at(-1)).toEqual({ href: '/decking', label: 'Decking' });
    expect(heroChipLinks({}, withDecking).at(-1)!.href).toBe('/decking');
    expect(tickerTexts({}, withDecking).at(-1)).toBe('Decking Installation');
    expect(notFoundServiceLinks({}, withDecking).at(-1)!.href).toBe('/decking');
    expect(articleServiceLinks(['decking'], {}, withDecking).at(-1)!.href).toBe('/decking');
    expect(areaServiceCards('Slough', {}, withDecking).at(-1)!.description).toBe(
      'Decks built across Slough, on treated joists that last.',
    );
    expect(
      quoteServiceChoices({}, withDecking)
        .slice(-3)
        .map((c) => c.value),
    ).toEqual(['maintenance', 'decking', 'other']);
    expect(enquiryServiceChoices({}, withDecking).at(-1)).toBe('Decking');
    expect(serviceTypes({}, withDecking).at(-1)).toBe('Decking Installation');
  });
});
