/** Small text helpers for copy built from data. */

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** ["Bath", "Bristol", "Swindon"] → "Bath, Bristol and Swindon". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
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
