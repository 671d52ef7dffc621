/**
 * What stands between a built page and its first paint (issue 22), as pure edits of the page's HTML.
 * Module scripts (the menu, the contact bar: enhancements of HTML that works without them) are
 * fetched at low priority, after the document, the stylesheet and the hero image: at the default high
 * priority they arrived and ran before the first paint, which then waited for them.
 */

/** The page with each external module script fetched at low priority. */
export function lowPriorityModuleScripts(html: string): string {
  return html.replace(/<script type="module" src=/g, '<script type="module" fetchpriority="low" src=');
}
