/** Small text helpers for copy built from data. */

const listFormat = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** ["Bath", "Bristol", "Swindon"] → "Bath, Bristol and Swindon". */
export function joinList(items: readonly string[]): string {
  return listFormat.format(items);
}
