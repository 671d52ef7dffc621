/**
 * The illustration generator (tools/images/make-images.ts) is deterministic and each scene has its file; each brand's
 * hero is set where it works and shows every figure and vehicle whole in each frame of its hero style.
 */
import { describe, expect, it } from 'vitest';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { renderSvg } from '../../tools/images/canvas.ts';
import { resolveLook } from '../../src/lib/brand-look.ts';
import { lookSchema } from '../../src/lib/brand-schema.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { fixtureBrand } from '../fixtures/brands.ts';
import { brandDrawing, cutSubjects, heroScene, heroTrade, scenes } from '../../tools/images/scenes.ts';
import { treeHero } from '../../tools/images/scene-tree-hero.ts';
import { mix, rng, seedOf } from '../../tools/images/svg.ts';

const brands = loadBrands();
/** The brands whose hero npm run images draws: the real ones, and the seventh that tests/build/new-brand.test.ts adds. */
const drawnBrands = [...brands, fixtureBrand('oakmere-tree-care')];
const settings = lookSchema.shape.setting.unwrap().options;

describe('scene generator', () => {
  it('has a file for every scene (an owner may add photos that have no scene)', () => {
    expect(Object.keys(scenes).filter((key) => !imageKeys.includes(key))).toEqual([]);
  });

  it('draws the same SVG every time (seeded randomness only)', () => {
    const first = renderSvg(scenes['fencing-closeboard']());
    const second = renderSvg(scenes['fencing-closeboard']());
    expect(first).toBe(second);
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="1000"/);
    expect(first).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('draws each brand hero in that brand’s colours', () => {
    const green = renderSvg(heroScene('hero-a', { accent: '#15803d', accentDark: '#14532d', accentSoft: '#f0fdf4' }));
    const blue = renderSvg(heroScene('hero-a', { accent: '#1d4ed8', accentDark: '#1e3a8a', accentSoft: '#eff6ff' }));
    expect(green).toContain('#15803d');
    expect(blue).toContain('#1d4ed8');
    expect(blue).not.toContain('#15803d');
  });

  it("draws each brand's hero from its trade: tree work, a fence or a garden", () => {
    expect(heroTrade(['tree-surgery', 'hedge-trimming'])).toBe('tree');
    expect(heroTrade(['hedge-trimming'])).toBe('tree');
    expect(heroTrade(['fencing', 'patio'])).toBe('fence');
    expect(heroTrade(['landscaping', 'turfing'])).toBe('garden');
    expect(heroTrade([])).toBe('garden');
    const theme = { accent: '#15803d', accentDark: '#14532d', accentSoft: '#f0fdf4' };
    // The tree hero is tree work where the brand works, its crew and van in the brand's dark colour.
    const tree = renderSvg(heroScene('hero-a', theme, 'tree'));
    expect(tree).toBe(renderSvg(treeHero('hero-a', theme, 'suburbs')));
    expect(tree).toContain(mix(theme.accentDark, '#3f4b3a', 0.3));
    expect(renderSvg(heroScene('hero-a', theme, 'fence'))).not.toBe(renderSvg(heroScene('hero-a', theme, 'garden')));
  });

  it("sets each brand's hero where it works: a back garden, a town street or the countryside", () => {
    const theme = { accent: '#15803d', accentDark: '#14532d', accentSoft: '#f0fdf4' };
    for (const trade of ['tree', 'fence', 'garden'] as const) {
      const drawn = settings.map((setting) => renderSvg(heroScene('hero-a', theme, trade, setting)));
      expect(new Set(drawn).size, trade).toBe(3);
    }
    // The suburbs keep the drawings brands had before settings (a brand without one is unchanged).
    expect(renderSvg(heroScene('hero-a', theme, 'fence', 'suburbs'))).toBe(
      renderSvg(heroScene('hero-a', theme, 'fence')),
    );
    // The town and the countryside each show what the other does not: a van at a kerb, horses in a paddock.
    const subjects = (setting: (typeof settings)[number]) =>
      heroScene('hero-a', theme, 'tree', setting).subjects.map((subject) => subject.what);
    expect(subjects('town')).toContain('van');
    expect(subjects('countryside')).toContain('horse');
    expect(subjects('suburbs')).not.toContain('van');
  });

  it.each(drawnBrands.map((brand) => [brand.id, brand] as const))(
    "draws %s's hero with every figure and vehicle whole or left out in each frame of its hero style",
    (_id, brand) => {
      const look = resolveLook(brand);
      const hero = heroScene(`hero-${brand.id}`, brand.theme, heroTrade(brand.focus), look.setting);
      expect(cutSubjects(hero, look.hero)).toEqual([]);
    },
  );

  it('finds a figure that a frame would cut at its edge', () => {
    const hero = heroScene('hero-a', { accent: '#15803d', accentDark: '#14532d', accentSoft: '#f0fdf4' }, 'tree');
    // A person straddling the middle half's edge: the dark style's 4:5 frame shows x from 0.25 to 0.75.
    hero.subjects.push({ what: 'person', x0: 0.24 * hero.width, x1: 0.27 * hero.width, y0: 400, y1: 600 });
    expect(cutSubjects(hero, 'dark')).toEqual(['person: 1366 px, 1920 px']);
    expect(cutSubjects(hero, 'split')).toEqual([]);
  });

  it("draws each brand's team and landscaping pictures from its trade, in its colours", () => {
    const theme = { accent: '#0f766e', accentDark: '#134e4a', accentSoft: '#f0fdfa' };
    for (const key of ['about-team', 'landscaping-garden']) {
      const [tree, fence, garden] = (['tree', 'fence', 'garden'] as const).map((trade) =>
        renderSvg(brandDrawing(key, `${key}-a`, theme, trade)),
      );
      expect(new Set([tree, fence, garden]).size, key).toBe(3);
      expect(renderSvg(brandDrawing(key, `${key}-b`, theme, 'tree')), key).not.toBe(tree);
      expect(tree, key).toContain(theme.accentDark);
      expect(tree, key).not.toBe(renderSvg(scenes[key]!()));
    }
  });

  it('pairs before/after scenes on one layout (same seed up to the part that changes)', () => {
    const body = (svg: string) => svg.slice(svg.indexOf('</defs>'));
    const before = body(renderSvg(scenes['hedge-before']()));
    const after = body(renderSvg(scenes['hedge-after']()));
    const commonPrefix = [...before].findIndex((char, i) => char !== after[i]);
    expect(commonPrefix).toBeGreaterThan(before.length * 0.3);
  });

  it('seeded random numbers are stable across runs', () => {
    const random = rng(seedOf('fencing-panel'));
    expect([random(), random(), random()].map((n) => n.toFixed(6))).toEqual(
      (() => {
        const again = rng(seedOf('fencing-panel'));
        return [again(), again(), again()].map((n) => n.toFixed(6));
      })(),
    );
  });

  it('renders every scene without invalid numbers', () => {
    for (const key of Object.keys(scenes)) expect(renderSvg(scenes[key]!()), key).not.toMatch(/NaN|undefined|Infinity/);
  });
});
