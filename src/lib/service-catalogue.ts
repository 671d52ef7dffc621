/**
 * The service catalogue, src/content/services.json: every service the business offers, once. Each
 * entry is a card on /services (and wherever a page picks a card by id) and says where else the
 * service appears, with its label and its `order` in that list (each list has its own order, the default brand's):
 * its own page (`page: true` → route /<id>, copy in src/content/service-pages/<id>.yaml, `slides`
 * for its photo slider), the header navigation, the home hero's chips, the home ticker, the not-found page's links,
 * the blog's related services, the area pages' cards, the quote and enquiry forms' choices and the
 * business structured data's serviceTypes. This module validates the file and derives those lists.
 * A brand's `focus` (its lead services) moves those services to the front of the lists a visitor reads
 * as "what this business does": navigation, hero chips, ticker, /services and the home showcase. Its
 * `services` (what it offers; every service unless its file says otherwise) decide which services those
 * lists show at all, the header's and the footer's included.
 * Pure: each function takes the catalogue (the real one by default), so tests can pass a fixture.
 */
import { z } from 'astro/zod';
import catalogueFile from '../content/services.json' with { type: 'json' };
import { artificialGrassPileMm } from './business.ts';
import { imageKeySchema, type ImageKey, type ImageKeys } from './image-key.ts';

const text = z.string().min(2);
/**
 * Where an entry sits in one list, and what that list calls it. `leadOnly`: the list shows it only for a brand
 * that leads with the service (`focus`), so a tree-care brand's quote form offers hedge trimming while the
 * default brand's keeps exactly its eight choices, hedge trimming not among them.
 */
const placement = z.strictObject({
  order: z.number().positive(),
  label: text,
  leadOnly: z.literal(true).optional(),
});

/**
 * One catalogue entry. `imageKeys`: the keys that have a file (src/assets/image-keys.ts, passed by the
 * Node side: src/content.config.ts checks the catalogue with them); without them only the keys' shape is checked.
 */
export const serviceEntrySchemaFor = (imageKeys?: ImageKeys) => {
  const imageKey = imageKeySchema(imageKeys);
  return z.strictObject({
    /** kebab-case; also the route (/<id>) and page-copy file name when `page` is true. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be kebab-case'),
    /** The /services section the card sits in. */
    group: z.enum(['structures', 'lawns', 'care']),
    /** Card title and description (/services, home). */
    title: text,
    description: z.string().min(60).max(170),
    image: imageKey,
    alt: z.string().min(10),
    /** The service has its own page at /<id> (copy in src/content/service-pages/<id>.yaml). */
    page: z.literal(true).optional(),
    /** The page's photo slider. */
    slides: z.array(z.strictObject({ image: imageKey, alt: z.string().min(10), title: text.optional() })).optional(),
    /** Where the card links when the service has no page of its own. */
    cardLink: z.strictObject({ href: z.string().regex(/^\/[a-z-]*(#[a-z-]+)?$/), label: text.optional() }).optional(),
    header: placement.optional(),
    heroChip: placement.optional(),
    /** The home page's rotating services ticker (the default brand's 8 entries, in order). */
    ticker: placement.optional(),
    notFound: placement.optional(),
    /** Blog articles' "Related services". */
    related: placement.extend({ text: z.string().min(10) }).optional(),
    /** The card on every area page; `{area}` and `{pileMm}` are filled in. */
    areaCard: z
      .strictObject({ order: z.number().positive(), title: text, alt: z.string().min(10), text: z.string().min(40) })
      .optional(),
    /** Home quote form: `key` is what the e-mail shows (fencing, patio, … other). */
    quote: placement.extend({ key: z.string().regex(/^[a-z-]+$/) }).optional(),
    /** /contact enquiry form choice (after General Enquiry, the default). */
    enquiry: placement.optional(),
    /** schema.org serviceType in the business structured data (Patio Installation, Fencing Installation, …). */
    serviceType: placement.optional(),
    /** Words a review about this service uses (lib/service-proof.ts; default: the title), e.g. ["hedge", "leylandii"]. */
    mentions: z.array(z.string().min(3)).min(1).optional(),
    /**
     * Words that name the trade, matched as whole words (a plural s too) by the claim check (lib/claims.ts): outside
     * its reviews a brand's words may use one only when it offers a service listing it, e.g. ["fence", "closeboard"].
     */
    trade: z
      .array(z.string().regex(/^[a-z][a-z -]*[a-z]$/, 'must be a lower-case word or phrase'))
      .min(1)
      .optional(),
  });
};

export const serviceEntrySchema = serviceEntrySchemaFor();

export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type Slide = NonNullable<ServiceEntry['slides']>[number];

/**
 * Validates the catalogue file; an error names the entry and the field. With `imageKeys`, an image key
 * with no file is such an error too.
 */
export function parseCatalogue(
  data: unknown,
  file = 'src/content/services.json',
  imageKeys?: ImageKeys,
): ServiceEntry[] {
  const result = z.array(serviceEntrySchemaFor(imageKeys)).safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [index, ...field] = issue.path;
    const id = typeof index === 'number' ? (data as { id?: string }[])[index]?.id : undefined;
    throw new Error(`${file}: entry ${id ? `"${id}"` : String(index)}, field "${field.join('.')}" ${issue.message}`);
  }
  return result.data;
}

export const serviceCatalogue: readonly ServiceEntry[] = parseCatalogue(catalogueFile);

export interface NavLink {
  href: string;
  label: string;
}

type Catalogue = readonly ServiceEntry[];
type ListName = 'header' | 'heroChip' | 'ticker' | 'notFound' | 'related' | 'quote' | 'enquiry' | 'serviceType';

/** A brand's lead services: catalogue ids, first first. */
export type Focus = readonly string[];

/**
 * What a brand offers: its lead services (`focus`) and the catalogue ids of every service it offers
 * (`services`; without it, all of them). A validated brand is one.
 */
export interface Offer {
  focus?: Focus;
  services?: readonly string[];
}

/** Whether the brand offers the service. */
export function offers(offer: Offer, id: string): boolean {
  return offer.services === undefined || offer.services.includes(id);
}

/** The catalogue's entries the brand offers, in catalogue order. */
export function offeredServices(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): ServiceEntry[] {
  return catalogue.filter((entry) => offers(offer, entry.id));
}

/** `items` with the focus services first (in focus order), the rest after in their own order. */
export function byFocus<T>(items: readonly T[], focus: Focus, idOf: (item: T) => string): T[] {
  const rank = (item: T) => {
    const index = focus.indexOf(idOf(item));
    return index === -1 ? focus.length : index;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * The entries placed in one list, in that list's order; `leadOnly` placements only for services in `focus`
 * (without a focus, exactly the default brand's lists).
 */
function placed<K extends ListName>(
  catalogue: Catalogue,
  list: K,
  focus: Focus = [],
): (ServiceEntry & Required<Pick<ServiceEntry, K>>)[] {
  return catalogue
    .filter((entry): entry is ServiceEntry & Required<Pick<ServiceEntry, K>> => entry[list] !== undefined)
    .filter((entry) => !entry[list]!.leadOnly || focus.includes(entry.id))
    .sort((a, b) => a[list]!.order - b[list]!.order);
}

/**
 * The home showcase's cards and blocks (home.yaml's `showcase`, services by id) that the brand offers, its lead
 * services first.
 */
export function showcaseOffered<B extends { service: string }>(
  showcase: { cards: readonly string[]; blocks: readonly B[] },
  offer: Offer = {},
): { cards: string[]; blocks: B[] } {
  const focus = offer.focus ?? [];
  return {
    cards: byFocus(
      showcase.cards.filter((id) => offers(offer, id)),
      focus,
      (id) => id,
    ),
    blocks: byFocus(
      showcase.blocks.filter((block) => offers(offer, block.service)),
      focus,
      (block) => block.service,
    ),
  };
}

/** The page a service card links to. */
export function serviceHref(entry: ServiceEntry): string {
  if (entry.page) return `/${entry.id}`;
  if (!entry.cardLink) throw new Error(`Service "${entry.id}" has neither a page nor a cardLink`);
  return entry.cardLink.href;
}

/** An entry as a card (ServiceCard's props): on /services, the home page and wherever a card is picked by id. */
export function serviceCard(entry: ServiceEntry) {
  const { title, description, image, alt } = entry;
  return { title, description, image, alt, href: serviceHref(entry), linkLabel: entry.cardLink?.label };
}

export function serviceEntry(id: string, catalogue: Catalogue = serviceCatalogue): ServiceEntry {
  const entry = catalogue.find((e) => e.id === id);
  if (!entry) throw new Error(`No service "${id}" in src/content/services.json`);
  return entry;
}

/** Services with a page of their own, in catalogue order. */
export function servicePages(catalogue: Catalogue = serviceCatalogue): ServiceEntry[] {
  return catalogue.filter((entry) => entry.page);
}

export function servicePageRoutes(catalogue: Catalogue = serviceCatalogue): string[] {
  return servicePages(catalogue).map((entry) => `/${entry.id}`);
}

/** Pages about a service besides its own: /delivery-info gives the artificial grass's delivery zones and prices. */
export const serviceSubpages: Readonly<Record<string, string>> = { '/delivery-info': 'artificial-turf' };

/**
 * The routes of the pages of services the brand does not offer (their own and their subpages): each says so,
 * is noindex and is left out of its sitemap.
 */
export function notOfferedRoutes(offer: Offer, catalogue: Catalogue = serviceCatalogue): string[] {
  return [
    ...servicePages(catalogue)
      .filter((entry) => !offers(offer, entry.id))
      .map((entry) => `/${entry.id}`),
    ...Object.entries(serviceSubpages)
      .filter(([, id]) => !offers(offer, id))
      .map(([route]) => route),
  ];
}

export function serviceSlides(id: string, catalogue: Catalogue = serviceCatalogue): Slide[] {
  const slides = serviceEntry(id, catalogue).slides;
  if (!slides?.length) throw new Error(`Service "${id}" has no slides in src/content/services.json`);
  return slides;
}

const links = (entries: ServiceEntry[], label: (entry: ServiceEntry) => string): NavLink[] =>
  entries.map((entry) => ({ href: serviceHref(entry), label: label(entry) }));

const focused = <K extends ListName>(catalogue: Catalogue, list: K, focus: Focus) =>
  byFocus(placed(catalogue, list, focus), focus, (entry) => entry.id);

/** One list of the services the brand offers, its lead services first. */
const offeredIn = <K extends ListName>(catalogue: Catalogue, list: K, offer: Offer) =>
  focused(catalogue, list, offer.focus ?? []).filter((entry) => offers(offer, entry.id));

/**
 * How many service links the header holds: with Home, Services, Gallery, About Us and Contact, ten links, as in
 * the default brand's header; ten fit the header's second row from 1024 px (measured at 1024 and 1366) and the
 * side panel.
 */
export const headerServiceLimit = 5;

/**
 * The header's (and the side panel's) service links: the services the brand offers that have a `header` placement,
 * its lead services first, then the catalogue's order, up to `headerServiceLimit`. The default brand's five (fencing,
 * patio, artificial turf, tree surgery, hedge trimming) come first in that order, so a brand offering them all and
 * leading with two of them (the default) shows exactly those five.
 */
export function headerServiceLinks(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(offeredIn(catalogue, 'header', offer).slice(0, headerServiceLimit), (e) => e.header!.label);
}

/**
 * The footer's list of the brand's services: every service it offers that has a page of its own, its lead
 * services first, each under its card's title.
 */
export function footerServiceLinks(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): NavLink[] {
  const withPages = offeredServices(offer, catalogue).filter((entry) => entry.page);
  return links(
    byFocus(withPages, offer.focus ?? [], (entry) => entry.id),
    (entry) => entry.title,
  );
}

export function heroChipLinks(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(offeredIn(catalogue, 'heroChip', offer), (e) => e.heroChip!.label);
}

/** The home ticker's texts. */
export function tickerTexts(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): string[] {
  return offeredIn(catalogue, 'ticker', offer).map((e) => e.ticker.label);
}

/** The /services page: its groups, each with its cards, the groups and cards holding the focus first. */
export function servicesByGroup(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue) {
  const entries = byFocus(offeredServices(offer, catalogue), offer.focus ?? [], (entry) => entry.id);
  const groups = [...new Set(entries.map((entry) => entry.group))];
  return groups.map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }));
}

/** The not-found page's popular links, the brand's lead services first. */
export function notFoundServiceLinks(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): NavLink[] {
  return links(offeredIn(catalogue, 'notFound', offer), (e) => e.notFound!.label);
}

/**
 * An article's related services (its `related.services`, catalogue ids, each with a `related` placement): those the
 * brand offers, in the article's order.
 */
export function articleServiceLinks(
  ids: readonly string[],
  offer: Offer = {},
  catalogue: Catalogue = serviceCatalogue,
): (NavLink & { text: string })[] {
  return ids
    .filter((id) => offers(offer, id))
    .map((id) => {
      const entry = serviceEntry(id, catalogue);
      if (!entry.related) throw new Error(`Service "${id}" has no "related" placement in src/content/services.json`);
      return { href: serviceHref(entry), label: entry.related.label, text: entry.related.text };
    });
}

export interface AreaServiceCard {
  title: string;
  href: string;
  image: ImageKey;
  alt: string;
  description: string;
}

/**
 * The area pages' cards, with `area` filled in. A brand's lead services come first as a group, each
 * group keeping the cards' own order: the default order (patio, fencing …) stays intact for a brand
 * whose leads already open it, and a tree brand's page opens with tree surgery.
 */
export function areaServiceCards(
  area: string,
  offer: Offer = {},
  catalogue: Catalogue = serviceCatalogue,
): AreaServiceCard[] {
  const cards = offeredServices(offer, catalogue)
    .filter((entry) => entry.areaCard)
    .sort((a, b) => a.areaCard!.order - b.areaCard!.order);
  const isLead = (entry: ServiceEntry) => (offer.focus ?? []).includes(entry.id);
  return [...cards.filter(isLead), ...cards.filter((entry) => !isLead(entry))].map((entry) => ({
    title: entry.areaCard!.title,
    href: serviceHref(entry),
    image: entry.image,
    alt: entry.areaCard!.alt,
    description: entry.areaCard!.text.replaceAll('{area}', area).replaceAll('{pileMm}', String(artificialGrassPileMm)),
  }));
}

/** The home quote form's choices: the catalogue's (the brand's lead services first), then "Something else". */
export function quoteServiceChoices(
  offer: Offer = {},
  catalogue: Catalogue = serviceCatalogue,
): { value: string; label: string }[] {
  return [
    ...offeredIn(catalogue, 'quote', offer).map((e) => ({ value: e.quote.key, label: e.quote.label })),
    { value: 'other', label: 'Something else' },
  ];
}

/** The /contact enquiry form's choices: "General Enquiry" (the default), then the catalogue's, lead services first. */
export function enquiryServiceChoices(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): string[] {
  return ['General Enquiry', ...offeredIn(catalogue, 'enquiry', offer).map((e) => e.enquiry.label)];
}

/** schema.org serviceType values for the business structured data: the services the brand offers. */
export function serviceTypes(offer: Offer = {}, catalogue: Catalogue = serviceCatalogue): string[] {
  return placed(catalogue, 'serviceType')
    .filter((entry) => offers(offer, entry.id))
    .map((e) => e.serviceType.label);
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
  for (const list of [
    'header',
    'heroChip',
    'ticker',
    'notFound',
    'related',
    'quote',
    'enquiry',
    'serviceType',
  ] as const) {
    const orders = catalogue.flatMap((e) => (e[list] ? [e[list].order] : []));
    if (new Set(orders).size !== orders.length) problems.push(`two entries share an order in "${list}"`);
  }
  const areaOrders = catalogue.flatMap((e) => (e.areaCard ? [e.areaCard.order] : []));
  if (new Set(areaOrders).size !== areaOrders.length) problems.push('two entries share an order in "areaCard"');
  return problems;
}
