/**
 * A brand's heading face is cut down after the build to what its headings show
 * (src/after-build/heading-face-cut.ts): every character a heading shows is in it, little else is, and
 * the file it replaced is gone. Headings are read here with html-validate's parser, not the build's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { fontFaceUrl } from '../../src/after-build/font-face-url.ts';
import { glyphSet, headingBase } from '../../src/after-build/glyph-set.ts';
import { headingOnlyFace } from '../../src/after-build/heading-face-cut.ts';
import { typefaceFile, typefaces } from '../../src/lib/typefaces.ts';
import { builtBrands, distDir, pagesOf, parseHtml, textOf } from './support/site.ts';

const require = createRequire(import.meta.url);

const cutBrands = builtBrands.flatMap((brand) => {
  const face = headingOnlyFace(brand);
  return face ? [{ brand, face }] : [];
});

/** Every font URL any built page's @font-face names. */
const referencedFonts = new Set(
  builtBrands.flatMap((brand) =>
    pagesOf(brand.id).flatMap(({ html }) =>
      [...html.matchAll(/url\("?(\/_astro\/fonts\/[^")]+)"?\)/g)].map((m) => m[1]!),
    ),
  ),
);

describe.each(cutBrands.map(({ brand, face }) => [brand.id, face] as const))('%s', (id, face) => {
  const family = typefaces[face.id].family;
  const pages = pagesOf(id);
  const urls = new Set(pages.map(({ html }) => fontFaceUrl(html, family, face.weight)));

  it('points every page at one heading face file, which is served', () => {
    expect(urls.size).toBe(1);
    const [url] = [...urls];
    expect(url).toMatch(/^\/_astro\/fonts\/[0-9a-f]{16}\.woff2$/);
    expect(existsSync(join(distDir, url!))).toBe(true);
    expect(readFileSync(join(distDir, '_redirects'), 'utf8')).toContain(`${url} `);
  });

  it('has a glyph for every character a heading shows, and not for what no heading needs', async () => {
    const font = create(readFileSync(join(distDir, [...urls][0]!))) as Font;
    const shown = new Set<string>();
    for (const page of pages) {
      const root = await parseHtml(page.html, page.file);
      for (const heading of root.querySelectorAll('h1, h2, h3, .font-heading')) {
        for (const char of textOf(heading)) shown.add(char);
      }
    }
    const missing = [...shown].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0)!));
    expect(missing).toEqual([]);
    const allowed = new Set(glyphSet(shown, headingBase));
    // A cmap lists U+FFFF as the end of its last range, not as a character.
    const kept = font.characterSet.filter((code) => code !== 0xffff).map((code) => String.fromCodePoint(code));
    const extra = kept.filter((char) => !allowed.has(char));
    expect(extra).toEqual([]);
    // A cut of the face's Fontsource file, not the whole of it.
    const whole = create(readFileSync(require.resolve(typefaceFile(face.id, face.weight)))) as Font;
    expect(font.characterSet.length).toBeLessThan(whole.characterSet.length);
  });
});

it('leaves no font file that no page uses', () => {
  const fontsDir = join(distDir, '_astro', 'fonts');
  const files = existsSync(fontsDir) ? readdirSync(fontsDir).map((name) => `/_astro/fonts/${name}`) : [];
  expect(files.filter((file) => !referencedFonts.has(file))).toEqual([]);
});
