/**
 * Calls to action that stand out on every brand and hero style: for every brand's theme (brands/
 * and the fixture brands, so a new brand's colours are checked the day it is added) and every
 * place a main action stands (each home, service and page hero style, both header styles, the
 * bands), the primary action keeps 3:1 against what is behind it and 4.5:1 for its words, and the
 * action beside it does not outshine it. A fixture whose accent is too close to its centred hero's
 * tint (tests/fixtures/theme-too-close/) must fail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import {
  actionContrast,
  actionContrastProblems,
  actionPlaces,
  contrastRatio,
  everyActionPlace,
  heroScrim,
} from '../../src/lib/action-colours.ts';
import { lookSchema } from '../../src/lib/brand-schema.ts';
import { fixtureBrands } from '../fixtures/brands.ts';

const brands = loadBrands();
const [tooClose] = loadBrands(join(import.meta.dirname, '../fixtures/theme-too-close'));

describe('contrastRatio (WCAG 2)', () => {
  it('measures black on white 21:1, a colour on itself 1:1 and #767676 on white just over 4.5:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([18, 52, 86], [18, 52, 86])).toBe(1);
    expect(contrastRatio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2);
  });
});

describe('places', () => {
  it('cover every hero style and header style a brand file may choose', () => {
    const names = everyActionPlace().map(({ name }) => name);
    for (const hero of lookSchema.shape.hero.unwrap().options)
      for (const place of ['homeHero', 'serviceHero', 'pageHero']) expect(names).toContain(`${place}.${hero}`);
    for (const header of lookSchema.shape.header.unwrap().options) expect(names).toContain(`header.${header}`);
  });

  it('check a photo hero against its darkest and its lightest pixel under the shade', () => {
    // White under 60% stone-950 is about #6d6b6a; an accent button there would be lost.
    const theme = { accent: '#15803d', accentDark: '#14532d', accentSoft: '#f0fdf4' };
    expect(actionContrast('primary', actionPlaces.homeHero.classic.surface, theme).boundary).toBeLessThan(3);
    expect(actionContrast('primaryOnDark', actionPlaces.homeHero.classic.surface, theme).boundary).toBeGreaterThan(5);
  });

  it('compute the classic hero with the scrim it draws: the class names the shade and opacity checked', () => {
    expect(heroScrim.className).toBe(`bg-${heroScrim.shade}/${Math.round(heroScrim.opacity * 100)}`);
    expect(actionPlaces.homeHero.classic.surface).toEqual({ photoUnder: heroScrim.shade, opacity: heroScrim.opacity });
    // The hero takes the scrim's classes from here, not a copy of them.
    const hero = readFileSync('src/components/home/HomeHero.astro', 'utf8');
    for (const use of ['heroScrim.className', 'heroScrim.words', 'heroScrim.links']) expect(hero).toContain(use);
    expect(hero).not.toMatch(/bg-stone-950\/\d+/);
  });

  it('keep the classic hero’s smaller words and its service links 4.5:1 over the lightest pixel under the scrim', () => {
    type Rgb = [number, number, number];
    const white: Rgb = [255, 255, 255];
    const shade: Rgb = [12, 10, 9]; // stone-950
    expect(heroScrim.shade).toBe('stone-950');
    const over = (top: Rgb, alpha: number, under: Rgb) =>
      top.map((channel, i) => Math.round(channel * alpha + under[i]! * (1 - alpha))) as Rgb;
    const scrim = over(shade, heroScrim.opacity, white);
    expect(heroScrim.words).toBe('text-white');
    expect(contrastRatio(white, scrim)).toBeGreaterThanOrEqual(4.5);
    // The links' pill at rest and on hover: every stone-950 layer of their classes over the panel.
    const pills = [...heroScrim.links.matchAll(/bg-stone-950\/(\d+)/g)].map((match) => Number(match[1]) / 100);
    expect(pills).toHaveLength(2);
    for (const alpha of pills) expect(contrastRatio(white, over(shade, alpha, scrim))).toBeGreaterThanOrEqual(4.5);
  });
});

describe.each([...brands, ...fixtureBrands].map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  it('keeps its main actions 3:1 from their surface and 4.5:1 for their words, on every hero and header style and band', () => {
    expect(actionContrastProblems(brand.theme)).toEqual([]);
  });

  it('would lose an accent button on its own dark accent colour: that is why dark surfaces get the white one', () => {
    expect(actionContrast('primary', { colour: 'accentDark' }, brand.theme).boundary).toBeLessThan(3);
  });
});

describe(`a theme whose accent is too close to its hero's tint (${tooClose!.id})`, () => {
  it('fails, naming the centred hero and the ratio', () => {
    const problems = actionContrastProblems(tooClose!.theme);
    expect(problems.some((problem) => /^homeHero\.centred: the main action stands out 2\.\d\d:1/.test(problem))).toBe(
      true,
    );
  });
});
