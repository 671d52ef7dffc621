/** Per-brand generated graphics (favicon, social card) as SVG strings: pure, rendered to PNG by the endpoints. */
import type { Brand } from './brand-schema.ts';
import { markGlyphs, markSvg } from './brand-marks.ts';
import { resolveLook, type LookBrand } from './brand-look.ts';
import { escapeMarkup } from './text.ts';

/** The generated mark of the brand (its trade's drawing and initials), as an SVG document. */
export function faviconSvg(brand: LookBrand): string {
  return markSvg(resolveLook(brand).mark);
}

/** An SVG document placed as a nested <svg> at x, y, size × size (its own width/height dropped). */
export function placeSvg(svg: string, x: number, y: number, size: number): string {
  return svg.replace(/<\?xml[^>]*>\s*/, '').replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(width|height|x|y)="[^"]*"/g, '');
    return `<svg x="${x}" y="${y}" width="${size}" height="${size}"${kept}>`;
  });
}

/**
 * Greedy word wrap by an estimated text width: DejaVu Sans (the renderer's font) averages about
 * 0.62 em per character in bold and 0.55 em in regular, so a line holds width / (size × that) characters.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const cardTextWidth = 1040;

/** The business name on one line as large as fits (64 px down to 52 px), else on two lines at 60 px. */
function nameLayout(name: string): { size: number; lines: string[] } {
  for (let size = 64; size >= 52; size -= 4) {
    if (name.length * size * 0.62 <= cardTextWidth) return { size, lines: [name] };
  }
  return { size: 60, lines: wrapWords(name, Math.floor(cardTextWidth / (60 * 0.62))).slice(0, 2) };
}

/** The 1200×630 social card: the brand's logo (an SVG document), name, tagline, phone and host. */
export function socialCardSvg(
  brand: LookBrand & Pick<Brand, 'tagline' | 'phone' | 'hostnames'>,
  logoSvg: string,
): string {
  const name = nameLayout(brand.businessName);
  // A row of the brand's trade drawing (trees, fence, leaves) along the foot of the card.
  const glyph = resolveLook(brand).mark.glyph;
  const tagline = wrapWords(brand.tagline, Math.floor(cardTextWidth / (32 * 0.55))).slice(0, 2);
  const text = (y: number, size: number, content: string, extra = '') =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#fff"${extra}>${escapeMarkup(content)}</text>`;
  const rows: string[] = [];
  const twoLines = name.lines.length > 1;
  let y = twoLines ? 250 : 290;
  for (const line of name.lines) {
    rows.push(text(y, name.size, line, ' font-weight="700"'));
    y += Math.round(name.size * 1.1);
  }
  y += 4;
  for (const line of tagline) {
    rows.push(text(y, 32, line, ' opacity=".92"'));
    y += 44;
  }
  rows.push(text(Math.max(y + 40, 470), 36, `Free quotes · ${brand.phone}`, ' font-weight="700"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand.theme.accentDark}"/><stop offset="1" stop-color="${brand.theme.accent}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<g opacity=".14">${Array.from({ length: 14 }, (_, i) => `<g transform="translate(${i * 88 - 10} ${470 + (i % 2) * 12}) scale(1.5)">${markGlyphs[glyph]}</g>`).join('')}</g>
<rect x="0" y="560" width="1200" height="70" fill="#000" opacity=".22"/>
<rect x="72" y="${twoLines ? 52 : 102}" width="112" height="112" rx="26" fill="#fff"/>
${placeSvg(logoSvg, 80, twoLines ? 60 : 110, 96)}
${rows.join('\n')}
${text(604, 26, brand.hostnames[0]!, ' opacity=".9"')}
</svg>`;
}
