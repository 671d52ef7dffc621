/**
 * Area pages claim local presence only for the brand that works there: an area the brand does not list in
 * `serviceAreas` is noindex, missing from its sitemap and says which areas the brand covers; the others are
 * indexed and listed. Iterates over whatever brands were built.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servesArea } from '../../src/lib/local-proof.ts';
import { joinList } from '../../src/lib/text.ts';
import { builtBrands, decodeEntities, distDir } from './support/site.ts';

const areas = JSON.parse(readFileSync('src/content/areas.json', 'utf8')) as { id: string; name: string }[];
const read = (brandId: string, file: string) => readFileSync(join(distDir, brandId, file), 'utf8');
const robotsNoindex = /<meta name="robots" content="[^"]*noindex/;

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const sitemap = read(id, 'sitemap-0.xml');
  const served = areas.filter((area) => servesArea(brand, area));
  const elsewhere = areas.filter((area) => !servesArea(brand, area));

  it.each(served.map((area) => [area.id] as const))('/%s (its own area) is indexed and in the sitemap', (areaId) => {
    expect(read(id, `${areaId}.html`)).not.toMatch(robotsNoindex);
    expect(sitemap).toContain(`<loc>${brand.canonical}/${areaId}</loc>`);
  });

  it.each(elsewhere.map((area) => [area.id, area.name] as const))(
    '/%s (outside its areas) is noindex, not in the sitemap, and names the areas it covers',
    (areaId, name) => {
      const html = read(id, `${areaId}.html`);
      expect(html).toMatch(robotsNoindex);
      expect(sitemap).not.toContain(`/${areaId}</loc>`);
      const text = decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
      expect(text).toContain(`${name} is outside our area`);
      expect(text).toContain(joinList(brand.serviceAreas));
    },
  );

  it('links /about only to the area pages of its own areas', () => {
    const about = read(id, 'about.html');
    for (const area of served) expect(about).toContain(`href="/${area.id}"`);
    for (const area of elsewhere) expect(about).not.toContain(`href="/${area.id}"`);
  });
});
