/**
 * A page that carries its rules in place of the stylesheet (src/after-build/first-paint.ts) must look as it
 * would with the whole stylesheet. Checked here for every such page of every built brand, from the
 * files alone, and independently of how the build chose the rules (src/after-build/used-css.ts): every rule of
 * the whole stylesheet that styles an element of the page as served (its selector matches that element
 * with no pointer over it and nothing focused, opened or checked beyond what the HTML says; a
 * pseudo-element counts for the element it belongs to), under any media condition, is carried in the
 * same at-rules with the same declarations; so are the custom properties, `@property` registrations and
 * `@keyframes` those rules use, and Tailwind's layer order; and the carried rules keep the stylesheet's
 * order, adding nothing of their own. What only scripts and states show (islands re-rendered, the menu
 * open, a form's error messages) is compared in a browser on a sample (tests/e2e/stylesheet-after-paint.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'css-select';
import { AttributeAction, parse as parseSelector, SelectorType, type Selector } from 'css-what';
import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { parseHtml, type HtmlDocument as Document, type HtmlElement as Element } from '../support/dom.ts';
import { builtBrands, distDir, pagesOf } from './support/site.ts';

/** The inline <style> that stands for the stylesheet: the one with Tailwind's layers. */
const inlinedRules = /<style>((?:(?!<\/style>)[\s\S])*@layer utilities\{[\s\S]*?)<\/style>/;

/** Pseudo-classes that hold only in a state a page does not start in: hovered, focused, opened by a script… */
const laterStates = new Set([
  'hover',
  'active',
  'focus',
  'focus-visible',
  'focus-within',
  'visited',
  'target',
  'target-within',
  'popover-open',
  'modal',
  'user-invalid',
  'user-valid',
  'host',
  'default',
]);
/** The element a form control's pseudo-element belongs to. */
const controlParts: [RegExp, string][] = [
  [/^placeholder$/, 'input, textarea'],
  [/^file-selector-button$/, 'input'],
  [
    /^-webkit-(datetime-edit.*|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-.*)$/,
    'input',
  ],
];
/** Never matches: a state the page is not in. */
const never: Selector = {
  type: SelectorType.Attribute,
  name: 'data-state-not-at-rest',
  action: AttributeAction.Exists,
  value: '',
  namespace: null,
  ignoreCase: null,
};

/** A selector as it reads on a page at rest; undefined when no browser would ever match it (another engine's). */
function atRest(tokens: Selector[]): Selector[] {
  const result: Selector[] = [];
  for (const token of tokens) {
    if (token.type === SelectorType.PseudoElement) {
      const part = controlParts.find(([name]) => name.test(token.name));
      if (part) result.push({ type: SelectorType.Pseudo, name: 'is', data: parseSelector(part[1]) });
      continue; // any other part (::before, ::marker, ::backdrop…) is styled with its element
    }
    if (token.type === SelectorType.Pseudo) {
      if (token.name === 'open') {
        result.push({
          type: SelectorType.Attribute,
          name: 'open',
          action: AttributeAction.Exists,
          value: '',
          namespace: null,
          ignoreCase: null,
        });
        continue;
      }
      if (laterStates.has(token.name) || token.name.startsWith('-')) {
        result.push(never);
        continue;
      }
      if (Array.isArray(token.data)) {
        result.push({ ...token, data: token.data.map(atRest) });
        continue;
      }
    }
    result.push(token);
  }
  return result;
}

/** Classes, ids and element types a selector's own compounds require (what a page must have for it to match). */
function required(tokens: Selector[]): { classes: string[]; ids: string[]; tags: string[] } {
  const classes: string[] = [];
  const ids: string[] = [];
  const tags: string[] = [];
  for (const token of tokens) {
    if (token.type === SelectorType.Attribute && token.action === 'element' && token.name === 'class')
      classes.push(token.value);
    if (token.type === SelectorType.Attribute && token.action === 'equals' && token.name === 'id')
      ids.push(token.value);
    if (token.type === SelectorType.Tag) tags.push(token.name);
  }
  return { classes, ids, tags };
}

interface PageFacts {
  document: Document;
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
}

function factsOf(html: string): PageFacts {
  const document = parseHtml(html);
  const classes = new Set<string>();
  const ids = new Set<string>();
  const tags = new Set<string>();
  const visit = (node: Document | Element) => {
    for (const child of node.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const element = child as Element;
      tags.add(element.name);
      for (const name of (element.attribs.class ?? '').split(/\s+/)) if (name) classes.add(name);
      if (element.attribs.id) ids.add(element.attribs.id);
      visit(element);
    }
  };
  visit(document);
  return { document, classes, ids, tags };
}

interface SelectorCheck {
  needs: ReturnType<typeof required>;
  query: ReturnType<typeof compile<Element, Element>> | undefined;
}

const checks = new Map<string, SelectorCheck | null>();

/** Whether a selector matches an element of the page at rest (null: a selector no engine here can read). */
function matchesAtRest(selector: string, page: PageFacts): boolean | null {
  if (!checks.has(selector)) {
    let check: SelectorCheck | null = null;
    try {
      const lists = parseSelector(selector);
      if (lists.length === 1) {
        const tokens = atRest(lists[0]!);
        check = { needs: required(tokens), query: tokens.length ? compile<Element, Element>([tokens]) : undefined };
      }
    } catch {
      check = null;
    }
    checks.set(selector, check);
  }
  const check = checks.get(selector);
  if (!check) return null;
  const { classes, ids, tags } = check.needs;
  if (
    classes.some((c) => !page.classes.has(c)) ||
    ids.some((i) => !page.ids.has(i)) ||
    tags.some((t) => !page.tags.has(t))
  )
    return false;
  if (!check.query) return true; // only a pseudo-element was left: every element has it
  const query = check.query;
  const walk = (node: Document | Element): boolean =>
    node.children.some((child) => {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') return false;
      return query(child as Element) || walk(child as Element);
    });
  return walk(page.document);
}

/** The at-rules a node sits in, outermost first ("@layer utilities @media (width>=48rem)"). */
function contextOf(node: ChildNode): string {
  const chain: string[] = [];
  for (let parent = node.parent; parent?.type === 'atrule'; parent = (parent as AtRule).parent)
    chain.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
  return chain.join(' ');
}

const isCustom = (declaration: Declaration) => declaration.prop.startsWith('--');
const declarationText = (declarations: Declaration[]) =>
  declarations.map((d) => `${d.prop}:${d.value}${d.important ? '!important' : ''}`).join(';');
/** Rules that only declare custom properties for every element (Tailwind's theme and defaults). */
const isPropertyHome = (rule: Rule) =>
  rule.selectors.every((selector) => /^(:root|:host|\*|::?before|::?after|::backdrop)$/.test(selector.trim()));
const insideKeyframes = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name);

function styleRules(container: Container): Rule[] {
  const rules: Rule[] = [];
  container.walkRules((rule) => {
    if (!insideKeyframes(rule)) rules.push(rule);
  });
  return rules;
}

/** Custom properties a value refers to. */
const references = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/** What differs between the rules a page carries and the rules of the whole stylesheet its elements use. */
function missingRules(wholeCss: string, carriedCss: string, html: string): string[] {
  const page = factsOf(html);
  const whole = postcss.parse(wholeCss);
  const carried = postcss.parse(carriedCss);
  const problems: string[] = [];

  // Carried rules, by at-rules and selector.
  const carriedRules = styleRules(carried);
  const carriedBy = new Map<string, Rule[]>();
  for (const rule of carriedRules)
    for (const selector of rule.selectors) {
      const key = `${contextOf(rule)} ${selector}`;
      carriedBy.set(key, [...(carriedBy.get(key) ?? []), rule]);
    }

  // Every rule of the whole stylesheet that styles an element of the page at rest.
  const usedValues: string[] = [];
  const definitions = new Map<string, { key: string; text: string }[]>();
  for (const rule of styleRules(whole)) {
    const context = contextOf(rule);
    const declarations = rule.nodes.filter((node): node is Declaration => node.type === 'decl');
    if (isPropertyHome(rule)) {
      for (const declaration of declarations.filter(isCustom))
        definitions.set(declaration.prop, [
          ...(definitions.get(declaration.prop) ?? []),
          { key: `${context} ${rule.selector}`, text: `${declaration.prop}:${declaration.value}` },
        ]);
    }
    const ownDeclarations = isPropertyHome(rule) ? declarations.filter((d) => !isCustom(d)) : declarations;
    for (const selector of rule.selectors) {
      if (matchesAtRest(selector, page) !== true) continue;
      usedValues.push(...ownDeclarations.map((d) => d.value));
      if (ownDeclarations.length === 0) continue;
      const want = declarationText(ownDeclarations);
      const found = (carriedBy.get(`${context} ${selector}`) ?? []).some((candidate) => {
        const have = candidate.nodes.filter((node): node is Declaration => node.type === 'decl');
        return declarationText(isPropertyHome(candidate) ? have.filter((d) => !isCustom(d)) : have) === want;
      });
      if (!found) problems.push(`missing ${context ? `${context} ` : ''}${selector} { ${want.slice(0, 120)} }`);
    }
  }

  // The custom properties those rules use, through one another, where the stylesheet defines them for every element.
  const carriedDefinitions = new Set<string>();
  for (const rule of carriedRules.filter(isPropertyHome))
    for (const declaration of rule.nodes.filter((node): node is Declaration => node.type === 'decl' && isCustom(node)))
      carriedDefinitions.add(`${contextOf(rule)} ${rule.selector}|${declaration.prop}:${declaration.value}`);
  const used = new Set<string>();
  const queue = usedValues.flatMap(references);
  while (queue.length) {
    const name = queue.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const definition of definitions.get(name) ?? []) queue.push(...references(definition.text));
  }
  for (const name of used)
    for (const definition of definitions.get(name) ?? [])
      if (!carriedDefinitions.has(`${definition.key}|${definition.text}`))
        problems.push(`missing custom property ${definition.text} (${definition.key})`);

  const atRuleText = (root: Container, name: string) => {
    const found = new Map<string, string>();
    root.walkAtRules(name, (atRule) => void found.set(atRule.params.trim(), atRule.toString()));
    return found;
  };
  const carriedProperties = atRuleText(carried, 'property');
  for (const [name, text] of atRuleText(whole, 'property'))
    if (used.has(name) && carriedProperties.get(name) !== text) problems.push(`missing @property ${name}`);
  const animations = new Set(usedValues.flatMap((value) => value.split(/[\s,]+/)));
  const carriedKeyframes = atRuleText(carried, 'keyframes');
  for (const [name, text] of atRuleText(whole, 'keyframes'))
    if (animations.has(name) && carriedKeyframes.get(name) !== text) problems.push(`missing @keyframes ${name}`);

  // Tailwind's layer order, stated before any rule.
  const layerOrder = (root: Container) =>
    (root.nodes ?? [])
      .filter((node): node is AtRule => node.type === 'atrule' && node.name === 'layer' && !node.nodes)
      .map((n) => n.params);
  if (JSON.stringify(layerOrder(carried)) !== JSON.stringify(layerOrder(whole)))
    problems.push(`layer order ${layerOrder(carried).join(' | ')} instead of ${layerOrder(whole).join(' | ')}`);

  // The carried rules are the stylesheet's, in its order: each found after the one before it.
  const wholeRules = styleRules(whole);
  let at = 0;
  for (const rule of carriedRules) {
    const context = contextOf(rule);
    const selectors = new Set(rule.selectors);
    const text = (r: Rule) =>
      declarationText(
        r.nodes.filter((node): node is Declaration => node.type === 'decl' && !(isPropertyHome(r) && isCustom(node))),
      );
    const next = wholeRules.findIndex(
      (candidate, index) =>
        index >= at &&
        contextOf(candidate) === context &&
        [...selectors].every((s) => candidate.selectors.includes(s)) &&
        text(candidate) === text(rule),
    );
    if (next === -1) {
      problems.push(
        `carries ${context ? `${context} ` : ''}${rule.selector} out of the stylesheet's order, or not from it`,
      );
      continue;
    }
    at = next;
  }
  return problems;
}

const sheets = readdirSync(join(distDir, '_astro')).filter((name) => name.endsWith('.css'));

it('reads one stylesheet in the build', () => {
  expect(sheets).toHaveLength(1);
});

const wholeCss = sheets.length === 1 ? readFileSync(join(distDir, '_astro', sheets[0]!), 'utf8') : '';

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  const pages = pagesOf(id).filter((page) => !/<link rel="stylesheet"/.test(page.html));

  it(
    'carries, on each page without the stylesheet, every rule its elements use, in the stylesheet’s order',
    { timeout: 120_000 },
    () => {
      expect(pages.length, 'pages that carry their rules').toBeGreaterThan(0);
      const problems = pages.flatMap((page) => {
        const carried = inlinedRules.exec(page.html)?.[1];
        if (carried === undefined) return [`${page.path}: neither the stylesheet nor its rules`];
        return missingRules(wholeCss, carried, page.html).map((problem) => `${page.path}: ${problem}`);
      });
      expect(problems.slice(0, 30)).toEqual([]);
    },
  );
});

it('sees a missing rule, a missing custom property and a reordered rule', () => {
  const css =
    '@layer theme, utilities;@layer theme{:root{--c:red;--unused:1px}}@layer utilities{.a{color:var(--c)}.b{margin:0}.c:hover{color:blue}@media (width>=40rem){.a{padding:1px}}}';
  const html = '<div class="a"></div><div class="c"></div>';
  const carriedAll =
    '@layer theme, utilities;@layer theme{:root{--c:red}}@layer utilities{.a{color:var(--c)}@media (width>=40rem){.a{padding:1px}}}';
  expect(missingRules(css, carriedAll, html)).toEqual([]);
  expect(missingRules(css, carriedAll.replace('@media (width>=40rem){.a{padding:1px}}', ''), html)).toHaveLength(1);
  expect(missingRules(css, carriedAll.replace(':root{--c:red}', ':root{}'), html)).toEqual([
    'missing custom property --c:red (@layer theme :root)',
  ]);
  expect(missingRules(css, carriedAll.replace('@layer theme, utilities;', ''), html)).toHaveLength(1);
  const reordered =
    '@layer theme, utilities;@layer theme{:root{--c:red}}@layer utilities{@media (width>=40rem){.a{padding:1px}}.a{color:var(--c)}}';
  expect(missingRules(css, reordered, html)).toHaveLength(1);
});
