/** Per-brand generated graphics (favicon, social card) as SVG strings: pure, rendered to PNG by the endpoints. */
import type { Brand } from './brand-schema.ts';

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Monogram of the business name, e.g. "Oakridge Fencing & Landscaping" → "OF". */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export function faviconSvg(brand: Pick<Brand, 'businessName' | 'theme'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand.theme.accent}"/><path d="M10 50h44M16 50V26l6-6 6 6v24M36 50V26l6-6 6 6v24" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/><path d="M12 36h40" stroke="${brand.theme.accentSoft}" stroke-width="4"/></svg>`;
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

export function socialCardSvg(
  brand: Pick<Brand, 'businessName' | 'tagline' | 'phone' | 'theme' | 'hostnames'>,
): string {
  const name = nameLayout(brand.businessName);
  const tagline = wrapWords(brand.tagline, Math.floor(cardTextWidth / (32 * 0.55))).slice(0, 2);
  const text = (y: number, size: number, content: string, extra = '') =>
    `<text x="80" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#fff"${extra}>${escapeXml(content)}</text>`;
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
<g fill="#000" opacity=".18">${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 78} 630V470l26-26 26 26v160z"/>`).join('')}</g>
<rect x="0" y="560" width="1200" height="70" fill="#000" opacity=".22"/>
<g transform="translate(80 ${twoLines ? 60 : 110})"><rect width="96" height="96" rx="22" fill="#fff"/><path d="M15 75h66M24 75V39l9-9 9 9v36M54 75V39l9-9 9 9v36M18 54h60" stroke="${brand.theme.accent}" stroke-width="6" fill="none" stroke-linejoin="round"/></g>
${rows.join('\n')}
${text(604, 26, brand.hostnames[0]!, ' opacity=".9"')}
</svg>`;
}
