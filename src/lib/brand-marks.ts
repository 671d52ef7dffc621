/**
 * Generated logo marks: a drawing from the brand's trade (trees for tree care, fences for fencing,
 * a leaf or lawn for gardens) over its initials, in a frame of its accent colour. A brand picks one in
 * `look.mark` (and `look.markFrame`), or gets its trade's first drawing; its own logo file, when it
 * has one, replaces all of this (src/render-time/brand-logo.ts). Pure: SVG strings only.
 */

/** White drawings on the accent colour, in a 64×64 box, kept above y = 44 (the initials sit below). */
export const markGlyphs = {
  /** Two pointed posts and a rail: the original Oakridge mark. */
  'fence-posts':
    '<path d="M8 43h48M17 43V19l7-7 7 7v24M33 43V19l7-7 7 7v24" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/><path d="M10 29h44" stroke="#fff" stroke-width="4"/>',
  /** A run of picket fence. */
  picket:
    '<path d="M11 43V16l4.5-6 4.5 6v27zM24 43V16l4.5-6 4.5 6v27zM37 43V16l4.5-6 4.5 6v27z" fill="#fff"/><path d="M6 21h52M6 35h52" stroke="#fff" stroke-width="3.5"/><path d="M6 21h4M6 35h4" stroke="#000" stroke-opacity=".15" stroke-width="3.5"/>',
  /** A close-board panel between two posts. */
  panel:
    '<path d="M9 44V9M55 44V9" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M14 13h36v28H14z" fill="#fff" fill-opacity=".9"/><path d="M20 13v28M26 13v28M32 13v28M38 13v28M44 13v28" stroke="#000" stroke-opacity=".28" stroke-width="1.6"/>',
  /** A broad oak: round, clustered canopy on a short trunk. */
  oak: '<g fill="#fff"><circle cx="21" cy="22" r="10"/><circle cx="43" cy="22" r="10"/><circle cx="32" cy="14" r="11"/><circle cx="32" cy="26" r="10"/><path d="M29 30h6v14h-6z"/><path d="M24 44h16" stroke="#fff" stroke-width="3" stroke-linecap="round"/></g>',
  /** A conifer: three stacked tiers. */
  conifer:
    '<path d="M32 5 43 18h-6l9 11h-6l9 10H15l9-10h-6l9-11h-6z" fill="#fff"/><path d="M29 39h6v6h-6z" fill="#fff"/>',
  /** A spreading tree: wide flat crown, forked trunk. */
  spreading:
    '<ellipse cx="32" cy="16" rx="24" ry="10" fill="#fff"/><path d="M32 45V30M32 32l-9-10M32 32l9-10" stroke="#fff" stroke-width="4.5" stroke-linecap="round" fill="none"/>',
  /** A single leaf with its midrib. */
  leaf: '<path d="M12 44C10 22 26 8 52 7c1 25-13 37-40 37z" fill="#fff"/><path d="M14 42 40 18" stroke="#000" stroke-opacity=".25" stroke-width="2.5" stroke-linecap="round"/>',
  /** Blades of lawn over a ground line. */
  lawn: '<path d="M9 42 14 16l4 26zM20 42l6-32 5 32zM33 42l5-26 4 26zM44 42l6-30 5 30z" fill="#fff"/><path d="M6 43h52" stroke="#fff" stroke-width="3"/>',
} as const;

export type MarkGlyph = keyof typeof markGlyphs;
export const markGlyphIds = Object.keys(markGlyphs) as [MarkGlyph, ...MarkGlyph[]];

export const markFrames = ['rounded', 'circle', 'shield'] as const;
export type MarkFrame = (typeof markFrames)[number];

export type Trade = 'trees' | 'fencing' | 'gardens';

/** The drawings of each trade, the first being the trade's default. */
export const tradeGlyphs: Record<Trade, MarkGlyph[]> = {
  trees: ['oak', 'conifer', 'spreading'],
  fencing: ['fence-posts', 'picket', 'panel'],
  gardens: ['leaf', 'lawn'],
};

const treeServices = new Set(['tree-surgery', 'stump-grinding', 'hedge-trimming']);

/** A brand's trade: from its first lead service, else from what it sells ("tree surgery", "fencing" …). */
export function brandTrade(brand: { focus: readonly string[]; product: string }): Trade {
  const lead = brand.focus[0];
  if (lead) return treeServices.has(lead) ? 'trees' : lead === 'fencing' ? 'fencing' : 'gardens';
  if (/\btree/i.test(brand.product)) return 'trees';
  if (/\bfenc/i.test(brand.product)) return 'fencing';
  return 'gardens';
}

export function glyphTrade(glyph: MarkGlyph): Trade {
  return (Object.keys(tradeGlyphs) as Trade[]).find((trade) => tradeGlyphs[trade].includes(glyph))!;
}

/** Initials of the business name, e.g. "Oakridge Fencing & Landscaping" → "OF". */
export function monogram(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function frameShape(frame: MarkFrame, fill: string): string {
  if (frame === 'circle') return `<circle cx="32" cy="32" r="32" fill="${fill}"/>`;
  if (frame === 'shield') return `<path d="M4 2h56v34c0 15-13 23-28 27C17 59 4 51 4 36z" fill="${fill}"/>`;
  return `<rect width="64" height="64" rx="14" fill="${fill}"/>`;
}

export interface MarkSpec {
  glyph: MarkGlyph;
  frame: MarkFrame;
  initials: string;
  /** The frame's fill; the drawing and initials are white on it. */
  colour: string;
}

/** The mark as a standalone 64×64 SVG document (favicon, header, icons). */
export function markSvg(mark: MarkSpec): string {
  // The shield narrows at the bottom: its initials sit a little higher and smaller.
  const [y, size] = mark.frame === 'shield' ? [55, 12] : [58.5, 13];
  const glyph =
    mark.frame === 'circle'
      ? `<g transform="translate(6.4 4) scale(.8)">${markGlyphs[mark.glyph]}</g>`
      : markGlyphs[mark.glyph];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" data-mark="${mark.glyph} ${mark.frame}">${frameShape(mark.frame, mark.colour)}${glyph}<text x="32" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Verdana, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing=".5" fill="#fff">${mark.initials}</text></svg>`;
}
