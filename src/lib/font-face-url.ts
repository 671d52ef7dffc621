/**
 * Where a built page's inline @font-face rules (Astro's <Font>) say a face's file is. Astro names a
 * family "<family>-<hash>" and its metric-matched fallback "<family>-<hash> fallback: …" (src:local),
 * so the face is the rule of exactly that name and the weight. Pure.
 */

const fontFaceRule = /@font-face\s*\{([^}]*)\}/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The file URL of the family's face at that weight, or undefined if the page does not declare it. */
export function fontFaceUrl(html: string, family: string, weight: number): string | undefined {
  const name = `${escapeRegExp(family)}-[0-9a-f]+`;
  // Quoted when the name has a space ("Roboto Slab-…"), bare when not (Fraunces-…).
  const familyOf = new RegExp(`font-family:\\s*(?:"${name}"|${name})\\s*(?:;|$)`);
  for (const [, body] of html.matchAll(fontFaceRule)) {
    if (!familyOf.test(body!)) continue;
    if (/font-weight:\s*(\d+)/.exec(body!)?.[1] !== String(weight)) continue;
    const url = /src:\s*url\("?([^")]+)"?\)/.exec(body!)?.[1];
    if (url) return url;
  }
  return undefined;
}
