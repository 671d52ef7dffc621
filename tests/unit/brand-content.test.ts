/** Per-brand content: overrides over shared entries, placeholders, lists, and errors naming file and field. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  loadEntries,
  loadEntry,
  loadList,
  loadListEntries,
  loadOwnList,
} from '../../src/render-time/brand-content-files.ts';
import {
  brandPlaceholders,
  combineLists,
  fillPlaceholders,
  overlayEntry,
  parseContent,
} from '../../src/lib/brand-content.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import {
  aboutSchema,
  areaOverrideSchema,
  areaSchema,
  reviewSchema,
  homeSchema,
  recentWorkSchemaFor,
  servicePageSchemaFor,
} from '../../src/lib/content-schemas.ts';

const servicePageSchema = servicePageSchemaFor(imageKeys);
import { fixtureBrand } from '../fixtures/brands.ts';

const brand = fixtureBrand('birchway-fencing');

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A temporary project root holding the real shared content and the files given (removed after the tests). */
function projectWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'brand-content-'));
  roots.push(root);
  const copy = (file: string) => write(file, readFileSync(file, 'utf8'));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  for (const file of ['home.yaml', 'about.yaml', 'recentWork.yaml', 'areas.json']) copy(`src/content/${file}`);
  for (const id of ['fencing', 'patio']) copy(`src/content/service-pages/${id}.yaml`);
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

describe('shared content alone', () => {
  it('is what a brand without a content folder shows, with its facts filled in', () => {
    const root = projectWith({});
    const home = loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema, root);
    expect(home.hero.headline).toBe('Fencing, Patios & Tree Surgery You Can Rely On');
    expect(home.hero.intro).toContain(brand.tagline);
    expect(home.about.paragraphs[0]).toContain(brand.address.locality);
    const about = loadEntry(brand, 'src/content/about.yaml', 'about', aboutSchema, root);
    expect(about.story[0]).toContain(`${brand.businessName} started in ${brand.foundingYear}`);
    expect(JSON.stringify([home, about])).not.toMatch(/\{\w+\}/);
  });
});

describe("a brand's own words", () => {
  it('replace the shared keys they name and keep the rest', () => {
    const root = projectWith({
      [`brands/${brand.id}/content/home.yaml`]:
        'hero:\n  headline: Garden fencing built for {locality}\n  intro: We build fences and nothing else, and we have done since {foundingYear} in and around town.\n',
    });
    const home = loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema, root);
    expect(home.hero).toEqual({
      headline: `Garden fencing built for ${brand.address.locality}`,
      intro: `We build fences and nothing else, and we have done since ${brand.foundingYear} in and around town.`,
    });
    expect(home.cta.title).toBe('Ready to start your project?');
  });

  it('override a service page by file name, leaving the other pages shared', () => {
    const root = projectWith({
      [`brands/${brand.id}/content/service-pages/fencing.json`]: JSON.stringify({ title: 'Fences that last' }),
    });
    const pages = loadEntries(brand, 'src/content/service-pages', servicePageSchema, root);
    expect(pages.map((page) => page.id)).toEqual(['fencing', 'patio']);
    expect(pages[0]!.title).toBe('Fences that last');
    expect(pages[0]!.intro.length).toBeGreaterThan(80);
    expect(pages[1]!.title).not.toBe('Fences that last');
  });

  it("rewrite one entry of a shared list (an area page) by its id, keeping the entry's route, name and towns", () => {
    const loadAreas = (root: string) =>
      loadListEntries(brand, 'src/content/areas.json', 'areas', areaSchema, areaOverrideSchema, root);
    const shared = loadAreas(projectWith({}));
    const root = projectWith({
      [`brands/${brand.id}/content/areas/slough.yaml`]: 'headline: Tree care in Slough and nearby\n',
    });
    const areas = loadAreas(root);
    const slough = areas.find((area) => area.id === 'slough')!;
    expect(slough.headline).toBe('Tree care in Slough and nearby');
    expect({ ...slough, headline: '' }).toEqual({ ...shared.find((area) => area.id === 'slough'), headline: '' });
    expect(areas.filter((area) => area.id !== 'slough')).toEqual(shared.filter((area) => area.id !== 'slough'));
    expect(shared.every((area) => !JSON.stringify(area).includes('{quoteReply}'))).toBe(true);
  });

  it('come first in a list, marked as their own', () => {
    const own =
      '- id: own-1\n  order: 1\n  image: fencing-panel\n  alt: New panel fence along a garden boundary\n  title: Panel Fencing\n  description: Overlap panels between slotted concrete posts, with gravel boards along the bottom of the run.\n  location: Reading\n';
    const root = projectWith({ [`brands/${brand.id}/content/recentWork.yaml`]: own });
    const list = loadList(brand, 'src/content/recentWork.yaml', 'recentWork', recentWorkSchemaFor(), root);
    expect(list[0]).toMatchObject({ id: 'own-1', own: true, title: 'Panel Fencing' });
    expect(list.length).toBeGreaterThan(1);
    expect(list.slice(1).every((entry) => !entry.own)).toBe(true);
  });

  it('are its only reviews: its own list, none at all without one (no shared reviews to fill it up)', () => {
    const own =
      "- id: own-1\n  name: Ann B.\n  date: ''\n  platform: Google\n  rating: 5\n  location: Reading\n  text: A very tidy job on our side fence, finished in a day and every post set in concrete, {locality}.\n";
    const root = projectWith({ [`brands/${brand.id}/content/reviews.yaml`]: own });
    expect(loadOwnList(brand, 'reviews', reviewSchema, root)).toEqual([
      {
        id: 'own-1',
        name: 'Ann B.',
        date: '',
        platform: 'Google',
        rating: 5,
        location: 'Reading',
        text: `A very tidy job on our side fence, finished in a day and every post set in concrete, ${brand.address.locality}.`,
      },
    ]);
    expect(loadOwnList(brand, 'reviews', reviewSchema, projectWith({}))).toEqual([]);
  });
});

describe('a mistake in a brand file', () => {
  const attempt = (file: string, text: string, load: (root: string) => unknown) => () =>
    load(projectWith({ [file]: text }));
  const homeFile = `brands/${brand.id}/content/home.yaml`;
  const loadHome = (root: string) => loadEntry(brand, 'src/content/home.yaml', 'home', homeSchema, root);

  it('stops the build naming the file and the field', () => {
    expect(attempt(homeFile, 'hero:\n  headline: Short\n  intro: x\n', loadHome)).toThrow(
      `${homeFile}: field "hero.headline"`,
    );
    expect(attempt(homeFile, 'heroo:\n  headline: A long enough headline\n', loadHome)).toThrow(homeFile);
    expect(attempt(homeFile, 'cta:\n  title: Call {owner} today please\n', loadHome)).toThrow(
      `${homeFile}: field "cta.title" names {owner}`,
    );
    expect(attempt(homeFile, 'hero: [unclosed\n', loadHome)).toThrow(`${homeFile}: cannot be read`);
  });

  it('names an area file that matches no area, and a field an area file may not change', () => {
    const loadAreas = (root: string) =>
      loadListEntries(brand, 'src/content/areas.json', 'areas', areaSchema, areaOverrideSchema, root);
    const stray = `brands/${brand.id}/content/areas/reading.yaml`;
    expect(attempt(stray, 'headline: Tree care in Reading\n', loadAreas)).toThrow(`${stray}: matches no entry`);
    const slough = `brands/${brand.id}/content/areas/slough.yaml`;
    expect(attempt(slough, 'towns: [Langley]\n', loadAreas)).toThrow(slough);
    expect(attempt(slough, 'title: Trees\n', loadAreas)).toThrow(`${slough}: field "title"`);
  });

  it('names a card grid where one card has no picture among pictured ones', () => {
    const fencing = `brands/${brand.id}/content/service-pages/fencing.yaml`;
    const card = (title: string, picture: string) =>
      `    - title: ${title}\n      description: A card long enough to pass the description's forty-character minimum.\n${picture}`;
    const pictured = '      image: fencing-panel\n      alt: Overlap fence panels between concrete posts\n';
    const grid = (...cards: string[]) => `options:\n  title: Fences we fit\n  cards:\n${cards.join('')}`;
    const load = (root: string) => loadEntries(brand, 'src/content/service-pages', servicePageSchema, root);
    expect(attempt(fencing, grid(card('Panels', pictured), card('Repairs', '')), load)).toThrow(
      `${fencing}: field "options.cards"`,
    );
    expect(attempt(fencing, grid(card('Panels', pictured), card('Gates', pictured)), load)).not.toThrow();
    expect(attempt(fencing, grid(card('Panels', ''), card('Repairs', '')), load)).not.toThrow();
  });

  it('names a service page file that matches no shared page, and a list id used twice', () => {
    const stray = `brands/${brand.id}/content/service-pages/decking.yaml`;
    expect(
      attempt(stray, 'title: Decking\n', (root) =>
        loadEntries(brand, 'src/content/service-pages', servicePageSchema, root),
      ),
    ).toThrow(`${stray}: matches no shared file`);
    const reviews = `brands/${brand.id}/content/reviews.yaml`;
    const twice =
      "- { id: a, name: Ann B., date: '', platform: Yell, rating: 5, location: Reading, text: We had a new fence put up along the back of the garden and it is straight and solid. }\n".repeat(
        2,
      );
    expect(attempt(reviews, twice, (root) => loadOwnList(brand, 'reviews', reviewSchema, root))).toThrow(
      `${reviews}: field "1.id"`,
    );
  });
});

describe('the pure helpers', () => {
  it('fill placeholders anywhere in a value and know the brand facts', () => {
    const facts = brandPlaceholders(brand, new Date('2026-06-01'));
    expect(facts.yearsTrading).toBe(String(2026 - brand.foundingYear));
    expect(fillPlaceholders({ a: ['Since {foundingYear}'] }, facts, 'f')).toEqual({
      a: [`Since ${brand.foundingYear}`],
    });
    expect(() => fillPlaceholders({ a: ['{nope}'] }, facts, 'f.yaml')).toThrow('f.yaml: field "a.0" names {nope}');
  });

  it('lay top-level keys over an entry, and combine lists own-first', () => {
    expect(overlayEntry({ a: 1, b: { c: 2 } }, { b: { c: 3 } })).toEqual({ a: 1, b: { c: 3 } });
    expect(overlayEntry({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(combineLists([{ id: 'x' }], [{ id: 'y' }], 'f')).toEqual([
      { id: 'x', own: true },
      { id: 'y', own: false },
    ]);
    expect(() => combineLists([{ id: 'y' }], [{ id: 'y' }], 'f.yaml')).toThrow('f.yaml: field "0.id"');
    expect(() => parseContent(homeSchema.partial(), { cta: { title: 1 } }, 'x.yaml')).toThrow(
      'x.yaml: field "cta.title"',
    );
  });
});
