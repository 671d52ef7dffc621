/**
 * Each brand's pictures and lists follow its trade (its lead services, `focus`), as a visitor sees them in the
 * built pages: a tree-care brand's home hero, gallery and quote form lead with tree work; the default brand keeps
 * exactly its required lists (tests/support/default-brand-service-lists.ts: copied word for word, not imported from
 * the code).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import areas from '../../src/content/areas.json' with { type: 'json' };
import { servesArea } from '../../src/lib/local-proof.ts';
import { serviceEntry } from '../../src/lib/service-catalogue.ts';
import { mentionsAny, serviceWords } from '../../src/lib/service-proof.ts';
import { heroTrade } from '../../tools/images/scenes.ts';
import {
  defaultBrandEnquiryServices,
  defaultBrandNotFoundServiceLinks,
  defaultBrandQuoteServices,
} from '../support/default-brand-service-lists.ts';
import { shownLists } from './support/shown.ts';
import { attr, builtBrands, distDir, parseHtml, textOf } from './support/site.ts';

const page = (brandId: string, file: string) => parseHtml(readFileSync(join(distDir, brandId, file), 'utf8'));
/** The source file a built picture URL was made from ("/_astro/tree-felling.Ab12_Cd.webp" → "tree-felling"). */
const sourceName = (url = '') => /\/_astro\/([a-z0-9-]+)\./.exec(url)?.[1];

async function choices(brandId: string, file: string, select: string): Promise<string[]> {
  const root = await page(brandId, file);
  return root
    .querySelectorAll(`select#${select} option`)
    .map((option) => attr(option, 'value') ?? '')
    .filter(Boolean);
}

async function galleryPictures(brandId: string) {
  const root = await page(brandId, 'gallery.html');
  return root.querySelectorAll('#projects li').map((item) => ({
    title: textOf(item.querySelector('h3')!),
    picture: sourceName(attr(item.querySelector('img')!, 'src')),
  }));
}

/** Every picture a section of a built page shows (img and source, every width), by source name. */
async function sectionPictures(brandId: string, file: string, sectionId: string): Promise<string[]> {
  const section = (await page(brandId, file)).querySelector(`#${sectionId}`);
  const urls = (section?.querySelectorAll('img, source') ?? []).flatMap((element) => [
    attr(element, 'src') ?? '',
    ...(attr(element, 'srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]),
  ]);
  return [...new Set(urls.map(sourceName).filter((name): name is string => name !== undefined))];
}

/** The pictures of tree and hedge work (src/assets/images/), and the tool's record of the files it rendered. */
const treeWork = [
  'tree-surgery-crown',
  'tree-felling',
  'stump-grinding',
  'hedge-after',
  'hedge-before',
  'blog-tree-surgery',
];
/** Pictures of the trades a tree-care business does not do: fences, patios, artificial grass, driveways. */
const otherTrades = /^(fencing|patio|artificial-grass|driveway|jet-washing)-/;
const generated = JSON.parse(readFileSync('src/assets/images/generated.json', 'utf8')) as Record<string, string>;
const treeCare = builtBrands.filter((brand) => brand.focus[0] === 'tree-surgery');
const defaultBrand = builtBrands.find((brand) => brand.default);

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('offers its lead services first in the quote and enquiry forms', async () => {
    const quote = await choices(id, 'index.html', 'quote-service');
    const leadWithQuote = brand.focus.filter((service) => quote.includes(service));
    expect(quote.slice(0, leadWithQuote.length)).toEqual(leadWithQuote);
    expect(quote.at(-1)).toBe('other');
  });

  it('shows each recent-work project with a picture of its own', async () => {
    const pictures = await sectionPictures(id, 'index.html', 'recent-work');
    expect(pictures).toHaveLength(shownLists(brand).recentWork.length);
  });

  it('shows its own home hero: the illustration rendered for its trade, or its own photo', async () => {
    const root = await page(id, 'index.html');
    const hero = root.querySelectorAll('img').find((img) => attr(img, 'fetchpriority') === 'high');
    const name = sourceName(attr(hero!, 'src'));
    expect([id, 'hero']).toContain(name);
    if (name === id) {
      // The committed file is what `npm run images` rendered (not a stale or foreign file).
      const file = readFileSync(`src/assets/images/hero/${id}.jpg`);
      expect(createHash('sha256').update(file).digest('hex')).toBe(generated[`hero/${id}.jpg`]);
    }
  });
});

describe.each(treeCare.map((brand) => [brand.id, brand] as const))('tree care: %s', (id, brand) => {
  it('its hero is tree work', () => {
    expect(heroTrade(brand.focus)).toBe('tree');
  });

  it('its gallery shows tree and hedge work only, with their own filters', async () => {
    const projects = await galleryPictures(id);
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(treeWork, project.title).toContain(project.picture);
    const root = await page(id, 'gallery.html');
    const filters = root.querySelectorAll('#projects button').map((button) => textOf(button));
    expect(filters.slice(0, 2)).toEqual(['All Projects', 'Tree Work']);
  });

  it('its home page shows no fence, patio or artificial-grass picture in its services or recent work', async () => {
    for (const section of ['services-showcase', 'recent-work']) {
      const pictures = await sectionPictures(id, 'index.html', section);
      expect(pictures.length, section).toBeGreaterThan(0);
      expect(
        pictures.filter((picture) => otherTrades.test(picture)),
        section,
      ).toEqual([]);
    }
  });

  it('its quote form offers tree surgery first and hedge trimming second', async () => {
    const quote = await choices(id, 'index.html', 'quote-service');
    expect(quote.slice(0, 2)).toEqual(['tree-surgery', 'hedge-trimming']);
    const enquiry = await choices(id, 'contact.html', 'enquiry-service');
    expect(enquiry.slice(0, 3)).toEqual(['General Enquiry', 'Tree Surgery', 'Hedge Trimming']);
  });

  it("its own area pages read as tree work: title, hero and why-choose name no other trade's work", async () => {
    const served = areas.filter((area) => servesArea(brand, area));
    expect(served.length).toBeGreaterThan(0);
    for (const area of served) {
      const root = await page(id, `${area.id}.html`);
      const hero = root.querySelectorAll('section').find((section) => section.querySelector('h1'))!;
      const words = [root.querySelector('title')!, hero, root.querySelector('#why-choose')!].map(textOf).join(' ');
      expect(words, area.id).toMatch(/\btree/i);
      expect(words, area.id).not.toMatch(/\b(fencing|fence panels?|patios?|paving|artificial|turf|turfing)\b/i);
    }
  });

  it('its tree-surgery page shows reviews that mention tree work', async () => {
    const root = await page(id, 'tree-surgery.html');
    const reviews = root.querySelectorAll('#service-reviews blockquote').map((quote) => textOf(quote));
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(mentionsAny(review, serviceWords(serviceEntry('tree-surgery')))).toBe(true);
  });

  it('lists no fencing, patios, driveways or artificial turf unless its brand file offers them', async () => {
    const notOffered = ['fencing', 'patio', 'driveways', 'artificial-turf'].filter(
      (service) => !brand.services.includes(service),
    );
    expect(notOffered.length).toBeGreaterThan(0);
    const named = /fenc|patio|driveway|artificial/i;
    const home = await page(id, 'index.html');
    const ticker = home.querySelector('section[aria-label="Services we offer"]');
    for (const [where, text] of [
      ['ticker', textOf(ticker!)],
      [
        'hero chips',
        home.querySelector('main')!.querySelectorAll('section')[0]!.querySelectorAll('ul a').map(textOf).join(' | '),
      ],
      // The showcase's cards and blocks by their headings (their text may mention a patio beside a tree).
      ['showcase', home.querySelector('#services-showcase')!.querySelectorAll('h3').map(textOf).join(' | ')],
      ['/services', textOf((await page(id, 'services.html')).querySelector('main')!)],
      ['404', textOf((await page(id, '404.html')).querySelector('main')!)],
    ] as const)
      expect(text, where).not.toMatch(named);
    const quote = await choices(id, 'index.html', 'quote-service');
    const enquiry = await choices(id, 'contact.html', 'enquiry-service');
    expect(quote.filter((choice) => notOffered.includes(choice))).toEqual([]);
    expect(enquiry.join(' ')).not.toMatch(named);
    for (const service of notOffered.filter((service) => service !== 'driveways')) {
      const html = readFileSync(join(distDir, id, `${service}.html`), 'utf8');
      expect(html, service).toMatch(/<meta name="robots" content="noindex/);
      expect(textOf((await page(id, `${service}.html`)).querySelector('h1')!), service).toMatch(/^We do not offer /);
    }
  });
});

describe.runIf(defaultBrand)('the default brand keeps its required lists exactly', () => {
  const id = defaultBrand!.id;
  it('quote form: 7 services and "other", in order', async () => {
    expect(await choices(id, 'index.html', 'quote-service')).toEqual(defaultBrandQuoteServices);
  });

  it('enquiry form: General Enquiry then the 8 services', async () => {
    expect(await choices(id, 'contact.html', 'enquiry-service')).toEqual(defaultBrandEnquiryServices);
  });

  it('gallery: six projects; filters all, garden, artificial-grass, decking, fencing', async () => {
    expect(await galleryPictures(id)).toHaveLength(6);
    const root = await page(id, 'gallery.html');
    expect(root.querySelectorAll('#projects button').map((button) => textOf(button))).toEqual([
      'All Projects',
      'Gardens',
      'Artificial Grass',
      'Decking',
      'Fencing',
    ]);
  });

  it('404: the popular service links', async () => {
    const root = await page(id, '404.html');
    const links = root.querySelectorAll('main a').map((link) => attr(link, 'href'));
    for (const href of defaultBrandNotFoundServiceLinks) expect(links).toContain(href);
    for (const href of ['/hedge-trimming', '/landscaping', '/turfing']) expect(links).not.toContain(href);
  });
});
