/**
 * Where a built page's inline @font-face rules (Astro's <Font>) say its web faces' files are. Astro
 * names a family "<family>-<hash>" and its metric-matched fallback "<family>-<hash> fallback: …"
 * (src:local, so never a web face here). Pure.
 */

const fontFaceRule = /@font-face\s*\{([^}]*)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface WebFontFace {
  /** The family name as CSS writes it, without quotes ("Roboto Slab-…" is quoted, Fraunces-… bare). */
  family: string;
  weight: number;
  url: string;
}

/** Every @font-face rule in `css` (or a page) whose source is a file, in order. */
export function webFontFaces(css: string): WebFontFace[] {
  return [...css.matchAll(fontFaceRule)].flatMap(([, body]) => {
    const family = /font-family:\s*(?:"([^"]*)"|([^;]+))/.exec(body!);
    const url = /src:\s*url\("?([^")]+)"?\)/.exec(body!)?.[1];
    if (!family || !url) return [];
    const weight = Number(/font-weight:\s*(\d+)/.exec(body!)?.[1] ?? 400);
    return [{ family: (family[1] ?? family[2]!).trim(), weight, url }];
  });
}

/** The file URL of the family's face at that weight, or undefined if the page does not declare it. */
export function fontFaceUrl(html: string, family: string, weight: number): string | undefined {
  const name = new RegExp(`^${escapeRegExp(family)}-[0-9a-f]+$`);
  return webFontFaces(html).find((face) => name.test(face.family) && face.weight === weight)?.url;
}
