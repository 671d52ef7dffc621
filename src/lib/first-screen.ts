/**
 * Where a built page's first screen ends: after the page's hero, <main>'s first <section>
 * child, with whatever <main> puts before it (a call-now banner: a thin strip above the hero).
 * What follows is below the fold on a phone. A page whose <main> has no <section> child ends its
 * first screen after <main>'s first child. A tag scanner, enough for the well-formed HTML the build
 * writes (html-validate checks it): script and style bodies are skipped.
 */

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The offset just after <main>'s first <section> child, else after its first child element; the end
 * of the document when there is no <main>.
 */
export function firstScreenEnd(html: string): number {
  const mainAt = html.search(/<main\b/);
  if (mainAt < 0) return html.length;
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  pattern.lastIndex = html.indexOf('>', mainAt) + 1;
  let depth = 0;
  /** The end of <main>'s first child: the first screen's end when <main> has no <section> child. */
  let firstChildEnd: number | undefined;
  /** The tag of the <main> child being scanned. */
  let child = '';
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [text, closing, name, selfClosing] = match;
    if (text.startsWith('<!--')) continue;
    const tag = name!.toLowerCase();
    if (depth === 0 && !closing) child = tag;
    if (closing) {
      if (depth === 0) return firstChildEnd ?? match.index; // </main>: no <section> child
      if (--depth === 0) {
        if (child === 'section') return pattern.lastIndex;
        firstChildEnd ??= pattern.lastIndex;
      }
    } else if (tag === 'script' || tag === 'style') {
      const end = html.indexOf(`</${tag}`, pattern.lastIndex);
      pattern.lastIndex = end < 0 ? html.length : end;
      depth++;
    } else if (!voidElements.has(tag) && !selfClosing) depth++;
    else if (depth === 0) firstChildEnd ??= pattern.lastIndex;
  }
  return firstChildEnd ?? html.length;
}
