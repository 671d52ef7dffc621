/** Heading typefaces cut down to the characters headings show (src/after-build/glyph-set.ts, heading-face-cut.ts). */
import { mkdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { cutHeadingFace, headingFontFile, headingOnlyFace } from '../../src/after-build/heading-face-cut.ts';
import { glyphSet, headingBase } from '../../src/after-build/glyph-set.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { typefaceFile } from '../../src/lib/typefaces.ts';
import { fixtureBrand } from '../fixtures/brands.ts';
import { tempDir } from '../support/temp-dir.ts';

const require = createRequire(import.meta.url);
/** A single-face font file (woff2 never holds a collection). */
const openFont = (bytes: Buffer): Font => create(bytes) as Font;
const withLook = (look: Brand['look']): Brand => ({ ...fixtureBrand('birchway-fencing'), look });

describe('the characters a heading face keeps', () => {
  it('are what the headings show and `kept`, nothing for no text', () => {
    expect(glyphSet([], 'ab')).toBe('ab');
    expect(glyphSet([''], 'ab')).toBe('ab');
  });

  it('add each character the texts use, in both cases, once, in code point order', () => {
    const set = glyphSet(['Café à la crème', 'ÆSIR → Øre', 'café'], '');
    for (const char of 'éÉàÀèÈÆæØø→') expect(set).toContain(char);
    expect(new Set(set).size).toBe([...set].length);
    const codes = [...set].map((c) => c.codePointAt(0)!);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
    expect(glyphSet(['café', 'ÆSIR → Øre'], '')).toBe(glyphSet(['ÆSIR → Øre', 'café'], ''));
  });

  it('never include control characters', () => {
    const set = glyphSet(['line\nbreak\ttab\u0085\u0000'], '');
    expect([...set].every((c) => c.codePointAt(0)! >= 0x20)).toBe(true);
    expect(set).not.toContain('\u0085');
  });

  it('after the build, are what the headings show plus letters, digits and spaces', () => {
    const set = glyphSet(['Fencing & Gates: £350', 'CAFÉ'], headingBase);
    for (const char of 'AZaz09 \u00a0&:£Éé') expect(set).toContain(char);
    // Punctuation only where a heading uses it ("/" beside digits pulls in a face's fractions).
    for (const char of '/@#~’') expect(set).not.toContain(char);
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
  const root = tempDir('heading-fonts-');
  const source = readFileSync(require.resolve(typefaceFile('fraunces', 700)));

  it('is a smaller woff2 of the same face with every kept character and nothing else', async () => {
    const glyphs = glyphSet(['Ça va — déjà vu'], headingBase);
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
    const first = await headingFontFile('fraunces', 700, glyphSet(['abc'], ''), root);
    const made = statSync(first).mtimeMs;
    expect(await headingFontFile('fraunces', 700, glyphSet(['abc'], ''), root)).toBe(first);
    expect(statSync(first).mtimeMs).toBe(made);
    expect(await headingFontFile('fraunces', 700, glyphSet(['abcß'], ''), root)).not.toBe(first);
  });

  it('replaces the face Astro wrote with the cut of the built headings, named by its content', async () => {
    const brand = withLook({ headingFont: 'fraunces', bodyFont: 'nunito' });
    const outDir = tempDir('heading-cut-');
    mkdirSync(join(outDir, '_astro/fonts'), { recursive: true });
    const written = '/_astro/fonts/0123456789abcdef.woff2';
    writeFileSync(join(outDir, written), source);
    const page = (heading: string) =>
      `<style>@font-face{font-family:Fraunces-0a1b2c3d4e5f6a7b;src:url("${written}") format("woff2");font-weight:700}</style><h1>${heading}</h1><p>Body ß</p>`;
    const cut = await cutHeadingFace(brand, outDir, [page('Fences'), page('Gates & more')]);
    expect(cut).toMatchObject({ from: written, family: 'Fraunces', weight: 700 });
    expect(cut!.to).toMatch(/^\/_astro\/fonts\/[0-9a-f]{16}\.woff2$/);
    expect(existsSync(join(outDir, written))).toBe(false);
    const font = openFont(readFileSync(join(outDir, cut!.to)));
    expect(font.hasGlyphForCodePoint('&'.codePointAt(0)!)).toBe(true);
    // Body text is not a heading: its characters are not kept beyond the base set.
    expect(font.hasGlyphForCodePoint('ß'.codePointAt(0)!)).toBe(false);
    expect(cut!.bytes.after).toBeLessThan(cut!.bytes.before);
    expect(await cutHeadingFace(withLook(undefined), outDir, [page('Fences')])).toBeUndefined();
  });
});
