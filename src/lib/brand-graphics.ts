/** Per-brand generated graphics (favicon, social card) as SVG strings: pure, rendered to PNG by the endpoints. */
import type { Brand } from './brand.ts';

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

export function socialCardSvg(
  brand: Pick<Brand, 'businessName' | 'tagline' | 'phone' | 'theme' | 'hostnames'>,
): string {
  const name = escapeXml(brand.businessName);
  const tagline = escapeXml(brand.tagline);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${brand.theme.accentDark}"/><stop offset="1" stop-color="${brand.theme.accent}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#sky)"/>
<g fill="#000" opacity=".18">${Array.from({ length: 16 }, (_, i) => `<path d="M${i * 78} 630V470l26-26 26 26v160z"/>`).join('')}</g>
<rect x="0" y="560" width="1200" height="70" fill="#000" opacity=".22"/>
<g transform="translate(80 110)"><rect width="96" height="96" rx="22" fill="#fff"/><path d="M15 75h66M24 75V39l9-9 9 9v36M54 75V39l9-9 9 9v36M18 54h60" stroke="${brand.theme.accent}" stroke-width="6" fill="none" stroke-linejoin="round"/></g>
<text x="80" y="300" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${name}</text>
<text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="#fff" opacity=".92">${tagline}</text>
<text x="80" y="470" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" font-weight="700" fill="#fff">Free quotes · ${escapeXml(brand.phone)}</text>
<text x="80" y="604" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#fff" opacity=".9">${escapeXml(brand.hostnames[0]!)}</text>
</svg>`;
}
