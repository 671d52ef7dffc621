/**
 * The text a built page shows in its heading typeface: h1–h3 and every element with the
 * font-heading utility (src/styles/global.css), with what they contain, entities decoded.
 * The after-build pass cuts the heading face down to these characters (heading-face-cut.ts). Pure.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const headingTags = new Set(['h1', 'h2', 'h3']);

const isElement = (node: Node): node is Element => 'tagName' in node;

function usesHeadingFace(element: Element): boolean {
  if (headingTags.has(element.tagName)) return true;
  const classes = element.attrs.find((attr) => attr.name === 'class')?.value ?? '';
  return classes.split(/\s+/).includes('font-heading');
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!('childNodes' in node) || (isElement(node) && ['script', 'style', 'template'].includes(node.tagName))) return '';
  return node.childNodes.map(textOf).join('');
}

/** The texts of the page's heading-face elements, outermost first (a nested one is inside its parent's). */
export function headingTexts(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && usesHeadingFace(node)) {
      texts.push(textOf(node));
      return;
    }
    if (isElement(node) && node.tagName === 'template') visit((node as DefaultTreeAdapterTypes.Template).content);
    else if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return texts;
}
