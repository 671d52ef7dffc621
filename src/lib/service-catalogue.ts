/**
 * Everything the site derives from the service catalogue (src/content/services.ts): navigation,
 * the home hero's chips, the not-found page's links, related services, area cards, service routes
 * and slides, the forms' service choices and the business structured data's serviceTypes.
 * Pure: each function takes the catalogue (the real one by default), so tests can pass a fixture.
 */
import type { ImageKey } from '../assets/image-keys.ts';
import { serviceCatalogue } from '../content/services.ts';
import { artificialGrassPileMm } from './business.ts';

/** Where an entry sits in one list, and what that list calls it. */
export interface Placement {
  order: number;
  label: string;
}

export interface Slide {
  image: ImageKey;
  alt: string;
  title?: string;
}

export interface ServiceEntry {
  /** kebab-case; also the route (/<id>) and page-copy file name when `page` is true. */
  id: string;
  /** The /services section the card sits in. */
  group: 'structures' | 'lawns' | 'care';
  /** Card title and description (/services, home). */
  title: string;
  description: string;
  image: ImageKey;
  alt: string;
  /** The service has its own page at /<id> (copy in src/content/service-pages/<id>.yaml). */
  page?: true;
  /** The page's photo slider. */
  slides?: Slide[];
  /** Where the card links when the service has no page of its own. */
  cardLink?: { href: string; label?: string };
  header?: Placement;
  heroChip?: Placement;
  notFound?: Placement;
  /** Blog articles' "Related services". */
  related?: Placement & { text: string };
  /** The card on every area page; `{area}` and `{pileMm}` are filled in. */
  areaCard?: { order: number; title: string; alt: string; text: string };
  /** Home quote form: `key` is what the e-mail shows (SPEC section 3). */
  quote?: Placement & { key: string };
  /** /contact enquiry form choice (SPEC section 5). */
  enquiry?: Placement;
  /** schema.org serviceType in the business structured data (SPEC section 1). */
  serviceType?: Placement;
}

export interface NavLink {
  href: string;
  label: string;
}

type Catalogue = readonly ServiceEntry[];
type ListName = 'header' | 'heroChip' | 'notFound' | 'related' | 'quote' | 'enquiry' | 'serviceType';

/** The entries placed in one list, in that list's order. */
function placed<K extends ListName>(catalogue: Catalogue, list: K): (ServiceEntry & Required<Pick<ServiceEntry, K>>)[] {
  return catalogue
    .filter((entry): entry is ServiceEntry & Required<Pick<ServiceEntry, K>> => entry[list] !== undefined)
    .sort((a, b) => a[list]!.order - b[list]!.order);
}

/** The page a service card links to. */
export function serviceHref(entry: ServiceEntry): string {
  if (entry.page) return `/${entry.id}`;
  if (!entry.cardLink) throw new Error(`Service "${entry.id}" has neither a page nor a cardLink`);
  return entry.cardLink.href;
}

export function serviceEntry(id: string, catalogue: Catalogue = serviceCatalogue): ServiceEntry {
  const entry = catalogue.find((e) => e.id === id);
  if (!entry) throw new Error(`No service "${id}" in src/content/services.ts`);
  return entry;
}

/** Services with a page of their own, in catalogue order. */
export function servicePages(catalogue: Catalogue = serviceCatalogue): ServiceEntry[] {
  return catalogue.filter((entry) => entry.page);
}

export function servicePageRoutes(catalogue: Catalogue = serviceCatalogue): string[] {
  return servicePages(catalogue).map((entry) => `/${entry.id}`);
}

export function serviceSlides(id: string, catalogue: Catalogue = serviceCatalogue): Slide[] {
  const slides = serviceEntry(id, catalogue).slides;
  if (!slides?.length) throw new Error(`Service "${id}" has no slides in src/content/services.ts`);
  return slides;
}

const links = (entries: ServiceEntry[], label: (entry: ServiceEntry) => string): NavLink[] =>
  entries.map((entry) => ({ href: serviceHref(entry), label: label(entry) }));

export function headerServiceLinks(catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(placed(catalogue, 'header'), (e) => e.header!.label);
}

export function heroChipLinks(catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(placed(catalogue, 'heroChip'), (e) => e.heroChip!.label);
}

export function notFoundServiceLinks(catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(placed(catalogue, 'notFound'), (e) => e.notFound!.label);
}

export function relatedServiceLinks(catalogue: Catalogue = serviceCatalogue): (NavLink & { text: string })[] {
  return placed(catalogue, 'related').map((e) => ({
    href: serviceHref(e),
    label: e.related.label,
    text: e.related.text,
  }));
}

export interface AreaServiceCard {
  title: string;
  href: string;
  image: ImageKey;
  alt: string;
  description: string;
}

export function areaServiceCards(area: string, catalogue: Catalogue = serviceCatalogue): AreaServiceCard[] {
  return catalogue
    .filter((entry) => entry.areaCard)
    .sort((a, b) => a.areaCard!.order - b.areaCard!.order)
    .map((entry) => ({
      title: entry.areaCard!.title,
      href: serviceHref(entry),
      image: entry.image,
      alt: entry.areaCard!.alt,
      description: entry
        .areaCard!.text.replaceAll('{area}', area)
        .replaceAll('{pileMm}', String(artificialGrassPileMm)),
    }));
}

/** The home quote form's choices: the catalogue's, then "Something else". */
export function quoteServiceChoices(catalogue: Catalogue = serviceCatalogue): { value: string; label: string }[] {
  return [
    ...placed(catalogue, 'quote').map((e) => ({ value: e.quote.key, label: e.quote.label })),
    { value: 'other', label: 'Something else' },
  ];
}

/** The /contact enquiry form's choices: "General Enquiry" (the default), then the catalogue's. */
export function enquiryServiceChoices(catalogue: Catalogue = serviceCatalogue): string[] {
  return ['General Enquiry', ...placed(catalogue, 'enquiry').map((e) => e.enquiry.label)];
}

/** schema.org serviceType values for the business structured data. */
export function serviceTypes(catalogue: Catalogue = serviceCatalogue): string[] {
  return placed(catalogue, 'serviceType').map((e) => e.serviceType.label);
}

/** Problems with a catalogue (duplicate ids or orders, missing links); empty when it is sound. */
export function catalogueProblems(catalogue: Catalogue = serviceCatalogue): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const entry of catalogue) {
    if (ids.has(entry.id)) problems.push(`id "${entry.id}" appears twice`);
    ids.add(entry.id);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) problems.push(`id "${entry.id}" is not kebab-case`);
    if (!entry.page && !entry.cardLink) problems.push(`"${entry.id}" has neither page nor cardLink`);
    if (entry.page && entry.cardLink) problems.push(`"${entry.id}" has both page and cardLink`);
    if (entry.page && !entry.slides?.length) problems.push(`"${entry.id}" has a page but no slides`);
  }
  for (const list of ['header', 'heroChip', 'notFound', 'related', 'quote', 'enquiry', 'serviceType'] as const) {
    const orders = placed(catalogue, list).map((e) => e[list]!.order);
    if (new Set(orders).size !== orders.length) problems.push(`two entries share an order in "${list}"`);
  }
  const areaOrders = catalogue.flatMap((e) => (e.areaCard ? [e.areaCard.order] : []));
  if (new Set(areaOrders).size !== areaOrders.length) problems.push('two entries share an order in "areaCard"');
  return problems;
}
