/**
 * Area pages (one per entry of src/content/areas.json) claim local presence only for the brand that
 * works there: an area the brand does not list in `serviceAreas` is noindex, missing from its sitemap
 * and says which areas the brand covers; the others are indexed and listed, and show the brand's
 * reviews and a project from that area. Their service cards are those of the services the brand offers,
 * opening with its lead services; the default brand keeps its six in their fixed order (patio, fencing, landscaping,
 * artificial turf, tree surgery, hedge trimming). Iterates over whatever brands were built and areas are listed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadListEntries } from '../../src/render-time/brand-content-files.ts';
import { areaOverrideSchema, areaSchema } from '../../src/lib/content-schemas.ts';
import { servesArea } from '../../src/lib/local-proof.ts';
import { joinList } from '../../src/lib/text.ts';
import { shownLists } from './support/shown.ts';
import { builtBrands, decodeEntities, distDir } from './support/site.ts';
import { defaultBrandAreaServiceCards } from '../support/default-brand-service-lists.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as {
  id: string;
  name: string;
  title: string;
  towns: string[];
}[];
/** Whether the brand has its own photo for an image key (brands/<id>/images/<key>.<ext>). */
const ownPhoto = (brandId: string, key: string) => {
  const dir = join('brands', brandId, 'images');
  return existsSync(dir) && readdirSync(dir).some((file) => file.replace(/\.[^.]+$/, '') === key);
};
const read = (brandId: string, file: string) => readFileSync(join(distDir, brandId, file), 'utf8');
const robotsNoindex = /<meta name="robots" content="[^"]*noindex/;
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
/** The markup of one <section id="…"> of a page ('' when the page has none). */
const section = (html: string, id: string) => {
  const start = html.indexOf(`<section id="${id}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
};
const cardLinks = (html: string) =>
  [...section(html, 'services').matchAll(/<a href="(\/[a-z-]+)"/g)].map((match) => match[1]!);

/** Area pages that showed reviews or a project: checked below, so the proof test cannot pass on nothing. */
let proofShown = 0;

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const sitemap = read(id, 'sitemap-0.xml');
  // The brand's entries: its own words (brands/<id>/content/areas/) over the shared ones.
  const served = loadListEntries(brand, 'src/content/areas.json', 'areas', areaSchema, areaOverrideSchema).filter(
    (area) => servesArea(brand, area),
  );
  const elsewhere = areas.filter((area) => !servesArea(brand, area));
  const shown = shownLists(brand);

  it.each(served.map((area) => [area.id, area] as const))(
    '/%s (its own area) is indexed, in the sitemap, with its own title and canonical',
    (areaId, area) => {
      const html = read(id, `${areaId}.html`);
      expect(html).not.toMatch(robotsNoindex);
      expect(sitemap).toContain(`<loc>${brand.canonical}/${areaId}</loc>`);
      expect(html).toContain(`<link rel="canonical" href="${brand.canonical}/${areaId}">`);
      expect(decodeEntities(html)).toContain(`<title>${area.title} | ${brand.businessName}</title>`);
    },
  );

  it.each(served.map((area) => [area.id, area] as const))(
    "/%s shows the brand's reviews and a project from that area",
    (areaId, area) => {
      const places = new Set([area.name, ...area.towns].map((place) => place.toLowerCase()));
      const inArea = (entry: { location: string }) => places.has(entry.location.toLowerCase());
      const reviews = shown.reviews.filter(inArea).slice(0, 3);
      // A project names its place only over the brand's own photo of that job (lib/captions.ts).
      const project = shown.recentWork.filter((work) => work.job && ownPhoto(id, work.image)).find(inArea);
      const proof = textOf(section(read(id, `${areaId}.html`), 'local-work'));
      if (reviews.length === 0 && !project) return void expect(proof).toBe('');
      proofShown += 1;
      for (const review of reviews)
        expect(proof).toContain(`${review.name} ${review.location}, via ${review.platform}`);
      // Only these: no fourth review, none from elsewhere.
      expect(proof.match(/, via /g)).toHaveLength(reviews.length);
      if (project) expect(proof).toContain(`A recent job in ${project.location} ${project.job!.title}`);
      else expect(proof).not.toContain('A recent job in');
    },
  );

  it.each(elsewhere.map((area) => [area.id, area.name] as const))(
    '/%s (outside its areas) is noindex, not in the sitemap, names the areas it covers and claims no local work',
    (areaId, name) => {
      const html = read(id, `${areaId}.html`);
      expect(html).toMatch(robotsNoindex);
      expect(sitemap).not.toContain(`/${areaId}</loc>`);
      const text = textOf(html);
      expect(text).toContain(`${name} is outside our area`);
      expect(text).toContain(joinList(brand.serviceAreas));
      expect(section(html, 'local-work')).toBe('');
    },
  );

  it.each(areas.map((area) => [area.id] as const))(
    '/%s: the default service cards of the services the brand offers, its lead services first',
    (areaId) => {
      const links = cardLinks(read(id, `${areaId}.html`));
      const offered = defaultBrandAreaServiceCards.filter((href) => brand.services.includes(href.slice(1)));
      expect([...links].sort()).toEqual([...offered].sort());
      const leads = offered.filter((href) => brand.focus.includes(href.slice(1)));
      expect(links.slice(0, leads.length)).toEqual(leads);
      // The rest keep the default order.
      expect(links.slice(leads.length)).toEqual(offered.filter((href) => !leads.includes(href)));
      if (brand.default) expect(links).toEqual(defaultBrandAreaServiceCards);
    },
  );

  it('links /about only to the area pages of its own areas', () => {
    const about = read(id, 'about.html');
    for (const area of served) expect(about).toContain(`href="/${area.id}"`);
    for (const area of elsewhere) expect(about).not.toContain(`href="/${area.id}"`);
  });

  it("links the blog article to the areas it is about and the brand's own area pages, naming the ones outside", () => {
    const article = read(id, 'blog/understanding-tree-surgery-west-london-slough.html');
    const related = article.slice(article.indexOf('id="related-heading"'));
    const about = ['west-london', 'slough'];
    for (const area of served) expect(related).toContain(`href="/${area.id}"`);
    for (const area of elsewhere) {
      if (about.includes(area.id)) expect(textOf(related)).toContain(`${area.name} is outside our area`);
      else expect(related).not.toContain(`href="/${area.id}"`);
    }
    // The default brand's article links first to /tree-surgery, /hedge-trimming, /west-london and /slough.
    if (brand.default)
      expect([...related.matchAll(/href="(\/[a-z-]+)"/g)].map((match) => match[1]).slice(0, 4)).toEqual([
        '/tree-surgery',
        '/hedge-trimming',
        '/west-london',
        '/slough',
      ]);
  });
});

it('shows local reviews or a project on at least one area page', () => {
  expect(proofShown).toBeGreaterThan(0);
});
