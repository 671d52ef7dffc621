/** Small text helpers for copy built from data. */

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** ["Bath", "Bristol", "Swindon"] → "Bath, Bristol and Swindon". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}

/** Text made safe inside HTML or SVG, in content and in quoted attributes: `&<>"'` as numeric references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Where an e-mail address may wrap when it is wider than its box: after the "@" and before each
 * dot ("enquiries@", "treecare", ".co", ".uk"), so a phone never splits a word in the middle.
 * Anything else is one piece. The pieces are shown with <wbr> between them (Breakable.astro),
 * which copying leaves out.
 */
export function wrapPieces(text: string): string[] {
  if (!/^[^\s@]+@[^\s@]+$/.test(text)) return [text];
  const at = text.indexOf('@') + 1;
  return [text.slice(0, at), ...text.slice(at).split(/(?=\.)/)];
}

// An address inside a sentence: it ends before a full stop or comma that closes the sentence.
const addressInText = /[^\s@]+@[^\s@]+?(?=[.,;:!?)]*(?:\s|$))/g;

/**
 * wrapPieces for a sentence that may mention addresses ("…a new e-mail to updates@example.co.uk."):
 * each address wraps as above; the words around it wrap at their spaces as usual.
 */
export function wrapPiecesInText(text: string): string[] {
  const pieces = [''];
  let from = 0;
  for (const match of text.matchAll(addressInText)) {
    const [first, ...rest] = wrapPieces(match[0]);
    pieces[pieces.length - 1] += text.slice(from, match.index) + first;
    pieces.push(...rest);
    from = match.index + match[0].length;
  }
  pieces[pieces.length - 1] += text.slice(from);
  return pieces;
}
