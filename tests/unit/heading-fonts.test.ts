/** Heading typefaces cut down to the characters headings can show (src/lib/glyph-set.ts, src/build/heading-fonts.ts). */
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { brandFontFamilies } from '../../src/build/brand-fonts.ts';
import { headingFontFile, headingFontFiles, headingOnlyFace, siteGlyphs } from '../../src/build/heading-fonts.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { alwaysKept, glyphSet, headingBase } from '../../src/lib/glyph-set.ts';
import { typefaceFile } from '../../src/lib/typefaces.ts';
import { fixtureBrand } from '../fixtures/brands.ts';

const require = createRequire(import.meta.url);
/** A single-face font file (woff2 never holds a collection). */
const openFont = (bytes: Buffer): Font => create(bytes) as Font;
const withLook = (look: Brand['look']): Brand => ({ ...fixtureBrand('birchway-fencing'), look });

describe('the characters a heading face keeps', () => {
  it('are printable ASCII and smart typography, whatever the texts', () => {
    const set = glyphSet([]);
    expect(set).toContain('A');
    expect(set).toContain('~');
    for (const char of '’“”–—…£\u00a0') expect(set).toContain(char);
    expect(set).toBe(glyphSet([''])); // nothing added for no text
  });

  it('add each character the texts use, in both cases, once, in code point order', () => {
    const set = glyphSet(['Café à la crème', 'ÆSIR → Øre', 'café']);
    for (const char of 'éÉàÀèÈÆæØø→') expect(set).toContain(char);
    expect(new Set(set).size).toBe([...set].length);
    const codes = [...set].map((c) => c.codePointAt(0)!);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(glyphSet(['café', 'ÆSIR → Øre'])).toBe(glyphSet(['ÆSIR → Øre', 'café']));
  });

  it('never include control characters', () => {
    const set = glyphSet(['line\nbreak\ttab\u0085\u0000']);
    expect([...set].every((c) => c.codePointAt(0)! >= 0x20)).toBe(true);
    expect(set).not.toContain('\u0085');
  });

  it('after the build, are what the headings show plus letters, digits and spaces', () => {
    const set = glyphSet(['Fencing & Gates: £350', 'CAFÉ'], headingBase);
    for (const char of 'AZaz09 \u00a0&:£Éé') expect(set).toContain(char);
    // Punctuation only where a heading uses it ("/" beside digits pulls in a face's fractions).
    for (const char of '/@#~’') expect(set).not.toContain(char);
  });

  it('cover every character the project sources contain (brand files, content, components)', () => {
    const set = siteGlyphs();
    expect(set.startsWith(alwaysKept.slice(0, 10))).toBe(true);
    expect(set).toContain('£');
  });
});

describe('which face is cut down', () => {
  it('only a heading face whose weight the body text does not also use', () => {
    expect(headingOnlyFace(withLook(undefined))).toBeUndefined();
    expect(headingOnlyFace(withLook({ headingFont: 'fraunces' }))).toEqual({ id: 'fraunces', weight: 700 });
    // Poppins headings are 700, which body text also uses (bold): that file stays whole.
    expect(headingOnlyFace(withLook({ headingFont: 'poppins', bodyFont: 'poppins' }))).toBeUndefined();
    // Nunito headings are 800, which body text (400 and 700) never uses.
    expect(headingOnlyFace(withLook({ headingFont: 'nunito', bodyFont: 'nunito' }))).toEqual({
      id: 'nunito',
      weight: 800,
    });
  });
});

describe('a heading subset', { timeout: 30_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'heading-fonts-'));
  const source = readFileSync(require.resolve(typefaceFile('fraunces', 700)));

  it('is a smaller woff2 of the same face with every kept character and nothing else', async () => {
    const glyphs = glyphSet(['Ça va — déjà vu']);
    const file = await headingFontFile('fraunces', 700, glyphs, root);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(bytes.length).toBeLessThan(source.length * 0.85);
    const subset = openFont(bytes);
    const whole = openFont(source);
    expect(subset.familyName).toBe('Fraunces');
    expect(subset['OS/2'].usWeightClass).toBe(700);
    // What Astro's metric-matched fallback is computed from stays as it was.
    expect([
      subset.unitsPerEm,
      subset.ascent,
      subset.descent,
      subset.lineGap,
      subset.xHeight,
      subset.capHeight,
    ]).toEqual([whole.unitsPerEm, whole.ascent, whole.descent, whole.lineGap, whole.xHeight, whole.capHeight]);
    for (const char of glyphs) {
      if (whole.hasGlyphForCodePoint(char.codePointAt(0)!))
        expect(subset.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    }
    expect(subset.hasGlyphForCodePoint('ß'.codePointAt(0)!)).toBe(false);
    expect(whole.hasGlyphForCodePoint('ß'.codePointAt(0)!)).toBe(true);
  });

  it('is made once per character set, and a new set gets a new file name', async () => {
    const first = await headingFontFile('fraunces', 700, glyphSet(['abc']), root);
    const made = statSync(first).mtimeMs;
    expect(await headingFontFile('fraunces', 700, glyphSet(['abc']), root)).toBe(first);
    expect(statSync(first).mtimeMs).toBe(made);
    expect(await headingFontFile('fraunces', 700, glyphSet(['abcß']), root)).not.toBe(first);
  });

  it("replaces the heading face's Fontsource file in the brand's Astro font families, nothing else", async () => {
    const brand = withLook({ headingFont: 'fraunces', bodyFont: 'nunito' });
    const files = await headingFontFiles(brand, root);
    expect([...files.keys()]).toEqual(['fraunces 700']);
    const families = brandFontFamilies(brand, files);
    expect(families[0]!.options.variants[0]!.src).toEqual([files.get('fraunces 700')]);
    expect(families[1]!.options.variants.map((v) => v.src[0])).toEqual([
      typefaceFile('nunito', 400),
      typefaceFile('nunito', 700),
    ]);
    expect(await headingFontFiles(withLook(undefined), root)).toEqual(new Map());
  });
});
