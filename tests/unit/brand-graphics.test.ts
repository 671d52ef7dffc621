/** Generated brand graphics: every brand's social card keeps its text inside the 1200 px card. */
import { describe, expect, it } from 'vitest';
import { faviconSvg, socialCardSvg, wrapWords } from '../../src/lib/brand-graphics.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('wrapWords', () => {
  it('fills lines greedily without splitting words', () => {
    expect(wrapWords('Fencing, patios and tree surgery across Wiltshire', 20)).toEqual([
      'Fencing, patios and',
      'tree surgery across',
      'Wiltshire',
    ]);
  });
});

describe.each(loadBrands().map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  it('fits every line of its social card inside the card (estimated DejaVu Sans widths)', () => {
    const svg = socialCardSvg(brand, faviconSvg(brand));
    const lines = [...svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*font-size="(\d+)"([^>]*)>([^<]*)<\/text>/g)];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const [, x, y, size, attributes, content] of lines) {
      const perChar = attributes!.includes('font-weight="700"') ? 0.62 : 0.55;
      expect(Number(x) + decode(content!).length * Number(size) * perChar, content).toBeLessThanOrEqual(1130);
      expect(Number(y), content).toBeLessThanOrEqual(620);
    }
    expect(svg).toContain(brand.phone);
    expect(decode(svg.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')).toContain(brand.businessName.split(' ')[0]!);
  });

  it('paints its favicon in its own accent colour, with its initials', () => {
    expect(faviconSvg(brand)).toContain(brand.theme.accent);
    expect(faviconSvg(brand)).toMatch(/>[A-Z]{1,2}<\/text><\/svg>$/);
  });

  it('puts its logo on its social card', () => {
    expect(socialCardSvg(brand, faviconSvg(brand))).toContain(`data-mark="`);
  });
});
