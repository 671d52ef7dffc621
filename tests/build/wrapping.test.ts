/**
 * Long words wrap where a reader expects: every e-mail address shown as a link's text may break
 * after its "@" and before its dots (<wbr>), a phone number in a call link's text never breaks
 * ("Call 07700 | 900101"), and nothing uses `break-all`, which split
 * "enquiries@berkshiretreecare.exa|mple" mid-word on a phone.
 */
import { describe, expect, it } from 'vitest';
import { wrapPieces } from '../../src/lib/text.ts';
import { builtBrands, decodeEntities, pagesOf } from './support/site.ts';

const mailtoLink = /<a\b[^>]*\bhref="mailto:([^"?]+)[^"]*"[^>]*>([\s\S]*?)<\/a>/g;
const tags = /<[^>]+>/g;
const telLink = /<a\b[^>]*\bhref="tel:[^"]*"[^>]*>([\s\S]*?)<\/a>/g;

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  const pages = pagesOf(brand.id);

  it('shows its address with wrap points after the @ and before each dot, wherever it is a link’s text', () => {
    const unbreakable: string[] = [];
    let shown = 0;
    for (const page of pages) {
      for (const [, address, inner] of page.html.matchAll(mailtoLink)) {
        if (decodeEntities(inner!.replace(tags, '').trim()) !== decodeURIComponent(address!)) continue;
        shown++;
        if (!inner!.includes(wrapPieces(address!).join('<wbr>'))) unbreakable.push(`${page.path}: ${inner!.trim()}`);
      }
    }
    expect(shown, 'pages show the address as a link').toBeGreaterThan(pages.length);
    expect(unbreakable).toEqual([]);
  });

  it('never breaks its phone number where a call link shows it', () => {
    const unbroken = brand.phone.replaceAll(' ', '\u00a0');
    const breakable: string[] = [];
    let shown = 0;
    for (const page of pages) {
      for (const [, inner] of page.html.matchAll(telLink)) {
        const text = decodeEntities(inner!.replace(tags, ''));
        if (!text.replace(/\s/g, ' ').includes(brand.phone)) continue;
        shown++;
        if (!text.includes(unbroken)) breakable.push(`${page.path}: ${text.trim()}`);
      }
    }
    expect(shown, 'pages show the number as a link').toBeGreaterThan(pages.length);
    expect(breakable).toEqual([]);
  });

  it('never splits words anywhere (break-all)', () => {
    expect(pages.filter((page) => /\bbreak-all\b/.test(page.html)).map((page) => page.path)).toEqual([]);
  });
});
