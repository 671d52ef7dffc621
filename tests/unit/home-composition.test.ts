/**
 * The home page's sections as brand data (src/lib/home-composition.ts): the schema takes known ids, each once, the
 * top of the page first and the quote form present; the shared words keep the default brand's order; the page's map
 * (src/pages/index.astro) has a component for every id and no other; and the editor offers the list as choices
 * to drag into order, named for the owner, refusing what the build refuses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { editedFiles } from '../../src/admin/admin-config.ts';
import { fieldProblem } from '../../src/admin/checks.ts';
import { homeSectionNames } from '../../src/admin/editor-labels.ts';
import { homeSectionIds, homeCompositionSchema } from '../../src/lib/home-composition.ts';
import { homeSchema } from '../../src/lib/content-schemas.ts';
import { brandsForEditing, editingOf } from '../../scripts/admin/config.ts';
import { defaultBrandHomeSections } from '../support/default-brand-home-sections.ts';

const defaultOrder: readonly string[] = defaultBrandHomeSections;

const problems = (value: unknown) => {
  const result = homeCompositionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the sections schema', () => {
  it("takes the default brand's order, and a shorter list in another order with the top first", () => {
    expect(problems(defaultOrder)).toEqual([]);
    expect(problems(['hero', 'recent-work', 'contact', 'reviews'])).toEqual([]);
  });

  it('refuses an unknown section, one listed twice, the top of the page not first, and a home without the quote form', () => {
    expect(problems(['hero', 'price-guide', 'contact']).join()).toMatch(/must be one of the sections/);
    expect(problems(['hero', 'reviews', 'contact', 'reviews'])).toEqual([
      'lists reviews twice: each section may appear once',
    ]);
    expect(problems(['reviews', 'hero', 'contact'])).toEqual(['must start with hero, the top of the page']);
    expect(problems(['hero', 'reviews'])).toEqual(['must include contact: every home shows it']);
    expect(problems(['contact', 'about'])).toEqual([
      'must start with hero, the top of the page',
      'must include hero: every home shows it',
    ]);
    expect(problems([]).join()).toMatch(/>=2/);
  });

  it('is the home words’ `sections`, which the shared words give in the default brand’s order', () => {
    const shared = parse(readFileSync('src/content/home.yaml', 'utf8')) as Record<string, unknown>;
    expect(homeSchema.parse(shared).sections).toEqual(defaultOrder);
    expect(homeSchema.safeParse({ ...shared, sections: ['hero'] }).success).toBe(false);
  });
});

describe('the home page’s map of sections (src/pages/index.astro)', () => {
  const page = readFileSync('src/pages/index.astro', 'utf8');
  const map = /const sectionComponents = \{([^}]*)\}/.exec(page)?.[1] ?? '';
  const keys = [...map.matchAll(/^\s*'?([a-z-]+)'?:/gm)].map((match) => match[1]);

  it('has one component for every section id, and nothing else', () => {
    expect(keys).toEqual([...homeSectionIds]);
  });
});

describe('the editor', () => {
  const editing = editingOf(brandsForEditing());
  const withHome = editing.find((brand) => brand.contentFiles.home);
  const home = withHome && editedFiles(withHome).find((entry) => entry.kind === 'home');
  const field = home?.fields.find((f) => f.name === 'sections');

  it('offers the sections as a list to drag into order, one choice per item, each named for the owner', () => {
    // Open, so each item shows which section it is without a click.
    expect(field).toMatchObject({ widget: 'checked-list', collapsed: false, min: 2, max: homeSectionIds.length });
    expect(field!.field!.widget).toBe('select');
    expect(field!.field!.options).toEqual(homeSectionIds.map((id) => ({ label: homeSectionNames[id], value: id })));
  });

  it('refuses, next to the list, what the build refuses', () => {
    const check = field!.check as string;
    expect(fieldProblem(check, defaultOrder)).toBeUndefined();
    expect(fieldProblem(check, ['reviews', 'hero', 'contact'])).toBe('must start with hero, the top of the page');
    expect(fieldProblem(check, ['hero', 'contact', 'contact'])).toMatch(/twice/);
    expect(fieldProblem(check, ['hero', 'about'])).toMatch(/must include contact/);
    expect(fieldProblem(check, [])).toBe('needs at least 2');
  });
});
