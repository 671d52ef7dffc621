/** The illustration generator (tools/images/make-images.ts) is deterministic and each scene has its file. */
import { describe, expect, it } from 'vitest';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { renderSvg } from '../../tools/images/canvas.ts';
import { brandDrawing, heroScene, heroTrade, scenes } from '../../tools/images/scenes.ts';
import { crownReduction } from '../../tools/images/scene-work.ts';
import { rng, seedOf } from '../../tools/images/svg.ts';

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
    // The tree hero is the crown-reduction scene, its van in the brand's dark colour.
    const tree = renderSvg(heroScene('hero-a', theme, 'tree'));
    expect(tree).toBe(renderSvg(crownReduction('hero-a', true, theme.accentDark)));
    expect(tree).toContain(theme.accentDark);
    expect(renderSvg(heroScene('hero-a', theme, 'fence'))).not.toBe(renderSvg(heroScene('hero-a', theme, 'garden')));
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
