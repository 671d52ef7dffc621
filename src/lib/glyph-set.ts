/**
 * The characters a heading typeface keeps when it is cut down to what the site can show in a heading
 * (src/build/heading-fonts.ts). Headings only ever show text written at build time, so a face needs
 * the printable ASCII range, the typography Markdown and editors produce (curly quotes, dashes, the
 * ellipsis, a non-breaking space) and every other character the sources contain, in both cases (a
 * style may uppercase a heading). Pure.
 */

/** Printable ASCII, the non-breaking space and the typography text gets from smart quotes and editors. */
export const alwaysKept =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('') + '\u00a0‘’‚“”„–—…•·£€©®™°×½';

/** True for characters no face should be asked for: controls and the C1 range. */
const isControl = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
};

/** The sorted, unique characters of `alwaysKept` and of every text, with their upper and lower case. */
export function glyphSet(texts: Iterable<string>): string {
  const chars = new Set<string>(alwaysKept);
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
