/**
 * Where a built page's first screen ends (issue 22): after <main>'s first child element, the page's
 * hero or opening section; what follows it is below the fold on a phone. A tag scanner, enough for
 * the well-formed HTML the build writes (html-validate checks it): script and style bodies are skipped.
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

/** The offset just after <main>'s first child element; the end of the document when there is no <main>. */
export function firstScreenEnd(html: string): number {
  const mainAt = html.search(/<main\b/);
  if (mainAt < 0) return html.length;
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g;
  pattern.lastIndex = html.indexOf('>', mainAt) + 1;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const [text, closing, name, selfClosing] = match;
    if (text.startsWith('<!--')) continue;
    const tag = name!.toLowerCase();
    if (closing) {
      if (depth === 0) return match.index; // </main> before any child
      if (--depth === 0) return pattern.lastIndex;
    } else if (tag === 'script' || tag === 'style') {
      const end = html.indexOf(`</${tag}`, pattern.lastIndex);
      pattern.lastIndex = end < 0 ? html.length : end;
      depth++;
    } else if (!voidElements.has(tag) && !selfClosing) depth++;
    else if (depth === 0) return pattern.lastIndex;
  }
  return html.length;
}
