/**
 * The rules of a stylesheet that a page can use: inlined in the page in its place, they
 * let it paint without a stylesheet's round trip. A rule is kept when one of its selectors matches an
 * element of the page's HTML, read as it could become: state pseudo-classes (:hover, :focus, :open,
 * …), pseudo-elements and attribute conditions ([aria-expanded=true], [open], …) count as met, so an
 * opened menu or a focused field is styled. What the page's scripts render (an island's error
 * message, a toast) is covered by their class names, read from their code the way Tailwind reads
 * source files (`scriptClasses`): a rule whose classes are all on the page or in its scripts stays.
 * An element default (Tailwind's `@layer base`) stays for the element types on the page and for
 * those its scripts create (`scriptElements`: React writes `jsx("dialog", …)`).
 * Custom properties, @property and @keyframes are kept when a kept rule uses them.
 */
import { compile, selectOne } from 'css-select';
import { parse as parseSelector, SelectorType, type Selector } from 'css-what';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Container, type Root, type Rule } from 'postcss';

/** Pseudo-classes that depend only on the document's structure, tested as written (not :empty: scripts fill). */
const structural = new Set([
  'not',
  'is',
  'where',
  'has',
  'root',
  'first-child',
  'last-child',
  'only-child',
  'nth-child',
  'nth-last-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-of-type',
  'nth-last-of-type',
]);

type Document = ReturnType<typeof parseDocument>;

const anyElement: Selector = { type: SelectorType.Universal, namespace: null };

interface SelectorTest {
  /** Classes the selector's own compounds require (not those inside :not(), :is(), …). */
  classes: string[];
  /** The selector with its state conditions taken out; undefined when nothing is left but classes. */
  query: Selector[] | undefined;
  /** Every class the selector asks for, in :is() and :where() too (not in :not()). */
  mentioned: string[];
  /** Every element type the selector names, in :is() and :where() too (not in :not()). */
  elements: string[];
}

/**
 * What `pick` reads from a selector's tokens (a class asked for, an element type named), nested ones
 * in :is(), :where() and the like included, except under :not().
 */
function mentioned(tokens: Selector[], pick: (token: Selector) => string | undefined): string[] {
  return tokens.flatMap((token) => {
    const picked = pick(token);
    if (picked !== undefined) return [picked];
    if (token.type === 'pseudo' && token.name !== 'not' && Array.isArray(token.data))
      return token.data.flatMap((inner) => mentioned(inner, pick));
    return [];
  });
}

const className = (token: Selector) =>
  token.type === 'attribute' && token.name === 'class' && token.action === 'element' ? token.value : undefined;
const elementType = (token: Selector) => (token.type === 'tag' ? token.name : undefined);

/** Attributes the server sets for good: a condition on them is tested as written. */
const staticAttributes = new Set(['class', 'id', 'type', 'role', 'href', 'lang', 'dir', 'aria-current']);

/**
 * Pseudo-elements only form controls have: the rule needs one on the page. Any other pseudo-element
 * (::before, ::marker, ::-webkit-details-marker, ::-webkit-scrollbar) is a part of the element it follows.
 */
const formControlPart =
  /^(placeholder|file-selector-button|-webkit-(datetime-edit.*|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-.*|input-placeholder|file-upload-button)|-moz-(placeholder|range-.*))$/;
const formControl: Selector = {
  type: SelectorType.Pseudo,
  name: 'is',
  data: ['input', 'textarea', 'select'].map((name) => [{ type: SelectorType.Tag, name, namespace: null }]),
};

/** A selector's tokens with state pseudo-classes, pseudo-elements and attribute conditions removed. */
function withoutState(tokens: Selector[]): Selector[] {
  const kept: Selector[] = [];
  for (const token of tokens) {
    if (token.type === 'pseudo-element') {
      if (formControlPart.test(token.name)) kept.push(formControl);
      continue;
    }
    if (token.type === 'attribute' && !staticAttributes.has(token.name)) continue;
    if (token.type === 'pseudo') {
      if (!structural.has(token.name)) continue;
      if (Array.isArray(token.data)) {
        const inner = token.data.map(withoutState);
        // :not(:hover) and the like: whether it holds depends on state, so it counts as met.
        if (token.name === 'not' && inner.some((list) => list.length === 0)) continue;
        kept.push({ ...token, data: inner.map((list) => (list.length === 0 ? [anyElement] : list)) });
        continue;
      }
    }
    kept.push(token);
  }
  // A combinator left at either end (".a :hover" → ".a ") means "any element" there.
  while (kept.length > 0 && isCombinator(kept.at(-1)!)) kept.pop();
  while (kept.length > 0 && isCombinator(kept[0]!)) kept.shift();
  return kept;
}

function isCombinator(token: Selector): boolean {
  return ['descendant', 'child', 'sibling', 'adjacent', 'parent', 'column-combinator'].includes(token.type);
}

function selectorTest(selector: string): SelectorTest | undefined {
  let lists: Selector[][];
  try {
    lists = parseSelector(selector);
  } catch {
    return undefined; // a selector css-what cannot read: keep its rule
  }
  const tokens = withoutState(lists[0] ?? []);
  const classes = tokens
    .filter((token) => token.type === 'attribute' && token.name === 'class' && token.action === 'element')
    .map((token) => (token as { value: string }).value);
  const onlyOneClass = tokens.length === 1 && classes.length === 1;
  // Tokens, not text: css-what writes `.[&_h2]:x` back without escaping the `&`.
  return {
    classes,
    query: tokens.length === 0 || onlyOneClass ? undefined : tokens,
    mentioned: mentioned(tokens, className),
    elements: mentioned(tokens, elementType),
  };
}

type Query = ReturnType<typeof compile>;

interface Page {
  document: Document;
  /** Every class name on the page's elements. */
  classes: ReadonlySet<string>;
  /** Words of the page's scripts that may be class names they set. */
  scriptClasses: ReadonlySet<string>;
  /** Element types the page's scripts create. */
  scriptElements: ReadonlySet<string>;
}

/** Reads each selector once for every page that a stylesheet serves. */
class SelectorTests {
  private readonly tests = new Map<string, SelectorTest | undefined>();
  private readonly queries = new Map<string, Query | undefined>();

  /** The selectors of a style rule that can apply to the page (or cannot be tested, so they stay). */
  applying(rule: Rule, page: Page): string[] {
    return rule.selectors.filter((selector) => {
      if (!this.tests.has(selector)) this.tests.set(selector, selectorTest(selector));
      const test = this.tests.get(selector);
      if (!test) return true;
      if (test.classes.some((name) => !page.classes.has(name) && !page.scriptClasses.has(name))) return false;
      // A class only a script puts on an element: there is no element to test the rest against.
      if (test.query === undefined || test.classes.some((name) => !page.classes.has(name))) return true;
      const query = this.query(selector, test.query);
      if (query === undefined || selectOne(query, page.document) !== null) return true;
      // No element matches yet, but a script may set a class it asks for.
      return test.mentioned.some((name) => !page.classes.has(name) && page.scriptClasses.has(name));
    });
  }

  /**
   * The selectors of an element default (Tailwind's `@layer base`) that can apply to the page: as
   * `applying`, or naming an element type a script creates.
   */
  applyingDefaults(rule: Rule, page: Page): string[] {
    const applying = new Set(this.applying(rule, page));
    return rule.selectors.filter(
      (selector) =>
        applying.has(selector) || this.tests.get(selector)!.elements.some((name) => page.scriptElements.has(name)),
    );
  }

  private query(selector: string, tokens: Selector[]): Query | undefined {
    if (!this.queries.has(selector)) {
      let compiled: Query | undefined;
      try {
        compiled = compile([tokens]);
      } catch {
        compiled = undefined; // css-select cannot test it: the rule stays
      }
      this.queries.set(selector, compiled);
    }
    return this.queries.get(selector);
  }
}

/** Every class name the document's elements carry. */
function documentClasses(document: Document): Set<string> {
  const names = new Set<string>();
  const visit = (node: Document['children'][number]) => {
    if ('attribs' in node) for (const name of (node.attribs.class ?? '').split(/\s+/)) if (name) names.add(name);
    if ('children' in node) node.children.forEach(visit);
  };
  document.children.forEach(visit);
  return names;
}

/**
 * Removes rules the page cannot use, and at-rule blocks left empty. Inside `@layer base` (`defaults`),
 * a rule also stays for the element types the page's scripts may create.
 */
function keepApplying(container: Container, tests: SelectorTests, page: Page, defaults = false): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      const insideKeyframes = node.parent?.type === 'atrule' && /keyframes$/.test((node.parent as AtRule).name);
      if (insideKeyframes) return;
      const selectors = defaults ? tests.applyingDefaults(node, page) : tests.applying(node, page);
      if (selectors.length === 0) node.remove();
      else if (selectors.length < node.selectors.length) node.selector = selectors.join(',');
    } else if (node.type === 'atrule' && node.nodes && !/keyframes$/.test(node.name)) {
      keepApplying(node, tests, page, defaults || (node.name === 'layer' && node.params === 'base'));
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** Whether a rule only declares custom properties for everything (Tailwind's theme and defaults). */
function isPropertyHome(rule: Rule): boolean {
  return rule.selectors.every((selector) => /^(:root|:host|\*|::?before|::?after|::backdrop)$/.test(selector.trim()));
}

/** Drops custom properties, @property and @keyframes that no kept declaration uses. */
function pruneUnused(root: Root): void {
  const references = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  const animations = new Set<string>();
  root.walkDecls((declaration) => {
    const parent = declaration.parent;
    if (parent?.type === 'atrule') return; // @property's own descriptors
    if (declaration.prop.startsWith('--') && parent?.type === 'rule' && isPropertyHome(parent as Rule)) {
      definitions.set(declaration.prop, [
        ...(definitions.get(declaration.prop) ?? []),
        ...references(declaration.value),
      ]);
      return;
    }
    for (const name of references(declaration.value)) used.add(name);
    if (declaration.prop === 'animation' || declaration.prop === 'animation-name')
      for (const word of declaration.value.split(/[\s,]+/)) animations.add(word);
  });
  const queue = [...used];
  while (queue.length > 0) {
    for (const name of definitions.get(queue.pop()!) ?? []) {
      if (used.has(name)) continue;
      used.add(name);
      queue.push(name);
    }
  }
  root.walkDecls((declaration) => {
    const parent = declaration.parent;
    if (
      declaration.prop.startsWith('--') &&
      parent?.type === 'rule' &&
      isPropertyHome(parent as Rule) &&
      !used.has(declaration.prop)
    )
      declaration.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.name === 'property' && !used.has(atRule.params.trim())) atRule.remove();
    if (/keyframes$/.test(atRule.name) && !animations.has(atRule.params.trim())) atRule.remove();
  });
  removeEmpty(root);
}

function removeEmpty(container: Container): void {
  container.each((node: ChildNode) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!node.nodes) return; // a statement such as `@layer theme, base;`
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** The words of a script that could be class names: what stands between quotes, backticks or spaces. */
function scriptWords(code: string): Set<string> {
  return new Set(code.split(/[\s"'`]+/).filter(Boolean));
}

/**
 * The element types a script creates: the tag a JSX call or createElement names first
 * (`jsx("dialog", {…})`, `(0,r.jsxs)(\`ol\`, …)`, `document.createElement("a")`). Not every word:
 * an event name (`"input"`) or a selector the script queries (`"form textarea"`) creates nothing.
 */
export function scriptElements(code: string): Set<string> {
  const calls = code.matchAll(/\b(?:jsxs?|jsxDEV|createElement)\)?\(\s*["'`]([a-z][\w-]*)["'`]/g);
  return new Set([...calls].map((call) => call[1]!));
}

/** What a page's scripts can add to it: the class names they may set and the element types they create. */
export interface ScriptReading {
  classes: ReadonlySet<string>;
  elements: ReadonlySet<string>;
}

/** scriptWords and scriptElements of a script's code. */
export function readScript(code: string): ScriptReading {
  return { classes: scriptWords(code), elements: scriptElements(code) };
}

/**
 * A reader of the stylesheet `css`: given a page's HTML and what its scripts can add (readScript),
 * the rules of `css` that page can use, in their order, as CSS text. Each selector is read once for
 * all the pages the reader is given.
 */
export function usedCssReader(css: string): (html: string, scripts?: ScriptReading) => string {
  const stylesheet = postcss.parse(css);
  const tests = new SelectorTests();
  return (html, scripts = { classes: new Set(), elements: new Set() }) => {
    const document = parseDocument(html);
    const root = stylesheet.clone();
    keepApplying(root, tests, {
      document,
      classes: documentClasses(document),
      scriptClasses: scripts.classes,
      scriptElements: scripts.elements,
    });
    pruneUnused(root);
    return root.toString();
  };
}
