/**
 * The characters a heading typeface keeps when it is cut down to what the brand's built headings
 * show (heading-face-cut.ts): those, `headingBase`, and both cases of each, since a style may
 * uppercase a heading. Pure.
 */

/** The characters from `from` to `to`, both included. */
const range = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  ).join('');

/**
 * What a face cut to its built headings keeps as well: letters, digits and spaces, so a heading an
 * island shows only after a click (the gallery's "No {noun} projects in the gallery yet") still reads
 * in the face. Punctuation only where a built heading uses it: some pull in many glyphs ("/" beside
 * digits brings Roboto Slab's fractions, 650 B).
 */
export const headingBase = `${range('A', 'Z')}${range('a', 'z')}${range('0', '9')} \u00a0`;

/** True for characters no face should be asked for: controls and the C1 range. */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
};

/** The sorted, unique characters of `kept` and of every text, with their upper and lower case. */
export function glyphSet(texts: Iterable<string>, kept: string): string {
  const chars = new Set<string>(kept);
  for (const text of texts) {
    for (const char of text) {
      if (isControl(char) || chars.has(char)) continue;
      chars.add(char);
      for (const variant of [char.toUpperCase(), char.toLowerCase()]) {
        if ([...variant].length === 1) chars.add(variant);
      }
    }
  }
  return [...chars].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}
