/**
 * How the editor reads and writes a brand's files (src/admin/formats.ts calls these): a save changes only what
 * the owner changed. The edited data is laid over the file as it was read: keys keep their order (a new one goes
 * where the fields put it), list items are matched by id (or by content) so a removed or moved item moves its own
 * lines, a YAML value keeps its quoting, and YAML comments stay (the `yaml` package's Document API). Every line the
 * owner did not touch comes back byte for byte, and what is written passes `prettier --check` (npm run lint).
 * Pure: no file system, so the editor in the browser, the tests and scripts share it.
 */
import * as prettierStandalone from 'prettier/standalone';
import { isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node, type Pair, type YAMLMap } from 'yaml';

export type Data = null | boolean | number | string | Data[] | { [key: string]: Data };

/**
 * The fields an entry shows of an object, in their order, and the same for its members (a list: its items'). A key
 * of the file that no field names is kept as it is: an entry showing part of a file writes only that part.
 */
export interface FieldOrder {
  names: readonly string[];
  children?: Readonly<Record<string, FieldOrder>>;
  /** A list whose items have an `id`: ids a new item may not take (the shared list's). */
  reservedIds?: readonly string[];
  /** Fields whose empty text is a value of its own (a review's date: none shown), kept when emptied. */
  keepEmpty?: readonly string[];
}

const isObject = (value: unknown): value is Record<string, Data> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && deepEqual(a[key], b[key]));
  }
  return false;
}

/** Nothing the owner means: an empty text, or a group whose every value is empty (lists included). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

/**
 * Without what Decap leaves behind for a field the owner emptied: an empty text is no value, and so is a group
 * left wholly empty (an optional group taken out). A list keeps its place, empty or not: an empty one can be meant.
 */
export function withoutEmpty(data: Data | undefined, order?: FieldOrder): Data | undefined {
  if (Array.isArray(data)) return data.map((item) => withoutEmpty(item, order) ?? (isObject(item) ? {} : item));
  if (isObject(data)) {
    const entries = Object.entries(data).flatMap(([key, value]) => {
      // A field whose empty text is a value ("no date") keeps it.
      if (value === '' && order?.keepEmpty?.includes(key)) return [[key, value] as const];
      if (isObject(value) && isEmpty(value)) return [];
      const kept = withoutEmpty(value, order?.children?.[key]);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return data === '' || data === undefined || data === null ? undefined : data;
}

/** Where a new key goes among `present` keys: after the nearest key the fields name before it, else first. */
function insertAt(present: readonly string[], key: string, order: FieldOrder | undefined): number {
  const names = order?.names ?? [];
  const rank = names.indexOf(key);
  if (rank < 0) return present.length;
  for (let i = rank - 1; i >= 0; i--) {
    const at = present.indexOf(names[i]!);
    if (at >= 0) return at + 1;
  }
  for (let i = rank + 1; i < names.length; i++) {
    const at = present.indexOf(names[i]!);
    if (at >= 0) return at;
  }
  return present.length;
}

/** For each edited list item, the index of the item it was read as (same id, else same content), or -1 (new). */
function matchItems(old: readonly Data[], edited: readonly Data[]): number[] {
  const used = new Set<number>();
  const byId = (item: Data) => (isObject(item) && typeof item.id === 'string' ? item.id : undefined);
  return edited.map((item) => {
    const id = byId(item);
    let index = id === undefined ? -1 : old.findIndex((o, i) => !used.has(i) && byId(o) === id);
    if (index < 0) index = old.findIndex((o, i) => !used.has(i) && deepEqual(o, item));
    if (index >= 0) used.add(index);
    return index;
  });
}

/** The edited value laid over the old one: the old key order and items kept where the owner kept them. */
function overlay(old: Data | undefined, edited: Data, order: FieldOrder | undefined): Data {
  if (isObject(old) && isObject(edited)) {
    const shown = (key: string) => !order || order.names.includes(key);
    const result: [string, Data][] = Object.keys(old)
      .filter((key) => key in edited || !shown(key))
      .map((key) => [key, shown(key) ? overlay(old[key], edited[key]!, order?.children?.[key]) : old[key]!]);
    for (const key of Object.keys(edited).filter((k) => !(k in old))) {
      const at = insertAt(
        result.map(([k]) => k),
        key,
        order,
      );
      result.splice(at, 0, [key, edited[key]!]);
    }
    return Object.fromEntries(result);
  }
  if (Array.isArray(old) && Array.isArray(edited)) {
    const matches = matchItems(old, edited);
    return edited.map((item, i) => (matches[i]! >= 0 ? overlay(old[matches[i]!], item, order) : item));
  }
  return edited;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');

/**
 * A list's items as the site needs them: a new item gets an id (from its title or name, unlike any other), and the
 * `order` numbers follow the items' places when the owner moved or added one (untouched when they already do).
 */
export function completeItems(items: readonly Data[], order: FieldOrder | undefined): Data[] {
  const names = order?.names ?? [];
  const taken = new Set([
    ...(order?.reservedIds ?? []),
    ...items.flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : [])),
  ]);
  let result = items.map((item) => {
    if (!isObject(item) || !names.includes('id') || (typeof item.id === 'string' && item.id)) return item;
    const named = ['title', 'name', 'author', 'label', 'question']
      .map((key) => item[key])
      .find((v) => typeof v === 'string');
    const base = `own-${slug(String(named ?? '')) || 'item'}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    const { id: _empty, ...rest } = item;
    return { id, ...rest };
  });
  if (names.includes('order')) {
    const orders = result.map((item) => (isObject(item) ? item.order : undefined));
    const inPlace = orders.every((o, i) => typeof o === 'number' && (i === 0 || o > (orders[i - 1] as number)));
    if (!inPlace)
      result = result.map((item, i) => {
        if (!isObject(item)) return item;
        const { order: _old, ...rest } = item;
        const entries = Object.entries(rest);
        entries.splice(insertAt(Object.keys(rest), 'order', order), 0, ['order', i + 1]);
        return Object.fromEntries(entries);
      });
  }
  return result;
}

/** Lines of `after` laid over `original`, where `before` is `original` as the writer prints it, line for line. */
function mergeLines(original: string, before: string, after: string): string {
  if (before === original) return after;
  const o = original.split('\n');
  const a = before.split('\n');
  const b = after.split('\n');
  if (o.length !== a.length) return after;
  // Longest common subsequence of before and after: its lines are the ones the edit did not touch.
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(o[i]!);
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) out.push(b[j++]!);
    else i++;
  }
  return out.join('\n');
}

// --- JSON (brand files) ---

/** How wide Prettier counts a text (a wide or an emoji character as two columns, a combining mark as none). */
const { util } = prettierStandalone as unknown as { util: { getStringWidth(text: string): number } };
const columns = (text: string) => util.getStringWidth(text);

/**
 * JSON as Prettier prints it at `width`: a list or an object in a list on one line when it fits there (with what
 * follows it on the line), else one entry per line, two spaces deeper; an object that is a key's value expanded
 * (Prettier keeps an expanded object expanded, and the brand files write them so).
 */
export function formatJson(data: Data, width = 120): string {
  const entriesOf = (value: Data[] | Record<string, Data>) =>
    Array.isArray(value)
      ? value.map((item) => ({ key: '', item }))
      : Object.entries(value).map(([key, item]) => ({ key: `${JSON.stringify(key)}: `, item }));
  /** On one line, whatever is inside it. */
  const flatOf = (value: Data): string => {
    if (!Array.isArray(value) && !isObject(value)) return JSON.stringify(value);
    const entries = entriesOf(value);
    if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
    return `${open}${entries.map(({ key, item }) => `${key}${flatOf(item)}`).join(', ')}${close}`;
  };
  const print = (value: Data, indent: string, prefixLength: number, suffixLength: number, inList = false): string => {
    if (!Array.isArray(value) && !isObject(value)) return JSON.stringify(value);
    const entries = entriesOf(value);
    if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
    const flat = flatOf(value);
    const inline = Array.isArray(value) || inList;
    if (indent && inline && prefixLength + columns(flat) + suffixLength <= width) return flat;
    const inner = `${indent}  `;
    const lines = entries.map(({ key, item }, i) => {
      const comma = i < entries.length - 1 ? 1 : 0;
      return `${inner}${key}${print(item, inner, inner.length + columns(key), comma, !key)}${comma ? ',' : ''}`;
    });
    return `${open.trim()}\n${lines.join('\n')}\n${indent}${close.trim()}`;
  };
  return `${print(data, '', 0, 0)}\n`;
}

/** A JSON file with `edited` laid over it: only the lines of what changed are rewritten. */
export function writeJson(original: string, edited: Data, order?: FieldOrder): string {
  const old = JSON.parse(original) as Data;
  const result = overlay(old, withoutEmpty(edited, order) ?? {}, order);
  return mergeLines(original, formatJson(old), formatJson(result));
}

// --- YAML (words and lists) ---

const yamlOptions = { lineWidth: 0, singleQuote: true, flowCollectionPadding: true } as const;

/** A text another YAML reader could take for something else (a date, yes/no, a number): written in quotes. */
const ambiguous = /^(\d{4}-\d\d?-\d\d?|y|n|yes|no|on|off|true|false|null|~|[-+]?[\d._:]+)$/i;

/**
 * Whether a changed value may stay written inline (`{ icon: shield, label: … }`): only when it is short, since
 * Prettier breaks an inline map longer than a line over several, in a way the writer does not.
 */
const fitsInline = (value: Data) => columns(JSON.stringify(value)) <= 80 && !JSON.stringify(value).includes('\\n');

type ScalarType = 'QUOTE_SINGLE' | 'QUOTE_DOUBLE' | undefined;
/**
 * The quotes a changed text is written in, as Prettier would have them: single for a text another YAML reader could
 * take for something else, or with a double quote in it; double for one with a single quote only; else the
 * writer's choice (no quotes where none are needed).
 */
function quotesFor(text: string): ScalarType {
  if (ambiguous.test(text) || text.includes('"')) return 'QUOTE_SINGLE';
  if (text.includes("'")) return 'QUOTE_DOUBLE';
  return undefined;
}

/** A value as a new node, written as block YAML like the files, except where its siblings are written inline. */
function newNode(doc: Document, value: Data, flow = false): Node {
  const node = doc.createNode(value) as Node;
  if (flow && fitsInline(value) && (isMap(node) || isSeq(node))) node.flow = true;
  visit(node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string') scalar.type = quotesFor(scalar.value);
    },
  });
  return node;
}

/** Lays `edited` over `node` (which holds `old`), changing only what differs; returns the node to keep there. */
function patchNode(doc: Document, node: Node, old: Data, edited: Data, order: FieldOrder | undefined): Node {
  if (deepEqual(old, edited)) return node;
  if (isMap(node) && isObject(old) && isObject(edited)) {
    const map = node as YAMLMap<unknown, unknown>;
    for (const key of Object.keys(old)) if (!(key in edited)) map.delete(key);
    for (const [key, value] of Object.entries(edited)) {
      if (key in old) {
        const child = map.get(key, true) as Node | undefined;
        const patched = child ? patchNode(doc, child, old[key]!, value, order?.children?.[key]) : undefined;
        if (patched !== child) map.set(key, patched ?? newNode(doc, value));
      } else {
        const pair = doc.createPair(key, newNode(doc, value)) as Pair<unknown, unknown>;
        const keys = map.items.map((item) => String(isScalar(item.key) ? item.key.value : item.key));
        map.items.splice(insertAt(keys, key, order), 0, pair);
      }
    }
    if (map.flow && !fitsInline(edited)) map.flow = false;
    return map;
  }
  if (isSeq(node) && Array.isArray(old) && Array.isArray(edited)) {
    // A comment before the first item introduces the list: it stays at its top whatever comes first.
    const lead = node.items[0] as Node | undefined;
    const leadComment = lead?.commentBefore;
    const leadSpace = lead?.spaceBefore;
    if (lead) {
      lead.commentBefore = undefined;
      lead.spaceBefore = undefined;
    }
    const matches = matchItems(old, edited);
    const flowItems = node.items.length > 0 && node.items.every((item) => (isMap(item) || isSeq(item)) && item.flow);
    node.items = edited.map((item, i) => {
      const at = matches[i]!;
      return at >= 0
        ? patchNode(doc, node.items[at] as Node, old[at]!, item, order)
        : newNode(doc, item, flowItems && isObject(item));
    });
    const first = node.items[0] as Node | undefined;
    if (first) {
      first.commentBefore = leadComment;
      first.spaceBefore = leadSpace;
    }
    // A changed inline list is written as a block list: Prettier pads `[ a ]` in no way the writer can.
    if (node.flow) node.flow = false;
    return node;
  }
  if (isScalar(node) && typeof edited === typeof node.value && !isObject(edited) && !Array.isArray(edited)) {
    node.value = edited;
    // A changed text is quoted as a new one would be (Prettier would change quotes kept from the old text).
    if (typeof edited === 'string') node.type = quotesFor(edited);
    return node;
  }
  return newNode(doc, edited);
}

/** A YAML file with `edited` laid over it: comments, quoting and untouched lines kept. */
export function writeYaml(original: string, edited: Data, order?: FieldOrder): string {
  const doc = parseDocument(original);
  const old = (doc.toJS() ?? (Array.isArray(edited) ? [] : {})) as Data;
  const cleaned = Array.isArray(edited)
    ? completeItems(withoutEmpty(edited, order) as Data[], order)
    : (withoutEmpty(edited, order) ?? {});
  const value = overlay(old, cleaned, order);
  const before = parseDocument(original).toString(yamlOptions);
  const contents = doc.contents as Node | null;
  const patched = contents ? patchNode(doc, contents, old, value, order) : newNode(doc, value);
  if (patched !== contents) doc.contents = patched as unknown as typeof doc.contents;
  return mergeLines(original, before, doc.toString(yamlOptions));
}

/** A YAML file's data (an empty file is an empty object, or an empty list where a list is expected). */
export function readYaml(text: string): Data {
  return (parseDocument(text).toJS() as Data) ?? {};
}
