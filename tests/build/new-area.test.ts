/**
 * An eighth area with no code edits: in a temporary copy of the project, follows the "Add an area"
 * steps of docs/reference/services-and-areas.md for a fixture area (tests/fixtures/areas/reading.json):
 *
 *   1. add its entry to src/content/areas.json
 *   2. add its name to one brand's `serviceAreas` (a brand that does not list it yet)
 *   3. BRANDS=<that brand> npm run build          (that brand plus the default brand)
 *
 * and then finds /reading indexed in that brand's sitemap with its own title and canonical, noindex
 * in the default brand, and runs the area-page, build-output, link and content checks on that build.
 * Only those two files differ from the project; the copy is deleted afterwards.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { servesArea } from '../../src/lib/local-proof.ts';
import { copyProject, outputOf, projectRoot, removeProjectCopy, runInAsync } from '../support/project-copy.ts';
import { decodeEntities } from './support/site.ts';

const area = JSON.parse(readFileSync('tests/fixtures/areas/reading.json', 'utf8')) as {
  id: string;
  name: string;
  title: string;
};
const areasFile = 'src/content/areas.json';
const brands = loadBrands(join(projectRoot, 'brands'));
const defaultBrand = brands.find((brand) => brand.default)!;
/** The brand that takes the new area on: the first that does not list it yet (the default brand stays out). */
const brand = brands.find((candidate) => !candidate.default && !servesArea(candidate, area))!;
const brandFile = `brands/${brand.id}.json`;
/** The checks, run in the copy against its build: each walks the area list and the routes. */
const checks = [
  'tests/unit/content-pages.test.ts',
  'tests/build/area-pages.test.ts',
  'tests/build/output.test.ts',
  'tests/build/links.test.ts',
];

let copy: string;
const inCopy = (file: string) => join(copy, file);
const built = (brandId: string, file: string) => readFileSync(inCopy(join('dist', brandId, file)), 'utf8');
const robotsNoindex = /<meta name="robots" content="[^"]*noindex/;

beforeAll(() => {
  copy = copyProject('new-area-');
}, 60_000);

afterAll(() => removeProjectCopy(copy));

describe(`an eighth area (/${area.id}) added as one entry`, () => {
  it('is an area the list does not have yet, for a brand and a default brand that do not serve it', () => {
    const areas = JSON.parse(readFileSync(areasFile, 'utf8')) as { id: string }[];
    expect(areas.map((entry) => entry.id)).not.toContain(area.id);
    expect(brand, 'a non-default brand without Reading in serviceAreas').toBeDefined();
    expect(servesArea(defaultBrand, area)).toBe(false);
  });

  it('steps 1 and 2: one entry in the area list, one name in the brand file, nothing else', () => {
    const areas = JSON.parse(readFileSync(inCopy(areasFile), 'utf8')) as unknown[];
    writeFileSync(inCopy(areasFile), `${JSON.stringify([...areas, area], null, 2)}\n`);
    const data = JSON.parse(readFileSync(inCopy(brandFile), 'utf8')) as { serviceAreas: string[] };
    data.serviceAreas.push(area.name);
    writeFileSync(inCopy(brandFile), `${JSON.stringify(data, null, 2)}\n`);
    // Every file of the copy (its installed packages aside) against the project's.
    const files = readdirSync(copy, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(copy, join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('node_modules'))
      .filter((file) => {
        const original = join(projectRoot, file);
        return !existsSync(original) || !readFileSync(original).equals(readFileSync(inCopy(file)));
      });
    expect(files.sort()).toEqual([brandFile, areasFile].sort());
  }, 60_000);

  it('step 3: npm run build builds /reading for the brand and the default brand', async () => {
    const result = await runInAsync(copy, 'npm', ['run', 'build'], { BRANDS: brand.id });
    expect(result.status, outputOf(result)).toBe(0);
  }, 300_000);

  it(`is indexed by the brand that serves it, with its own title and canonical`, () => {
    const html = built(brand.id, `${area.id}.html`);
    expect(html).not.toMatch(robotsNoindex);
    expect(decodeEntities(html)).toContain(`<title>${area.title} | ${brand.businessName}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${brand.canonical}/${area.id}">`);
    expect(built(brand.id, 'sitemap-0.xml')).toContain(`<loc>${brand.canonical}/${area.id}</loc>`);
    expect(built(brand.id, 'about.html')).toContain(`href="/${area.id}"`);
    // Its structured data names the new place too: areaServed follows serviceAreas.
    expect(built(brand.id, 'index.html')).toContain(`"name":"${area.name}, UK"`);
  });

  it('is noindex and out of the sitemap for the default brand, which does not serve it', () => {
    const html = built(defaultBrand.id, `${area.id}.html`);
    expect(html).toMatch(robotsNoindex);
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(`${area.name} is outside our area`);
    expect(built(defaultBrand.id, 'sitemap-0.xml')).not.toContain(`/${area.id}</loc>`);
  });

  it('passes the area-page, build-output, link and content checks, which cover it', async () => {
    const result = await runInAsync(copy, process.execPath, [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=verbose',
      ...checks,
    ]);
    expect(result.status, outputOf(result)).toBe(0);
    // The checks really ran on the new area, for both brands.
    expect(result.stdout).toContain(`/${area.id} (its own area) is indexed`);
    expect(result.stdout).toContain(`/${area.id} (outside its areas) is noindex`);
  }, 240_000);
});
