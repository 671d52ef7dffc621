/**
 * Built HTML read as a browser would parse it (htmlparser2), queried with CSS selectors (css-select):
 * for tests that read pages from files rather than through a browser.
 */
import { selectAll, selectOne } from 'css-select';
import { parseDocument } from 'htmlparser2';

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument['children'][number];
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

export const parseHtml = (html: string): HtmlDocument => parseDocument(html);

/** Every element under `root` that matches `selector`, in document order. */
export const queryAll = (selector: string, root: HtmlDocument | HtmlNode): HtmlElement[] =>
  selectAll<HtmlDocument | HtmlNode, HtmlElement>(selector, root);

/** The first element under `root` that matches `selector`, or null. */
export const queryOne = (selector: string, root: HtmlDocument | HtmlNode): HtmlElement | null =>
  selectOne<HtmlDocument | HtmlNode, HtmlElement>(selector, root);

/** The text inside a node, as written (a <script>'s or <style>'s body included). */
export function textIn(node: HtmlDocument | HtmlNode): string {
  if (node.type === 'text') return node.data;
  return 'children' in node ? node.children.map(textIn).join('') : '';
}
