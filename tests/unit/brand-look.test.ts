/** A brand's look (src/lib/brand-look.ts, brand-marks.ts, typefaces.ts and the brand file's `look`). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandLogoSvg, logoFileOf } from '../../src/render-time/brand-logo.ts';
import { brandFontFamilies } from '../../src/tooling/brand-fonts.ts';
import { brandTrade, glyphTrade, markGlyphIds, markSvg, monogram } from '../../src/lib/brand-marks.ts';
import { fontStack, fontUses, resolveLook } from '../../src/lib/brand-look.ts';
import { BrandError, validateBrands, type Brand } from '../../src/lib/brand-schema.ts';
import { readBrandFiles } from '../../src/render-time/load-brands.ts';
import { systemStack, typefaceFile, typefaceIds, typefaces } from '../../src/lib/typefaces.ts';
import { fixtureBrand, fixtureBrandsDir } from '../fixtures/brands.ts';
import { tempDir } from '../support/temp-dir.ts';

const withLook = (brand: Brand, look: Brand['look']): Brand => ({ ...brand, look });

describe('a brand file with no look fields', () => {
  // The tree-care fixture without the setting its drawings take (tests/build/new-brand.test.ts draws them).
  const brand = withLook(fixtureBrand('oakmere-tree-care'), undefined);

  it('keeps the default design: system fonts, dark header, classic heroes, no font file', () => {
    expect(brand.look).toBeUndefined();
    const look = resolveLook(brand);
    expect(look).toMatchObject({ headingFont: 'system', bodyFont: 'system', header: 'dark', hero: 'classic' });
    expect(fontUses(look)).toEqual([]);
    expect(brandFontFamilies(brand)).toEqual([]);
    expect(fontStack(look.headingFont)).toBe(systemStack);
  });

  it('gets the first mark of its trade (a tree for tree care) with its initials, in its accent colour', () => {
    const { mark } = resolveLook(brand);
    expect(mark).toEqual({ glyph: 'oak', frame: 'rounded', initials: 'OT', colour: brand.theme.accent });
    expect(markSvg(mark)).toContain(brand.theme.accent);
    expect(markSvg(mark)).toContain('>OT</text>');
  });
});

describe('trades and marks', () => {
  it('reads the trade from the first lead service, else from what the brand sells', () => {
    expect(brandTrade({ focus: ['hedge-trimming'], product: 'garden services' })).toBe('trees');
    expect(brandTrade({ focus: ['fencing'], product: 'tree surgery' })).toBe('fencing');
    expect(brandTrade({ focus: ['turfing'], product: 'fencing' })).toBe('gardens');
    expect(brandTrade({ focus: [], product: 'tree surgery' })).toBe('trees');
    expect(brandTrade({ focus: [], product: 'fencing and gates' })).toBe('fencing');
    expect(brandTrade({ focus: [], product: 'garden services' })).toBe('gardens');
  });

  it('draws every mark differently, each belonging to one trade', () => {
    const drawings = markGlyphIds.map((glyph) =>
      markSvg({ glyph, frame: 'rounded', initials: 'AB', colour: '#123456' }),
    );
    expect(new Set(drawings).size).toBe(markGlyphIds.length);
    expect(markGlyphIds.map(glyphTrade)).not.toContain(undefined);
    expect(monogram('Oakridge Fencing & Landscaping')).toBe('OF');
  });
});

describe('typefaces', () => {
  it('load one heading weight, and a regular and a bold for body text', () => {
    expect(fontUses({ headingFont: 'oswald', bodyFont: 'system' })).toEqual([{ id: 'oswald', weights: [600] }]);
    expect(fontUses({ headingFont: 'poppins', bodyFont: 'poppins' })).toEqual([{ id: 'poppins', weights: [400, 700] }]);
    expect(fontUses({ headingFont: 'system', bodyFont: 'nunito' })).toEqual([{ id: 'nunito', weights: [400, 700] }]);
  });

  it('are latin woff2 files that exist in their installed Fontsource packages', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    for (const id of typefaceIds) {
      for (const weight of [typefaces[id].headingWeight, 400, 700]) {
        const file = typefaceFile(id, weight);
        expect(file).toMatch(/^@fontsource\/[a-z-]+\/files\/[a-z-]+-latin-\d00-normal\.woff2$/);
        expect(() => require.resolve(file), file).not.toThrow();
      }
    }
  });

  it('become Astro font families with a metric-matched fallback of their generic family', () => {
    const brand = withLook(fixtureBrand('birchway-fencing'), { headingFont: 'fraunces', bodyFont: 'nunito' });
    const families = brandFontFamilies(brand);
    expect(families.map((f) => [f.name, f.cssVariable, f.fallbacks])).toEqual([
      ['Fraunces', '--font-fraunces', ['serif']],
      ['Nunito', '--font-nunito', ['sans-serif']],
    ]);
    expect(families[1]!.options.variants.map((v) => v.weight)).toEqual([400, 700]);
  });
});

describe('look fields in a brand file', () => {
  const files = () => readBrandFiles(fixtureBrandsDir).map(({ file, data }) => ({ file, data: structuredClone(data) }));
  const invalid = (look: unknown): BrandError => {
    const all = files();
    (all.find((f) => f.file === 'brands/birchway-fencing.json')!.data as Record<string, unknown>).look = look;
    try {
      validateBrands(all);
    } catch (error) {
      if (error instanceof BrandError) return error;
      throw error;
    }
    throw new Error('expected a BrandError');
  };

  it('accept a full look', () => {
    const all = files();
    (all.find((f) => f.file === 'brands/birchway-fencing.json')!.data as Record<string, unknown>).look = {
      mark: 'picket',
      markFrame: 'shield',
      headingFont: 'oswald',
      bodyFont: 'system',
      header: 'light',
      hero: 'split',
    };
    const brand = validateBrands(all).find((b) => b.id === 'birchway-fencing')!;
    expect(resolveLook(brand)).toMatchObject({ header: 'light', hero: 'split', headingFont: 'oswald' });
  });

  it.each([
    [{ headingFont: 'comic-sans' }, 'look.headingFont', /curated typefaces/],
    [{ mark: 'castle' }, 'look.mark', /mark drawings/],
    [{ header: 'purple' }, 'look.header', /dark|light/],
    [{ hero: 'video' }, 'look.hero', /classic/],
    [{ logo: 'logo.gif' }, 'look.logo', /\.svg or \.png/],
    [{ colour: 'red' }, 'look', /colour/],
  ])('reject %j naming file and field', (look, field, message) => {
    const error = invalid(look);
    expect(error.file).toBe('brands/birchway-fencing.json');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
  });
});

describe("a brand's own logo file", () => {
  const dir = tempDir('brand-logo-');
  const brand = (id: string, look?: Brand['look']) => withLook({ ...fixtureBrand('anvil-gardens'), id }, look);
  const png = (width: number, height: number) => {
    const data = Buffer.alloc(33);
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(data);
    data.writeUInt32BE(width, 16);
    data.writeUInt32BE(height, 20);
    return data;
  };

  it('is found by convention (logo.svg) and used as is', () => {
    mkdirSync(join(dir, 'with-svg'));
    writeFileSync(join(dir, 'with-svg', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>');
    expect(logoFileOf(brand('with-svg'), dir)).toBe(join(dir, 'with-svg', 'logo.svg'));
    expect(brandLogoSvg(brand('with-svg'), dir)).toContain('<circle r="3"/>');
  });

  it('falls back to the generated mark when there is none', () => {
    expect(logoFileOf(brand('no-logo'), dir)).toBeUndefined();
    expect(brandLogoSvg(brand('no-logo'), dir)).toContain('data-mark="leaf rounded"');
  });

  it('embeds a PNG of at least 180 px, and stops the build for a missing, small or non-image file', () => {
    mkdirSync(join(dir, 'with-png'));
    writeFileSync(join(dir, 'with-png', 'mark.png'), png(256, 256));
    writeFileSync(join(dir, 'with-png', 'small.png'), png(64, 64));
    writeFileSync(join(dir, 'with-png', 'fake.svg'), 'hello');
    expect(brandLogoSvg(brand('with-png', { logo: 'mark.png' }), dir)).toContain('data:image/png;base64,');
    expect(() => brandLogoSvg(brand('with-png', { logo: 'small.png' }), dir)).toThrow(
      'brands/with-png.json: field "look.logo" brands/with-png/small.png is 64×64 px; it needs at least 180×180 px',
    );
    expect(() => brandLogoSvg(brand('with-png', { logo: 'fake.svg' }), dir)).toThrow(/fake\.svg is not an SVG image/);
    expect(() => brandLogoSvg(brand('with-png', { logo: 'gone.svg' }), dir)).toThrow(/gone\.svg does not exist/);
  });
});
