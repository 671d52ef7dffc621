/**
 * Each brand looks like its own business: its own logo mark (no two brands share one; a
 * tree-care brand's is a tree), used in the header, favicons, manifest and structured data; its own
 * typefaces and header/hero style as its brand file says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoFileOf } from '../../src/render-time/brand-logo.ts';
import { brandTrade, tradeGlyphs } from '../../src/lib/brand-marks.ts';
import { resolveLook } from '../../src/lib/brand-look.ts';
import { typefaces } from '../../src/lib/typefaces.ts';
import { builtBrands, distDir } from './support/site.ts';

const read = (id: string, file: string) => readFileSync(join(distDir, id, file), 'utf8');
const html = (id: string, file = 'index.html') => read(id, file);

describe('logo marks', () => {
  it('differ between every two brands, in drawing as well as in initials and colour', () => {
    const marks = builtBrands.map((brand) => ({ id: brand.id, svg: read(brand.id, 'favicon.svg') }));
    const drawings = marks.map(({ id, svg }) => /data-mark="(\S+)/.exec(svg)?.[1] ?? id);
    for (const [i, a] of marks.entries()) {
      for (const [j, b] of marks.entries()) {
        if (j <= i) continue;
        expect(a.svg, `${a.id} and ${b.id}`).not.toBe(b.svg);
        expect(drawings[i], `${a.id} and ${b.id} draw the same mark`).not.toBe(drawings[j]);
      }
    }
  });
});

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const look = resolveLook(brand);

  it("shows its trade's mark (a tree for tree care) unless it has its own logo file", () => {
    const svg = read(id, 'favicon.svg');
    if (logoFileOf(brand)) return expect(svg).not.toContain('data-mark=');
    const glyph = /data-mark="(\S+)/.exec(svg)![1];
    expect(tradeGlyphs[brandTrade(brand)], glyph).toContain(glyph);
  });

  it('uses its logo in the header, favicons, web manifest and business structured data', () => {
    const home = html(id);
    expect(/<header\b[^]*?<img src="\/favicon\.svg"/.test(home), 'logo in the header').toBe(true);
    expect(home.includes('<link rel="icon" href="/favicon.svg" type="image/svg+xml">'), 'favicon link').toBe(true);
    const manifest = JSON.parse(read(id, 'site.webmanifest')) as { icons: { src: string }[] };
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/favicon.svg', '/apple-touch-icon.png']);
    expect(home.includes(`"logo":"${brand.canonical}/apple-touch-icon.png"`), 'JSON-LD logo').toBe(true);
    for (const file of ['favicon.ico', 'apple-touch-icon.png', 'social-card.png']) {
      expect(existsSync(join(distDir, id, file)), file).toBe(true);
    }
  });

  it('sets headings and body text in the typefaces of its look', () => {
    const home = html(id);
    for (const [role, choice] of [
      ['heading', look.headingFont],
      ['body', look.bodyFont],
    ] as const) {
      // The brand's own :root rule (a first visit's rules for its fallback faces come before it).
      const value = new RegExp(`:root\\{--brand-accent[^}]*--brand-font-${role}:([^;}]+)`).exec(home)?.[1];
      if (choice === 'system') expect(value, role).toMatch(/^ui-sans-serif, system-ui/);
      else {
        expect(value, role).toBe(`var(--font-${choice})`);
        const face = `font-family:${typefaces[choice].family}-`;
        expect(home.replaceAll('"', '').includes(face), `${role}: no @font-face of ${typefaces[choice].family}`).toBe(
          true,
        );
      }
    }
  });

  it('draws its header and hero in the style of its look', () => {
    const home = html(id);
    const header = /<header\b[^>]*class="([^"]+)"/.exec(home)![1]!;
    expect(header).toContain(look.header === 'dark' ? 'bg-accent-dark' : 'bg-white');
    const contact = html(id, 'contact.html');
    const band = /<main\b[^>]*>\s*<section\b[^>]*class="([^"]*)"/.exec(contact)?.[1] ?? '';
    const expected = { classic: 'bg-accent-soft', split: 'bg-white', centred: '', dark: '' }[look.hero];
    if (look.hero === 'split')
      expect(/<div class="[^"]*bg-accent [^"]*text-white[^"]*"><h1/.test(contact), 'h1 on an accent panel').toBe(true);
    expect(band).toContain(expected);
    if (look.hero === 'dark') expect(contact.includes('id="trade-pattern"'), 'trade pattern').toBe(true);
  });
});
