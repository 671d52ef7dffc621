/**
 * A drawn home hero is drawn for its brand's hero style: what each other style would cut of it is kept beside the
 * pictures (src/assets/images/hero-cuts.json), and a change of style that would cut a figure or vehicle at an edge is
 * refused by the build and not offered by the editor; over the brand's own photo any style goes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandsForEditing, editingOf } from '../../scripts/admin/config.ts';
import { editedFiles } from '../../src/admin/admin-config.ts';
import { defaultHeroStyle, resolveLook } from '../../src/lib/brand-look.ts';
import { heroStyleProblem, heroStyles, wholeStyles, type HeroCuts } from '../../src/lib/hero-frames.ts';
import { heroCutsPath, heroStyleProblems, readHeroCuts } from '../../src/render-time/hero-cuts.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { cutSubjects, heroScene, heroTrade } from '../../tools/images/scenes.ts';

const brands = loadBrands();
const recorded = readHeroCuts();
const cuttingSomewhere = brands.find((brand) => wholeStyles(recorded[brand.id]!).length < heroStyles.length);

describe('the record of what each style cuts', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: is what its drawing, as drawn today, would cut (npm run images -- <brand-id> rewrites it)',
    (_id, brand) => {
      const canvas = heroScene(`hero-${brand.id}`, brand.theme, heroTrade(brand.focus), resolveLook(brand).setting);
      const cuts = Object.fromEntries(heroStyles.map((style) => [style, cutSubjects(canvas, style)]));
      expect(recorded[brand.id], heroCutsPath).toEqual(cuts);
    },
  );

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: its own style shows its drawing whole',
    (_id, brand) => {
      expect(heroStyleProblems(brand)).toEqual([]);
    },
  );

  it('is not blind: some brand has a drawing another style would cut', () => {
    expect(cuttingSomewhere, 'every style shows every drawing whole: the checks below would see nothing').toBeDefined();
  });
});

describe('a style that would cut the drawing', () => {
  const cuts: HeroCuts = {
    classic: ['person: 1366 px, 1920 px'],
    split: [],
    centred: ['van: 390 px'],
    dark: [],
  };

  it('is refused in the owner’s words: what it cuts, on which screens, and what to choose instead', () => {
    expect(heroStyleProblem('classic', cuts)).toBe(
      '"classic" would cut the person on a laptop and a large screen at the edge of the drawing at the top of the ' +
        'home page. Choose split or dark, or add your own photo.',
    );
    expect(heroStyleProblem('centred', cuts)).toContain('the van on a phone');
    expect(heroStyleProblem('split', cuts)).toBeUndefined();
    expect(wholeStyles(cuts)).toEqual(['split', 'dark']);
  });

  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const projectWith = (ownHero: boolean) => {
    const root = mkdtempSync(join(tmpdir(), 'hero-styles-'));
    roots.push(root);
    mkdirSync(join(root, 'src/assets/images'), { recursive: true });
    writeFileSync(join(root, heroCutsPath), JSON.stringify({ [brands[0]!.id]: cuts }));
    if (ownHero) {
      mkdirSync(join(root, `brands/${brands[0]!.id}/images`), { recursive: true });
      writeFileSync(join(root, `brands/${brands[0]!.id}/images/hero.jpg`), '');
    }
    return root;
  };
  const classic = { ...brands[0]!, look: { ...brands[0]!.look, hero: 'classic' as const } };

  it('stops the build (and the editor’s save), naming file and field', () => {
    expect(heroStyleProblems(classic, projectWith(false))).toEqual([
      `brands/${classic.id}.json look.hero: ${heroStyleProblem('classic', cuts)}`,
    ]);
  });

  it('is any style’s right over the brand’s own hero photo', () => {
    expect(heroStyleProblems(classic, projectWith(true))).toEqual([]);
  });
});

describe('the editor', () => {
  it.each(editingOf(brandsForEditing()).map((editing) => [editing.brand.id, editing] as const))(
    '%s: offers as the style of page tops only the styles that show its drawing whole',
    (id, editing) => {
      const field = editedFiles(editing)
        .flatMap((entry) => (entry.kind === 'brand' ? entry.fields : []))
        .find((field) => field.name === 'look')
        ?.fields?.find((field) => field.name === 'hero');
      expect(field, 'the look.hero field').toBeDefined();
      expect(field!.options).toEqual(wholeStyles(recorded[id]!));
      // Left empty it means the default style, so it must be filled in when that one would cut the drawing.
      expect(field!.required ?? true, 'required unless the default style shows the drawing whole').toBe(
        !wholeStyles(recorded[id]!).includes(defaultHeroStyle),
      );
    },
  );
});
