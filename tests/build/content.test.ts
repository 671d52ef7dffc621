/**
 * Fixed facts as a visitor reads them in the built pages of every brand (routes, lists, counts and constants).
 * The content collections are the oracle for names; the fixed numbers are asserted outright.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { tickerTexts } from '../../src/lib/service-catalogue.ts';
import { shownLists } from './support/shown.ts';
import { builtBrands, decodeEntities, distDir } from './support/site.ts';

const json = <T>(file: string) => JSON.parse(readFileSync(join('src/content', file), 'utf8')) as T;
const yaml = <T>(file: string) => parse(readFileSync(join('src/content', file), 'utf8')) as T;

const areas = json<{ id: string; towns: string[] }[]>('areas.json');
const species = yaml<{ name: string }[]>('hedgeSpecies.yaml');

/** The visible text of a built page: tags dropped, entities decoded, spaces collapsed. */
function pageText(brandId: string, file: string): string {
  const html = readFileSync(join(distDir, brandId, file), 'utf8')
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ');
  return decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}
const html = (brandId: string, file: string) => readFileSync(join(distDir, brandId, file), 'utf8');

// The area pages' town counts are pinned once, in tests/unit/content-pages.test.ts.
it('has 12 hedge species and 8 ticker entries', () => {
  expect(species).toHaveLength(12);
  expect(tickerTexts()).toHaveLength(8);
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('home: banner, ticker entries in focus order, its own reviews (25 on the default brand), 6 projects', () => {
    const text = pageText(id, 'index.html');
    if (brand.default) expect(text).toContain('Trusted by 100+ Happy Customers');
    else expect(text).not.toContain('Trusted by 100+');
    expect(text).toMatch(/within 50 miles/);
    const inOrder = (items: string[], within = text) => {
      const at = items.map((item) => within.indexOf(item));
      expect(
        at.every((i) => i >= 0),
        `all of: ${items.join(' | ')}`,
      ).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
    };
    const page = html(id, 'index.html');
    const ticker = page.slice(page.indexOf('<section aria-label="Services we offer"'));
    inOrder(tickerTexts(brand), decodeEntities(ticker.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '));
    const shown = shownLists(brand);
    // Only what the brand has, nothing padded: the carousel holds its own list, no more.
    if (brand.default) expect(shown.homeReviews).toHaveLength(25);
    expect(page.match(/<blockquote/g)?.length ?? 0).toBe(shown.homeReviews.length);
    if (shown.homeReviews.length > 0) inOrder(shown.homeReviews.map((review) => review.quote));
    else expect(page).not.toContain('id="reviews"');
    expect(shown.recentWork).toHaveLength(6);
    for (const project of shown.recentWork) expect(text).toContain(project.title);
    expect(html(id, 'index.html')).toMatch(/href="\/reviews"/);
  });

  it.runIf(brand.services.includes('artificial-turf'))(
    '/delivery-info: the six zones with their exact price texts and the delivery terms',
    () => {
      const text = pageText(id, 'delivery-info.html');
      for (const [zone, price] of [
        ['North West', '£30-£50'],
        ['North and Midlands', '£50-£80'],
        ['South and East', '£80-£120'],
        ['Scotland', '£100-£150'],
        ['Wales', '£60-£90'],
        ['Northern Ireland', '£150-£200'],
      ]) {
        expect(text).toContain(zone);
        expect(text).toContain(price);
      }
      expect(text).toContain('extra shipping arrangements');
      expect(text).toMatch(/3-5 working days/);
    },
  );

  it('/reviews: its own reviews (28 on the default brand), four platform links, Review JSON-LD for the first 10', () => {
    const page = html(id, 'reviews.html');
    const text = pageText(id, 'reviews.html');
    const shown = shownLists(brand).reviews;
    if (brand.default) expect(shown).toHaveLength(28);
    expect(page.match(/<blockquote/g)?.length ?? 0).toBe(shown.length);
    const at = shown.map((review) => text.indexOf(review.text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    const reviewed = [...page.matchAll(/"reviewBody":"((?:[^"\\]|\\.)*)"/g)].map(
      (m) => JSON.parse(`"${m[1]}"`) as string,
    );
    expect(reviewed).toEqual(shown.slice(0, 10).map((review) => review.text));
    for (const url of [brand.profiles.bark, brand.profiles.yell, brand.profiles.facebook, brand.profiles.trustpilot]) {
      expect(page).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    }
    expect(page.match(/"@type":"Review"/g)?.length ?? 0).toBe(Math.min(10, shown.length));
  });

  it.each(areas.map((area) => [area.id, area] as const))('/%s lists its towns', (areaId, area) => {
    const text = pageText(id, `${areaId}.html`);
    for (const town of area.towns) expect(text).toContain(town);
    // Its service cards: tests/build/area-pages.test.ts checks which and in what order.
  });

  it('/west-london adds the three property-specialist cards', () => {
    const text = pageText(id, 'west-london.html');
    expect(text).toMatch(/Victorian and Edwardian/i);
    expect(text).toMatch(/contemporary developments/i);
    expect(text).toMatch(/small space/i);
  });

  it('/hedge-trimming: the twelve species', () => {
    const text = pageText(id, 'hedge-trimming.html');
    for (const { name } of species) expect(text).toContain(name);
  });

  it.runIf(brand.services.includes('garden-transformation'))('/garden-transformation: the four steps', () => {
    const text = pageText(id, 'garden-transformation.html');
    for (const step of ['Consultation', 'Design', 'Construction', 'Completion']) expect(text).toContain(step);
  });

  it.runIf(brand.services.includes('artificial-turf'))('/artificial-turf: 35mm premium grass', () => {
    expect(pageText(id, 'artificial-turf.html')).toMatch(/35mm/);
  });

  it('/blog and the article: en-GB date, category and read time', () => {
    for (const file of ['blog.html', 'blog/understanding-tree-surgery-west-london-slough.html']) {
      const text = pageText(id, file);
      expect(text, file).toContain('24 September 2024');
      expect(text, file).toContain('Tree Surgery');
      expect(text, file).toContain('5 min read');
    }
    expect(html(id, 'blog.html')).toContain('href="/blog/understanding-tree-surgery-west-london-slough"');
    for (const category of ['Tree Surgery', 'Landscaping Tips', 'Seasonal Care']) {
      expect(pageText(id, 'blog.html')).toContain(category);
    }
    // A category with no article yet says so, not "0".
    const sidebar = html(id, 'blog.html').split('id="categories-heading"')[1]!.split('</ul>')[0]!;
    expect(decodeEntities(sidebar.replace(/<[^>]+>/g, ' '))).toMatch(
      /Tree Surgery\s+1\s+article\s+Landscaping Tips\s+No articles yet\s+Seasonal Care\s+No articles yet/,
    );
  });

  it('/client-updates: headline and response times', () => {
    const text = pageText(id, 'client-updates.html');
    expect(text).toContain('Website Updates');
    expect(text).toContain('1-3 business days');
  });

  it('/contact: the enquiry form anchor and the business hours', () => {
    const page = html(id, 'contact.html');
    expect(page).toMatch(/id="enquiry-form"/);
    expect(pageText(id, 'contact.html')).toMatch(/Saturday/);
  });
});
