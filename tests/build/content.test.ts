/**
 * Spec facts as a visitor reads them in the built pages of every brand (SPEC sections 2, 3 and 9).
 * The content collections are the oracle for names; the spec's numbers are asserted outright.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { builtBrands, decodeEntities, distDir } from './support/site.ts';

const json = <T>(file: string) => JSON.parse(readFileSync(join('src/content', file), 'utf8')) as T;
const yaml = <T>(file: string) => parse(readFileSync(join('src/content', file), 'utf8')) as T;

const areas = json<{ id: string; towns: string[] }[]>('areas.json');
const testimonials = json<{ name: string }[]>('testimonials.json');
const species = yaml<{ name: string }[]>('hedgeSpecies.yaml');
const ticker = yaml<{ text: string }[]>('servicesTicker.yaml');
const homeReviews = yaml<{ author: string }[]>('homeReviews.yaml');

/** The visible text of a built page: tags dropped, entities decoded, spaces collapsed. */
function pageText(brandId: string, file: string): string {
  const html = readFileSync(join(distDir, brandId, file), 'utf8')
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ');
  return decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}
const html = (brandId: string, file: string) => readFileSync(join(distDir, brandId, file), 'utf8');

it('has the numbers the spec gives', () => {
  expect(Object.fromEntries(areas.map((a) => [a.id, a.towns.length]))).toEqual({
    wiltshire: 14,
    berkshire: 14,
    slough: 12,
    hillingdon: 13,
    'west-london': 20,
  });
  expect(testimonials).toHaveLength(28);
  expect(species).toHaveLength(12);
  expect(ticker).toHaveLength(8);
  expect(homeReviews).toHaveLength(25);
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('home: banner, ticker entries and every review', () => {
    const text = pageText(id, 'index.html');
    expect(text).toContain('Trusted by 100+ Happy Customers');
    expect(text).toMatch(/within 50 miles/);
    for (const { text: entry } of ticker) expect(text).toContain(entry);
    for (const { author } of homeReviews) expect(text).toContain(author);
    expect(html(id, 'index.html')).toMatch(/href="\/reviews"/);
  });

  it('/delivery-info: the six zones with their exact price texts and the delivery terms', () => {
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
  });

  it('/reviews: 28 testimonials, four platform links, Review JSON-LD for the first 10', () => {
    const page = html(id, 'reviews.html');
    const text = pageText(id, 'reviews.html');
    for (const { name } of testimonials) expect(text).toContain(name);
    for (const url of [brand.profiles.bark, brand.profiles.yell, brand.profiles.facebook, brand.profiles.trustpilot]) {
      expect(page).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    }
    expect(page.match(/"@type":"Review"/g)).toHaveLength(10);
  });

  it.each(areas.map((area) => [area.id, area] as const))('/%s lists its towns', (areaId, area) => {
    const text = pageText(id, `${areaId}.html`);
    for (const town of area.towns) expect(text).toContain(town);
    for (const service of [
      '/patio',
      '/fencing',
      '/landscaping',
      '/artificial-turf',
      '/tree-surgery',
      '/hedge-trimming',
    ]) {
      expect(html(id, `${areaId}.html`)).toContain(`href="${service}"`);
    }
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

  it('/garden-transformation: the four steps', () => {
    const text = pageText(id, 'garden-transformation.html');
    for (const step of ['Consultation', 'Design', 'Construction', 'Completion']) expect(text).toContain(step);
  });

  it('/artificial-turf: 35mm premium grass', () => {
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
