/**
 * Finds visitor-facing sentences written into markup code (islands, components, pages, layouts):
 * string literals and text nodes longer than a limit, outside class lists and markup attributes
 * (class, d, href …). Those words belong in content (src/content/, overridable per brand).
 * Used by tests/unit/copy-in-code.test.ts; node only.
 */
import { parse as parseAstro } from '@astrojs/compiler';
import ts from 'typescript';

export interface CopyFinding {
  file: string;
  line: number;
  text: string;
}

/** Longer than this many characters (after collapsing white space) counts as a sentence. */
export const copyLengthLimit = 40;

/** Attributes that hold markup, not words: their values are never copy. */
const markupAttributes = new Set([
  'class',
  'className',
  'class:list',
  'style',
  'd',
  'points',
  'viewBox',
  'transform',
  'href',
  'src',
  'srcset',
  'sizes',
  'id',
  'for',
  'htmlFor',
  'pattern',
  'rel',
  'target',
  'type',
  'name',
  'is:inline',
  'set:html',
  'xmlns',
]);

/** A Tailwind-style class list: lower-case tokens, most with a dash, colon or bracket. */
function isClassList(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  if (!tokens.every((token) => /^[!a-z0-9:_\-[\]/.%#()&>*,='"@~+]+$/.test(token))) return false;
  return tokens.filter((token) => /[-:[]/.test(token)).length * 2 >= tokens.length;
}

/** Words a visitor could read: letters and spaces, not a path, a URL, a class list or a code fragment. */
function isCopy(raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length <= copyLengthLimit) return false;
  if (!/[A-Za-z]{2,} [A-Za-z]{2,}/.test(text)) return false;
  if (isClassList(text)) return false;
  if (/^(https?:|mailto:|tel:|\/|\.\/|\.\.\/)\S*$/.test(text)) return false;
  return true;
}

/** The enclosing JSX attribute's name, when `node` is (inside) an attribute value. */
function jsxAttributeName(node: ts.Node): string | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return parent.name.getText();
    if (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent) || ts.isJsxFragment(parent)) return undefined;
  }
  return undefined;
}

/** A developer-facing string: a module path, a thrown error's or a console message. */
function isForDevelopers(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  for (let at: ts.Node | undefined = node.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isThrowStatement(at)) return true;
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
  }
  return false;
}

/** Findings in TypeScript or TSX source; `lineOffset` places a fragment inside its file. */
export function scanScript(source: string, file: string, lineOffset = 0, tsx = true): CopyFinding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: CopyFinding[] = [];
  const report = (node: ts.Node, text: string) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1 + lineOffset;
    findings.push({ file, line, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) {
      const attribute = jsxAttributeName(node);
      const skip = (attribute && markupAttributes.has(attribute)) || isForDevelopers(node);
      if (!skip && isCopy(node.text)) report(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const attribute = jsxAttributeName(node);
      const skip = (attribute && markupAttributes.has(attribute)) || isForDevelopers(node);
      const literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
      if (!skip && isCopy(literal.replace(/ … /g, ' '))) report(node, literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

interface AstroNode {
  type: string;
  name?: string;
  value?: string;
  kind?: string;
  position?: { start: { line: number } };
  attributes?: AstroNode[];
  children?: AstroNode[];
}

/** Findings in an Astro component: its frontmatter, text nodes, attribute values and template expressions. */
export async function scanAstro(source: string, file: string): Promise<CopyFinding[]> {
  const { ast } = await parseAstro(source, { position: true });
  const findings: CopyFinding[] = [];
  const lineOf = (node: AstroNode) => node.position?.start.line ?? 1;
  const visit = (node: AstroNode, inExpression: boolean, rawText: boolean) => {
    if (node.type === 'frontmatter') {
      findings.push(...scanScript(node.value ?? '', file, lineOf(node) - 1, false));
      return;
    }
    if (node.type === 'comment') return;
    if (node.type === 'text') {
      const value = node.value ?? '';
      if (rawText) return;
      // Inside {…} the text is code: look at its string literals (and JSX text, which TSX parsing finds).
      if (inExpression) findings.push(...scanScript(value, file, lineOf(node) - 1));
      else if (isCopy(value)) findings.push({ file, line: lineOf(node), text: value.replace(/\s+/g, ' ').trim() });
      return;
    }
    for (const attribute of node.attributes ?? []) {
      const name = attribute.name ?? '';
      if (markupAttributes.has(name) || name.startsWith('data-')) continue;
      if (attribute.kind === 'quoted' && isCopy(attribute.value ?? ''))
        findings.push({ file, line: lineOf(attribute), text: (attribute.value ?? '').trim() });
      if (attribute.kind === 'expression' || attribute.kind === 'template-literal')
        findings.push(...scanScript(`(${attribute.value ?? ''})`, file, lineOf(attribute) - 1));
    }
    const raw = rawText || node.name === 'script' || node.name === 'style';
    for (const child of node.children ?? []) visit(child, node.type === 'expression', raw);
  };
  visit(ast as AstroNode, false, false);
  return findings;
}

export async function scanFile(source: string, file: string): Promise<CopyFinding[]> {
  return file.endsWith('.astro') ? scanAstro(source, file) : scanScript(source, file);
}
