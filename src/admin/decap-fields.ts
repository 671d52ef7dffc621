/**
 * Decap CMS fields from the zod schemas, so the editor at /admin asks for what the build accepts: one source
 * for what a field is, whether it is required and the format it takes (the regex and message of the zod check
 * become the field's `pattern`, shown next to the field). The build stays the final gate: refinements that span
 * fields (redirect loops, an image card's alt text) are checked only there.
 * Pure: the schemas come in, plain objects go out (scripts/admin-config.ts writes them into the config).
 */
import type { z } from 'astro/zod';
import type { Labels } from './editor-labels.ts';

export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regex source, message]: Decap refuses the value with the message when the regex does not match. */
  pattern?: [string, string];
  options?: (string | { label: string; value: string | number })[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  collapsed?: boolean;
  /** Widgets of scripts/admin/ (e.g. "photo-key") read their own options. */
  [option: string]: unknown;
}

/** How much of a brand's override file may be left out: none (lists), its top-level keys (entries), any key (words). */
export type Partiality = 'none' | 'top' | 'deep';

export interface FieldOptions {
  /** What the owner reads for each field, by dotted path (src/admin/editor-labels.ts). */
  labels?: Labels;
  /** Paths ("id", "look.logo") kept in the file but not shown: routing and developer settings. */
  hidden?: readonly string[];
  /**
   * The file's kind (src/admin/admin-config.ts): texts and groups then carry `check: "<kind>#<path>"`, and the
   * editor checks them with the same zod schema as the build (src/admin/checks.ts).
   */
  check?: string;
  /** Paths whose widget is replaced (e.g. an image key by "photo-key") or given extra options. */
  widgets?: Readonly<Record<string, { widget?: string; [option: string]: unknown }>>;
  /** What a choice is called where its value is an id (a service's "tree-surgery" → "Tree Surgery"). */
  optionLabels?: Readonly<Record<string, string>>;
  partial?: Partiality;
  /**
   * Inside an optional object or list: Decap checks a required field even when its object is left out, so
   * none is required there (a pattern still checks what is typed); the build checks the whole object.
   */
  withinOptional?: boolean;
}

// zod 4 keeps a schema's definition in `_zod.def`; only the parts read here are typed.
export interface Def {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: CheckDef } }[];
  defaultValue?: unknown;
  in?: z.ZodType;
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
  error?: () => unknown;
}
export interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  error?: () => unknown;
}

/** Numbers as a select's options: Decap's select takes a number as the value of a named option only. */
const numberChoices = (values: number[]) => values.map((value) => ({ label: String(value), value }));

/** A select's options: named by `optionLabels` when it names every one. */
function choices(values: (string | number)[], options: FieldOptions): DecapField['options'] {
  const names = options.optionLabels;
  if (values.some((value) => typeof value === 'number')) return numberChoices(values as number[]);
  if (!names || !values.every((value) => typeof value === 'string' && value in names)) return values as string[];
  return values.map((value) => ({ label: names[value as string]!, value: value as string }));
}

/** zod's definition of a schema (tests/unit/upgrade-canaries.test.ts checks the shape read here after an upgrade). */
export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const messageOf = (error: (() => unknown) | undefined, fallback: string): string => {
  const message = error?.();
  return typeof message === 'string' ? message : fallback;
};

/** "businessName" → "Business name", "whyChooseUs" → "Why choose us". */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The schema under optional/default/nullable wrappers, and whether a value may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable') optional = true;
    else if (def.type === 'default') {
      optional = true;
      defaultValue = def.defaultValue;
    } else if (def.type === 'pipe' && def.in) {
      inner = def.in;
      continue;
    } else return { inner, optional, ...(defaultValue === undefined ? {} : { defaultValue }) };
    inner = def.innerType!;
  }
}

const lengthRange = (min?: number, max?: number) =>
  min !== undefined && max !== undefined
    ? `between ${min} and ${max} characters`
    : min !== undefined
      ? `at least ${min} character${min === 1 ? '' : 's'}`
      : `at most ${max} characters`;

/**
 * A regex's source for Decap, which builds it without flags: a case-insensitive one gets the upper-case
 * letters added to its character-class ranges (the schemas' /i regexes are all of that kind, e.g. a hex colour).
 */
export function regexSource(regex: RegExp): string {
  if (!regex.flags.includes('i')) return regex.source;
  return regex.source.replace(
    /([a-z])-([a-z])/g,
    (range, from: string, to: string) => `${range}${from.toUpperCase()}-${to.toUpperCase()}`,
  );
}

/** The `pattern` of a string schema: its regex or format check with the schema's own message, else its length. */
export function stringPattern(schema: z.ZodType): [string, string] | undefined {
  const def = defOf(schema);
  const checks = [def, ...(def.checks ?? []).map((check) => check._zod.def)] as (Def | CheckDef)[];
  let min: number | undefined;
  let max: number | undefined;
  for (const check of checks) {
    if (check.format === 'regex' || check.format === 'email') {
      return [regexSource(check.pattern!), messageOf(check.error, 'is not in the expected format')];
    }
    if (check.format === 'url') {
      const https = check.protocol?.source === '^https$';
      return [
        https ? '^https://[^\\s/?#]+\\.[^\\s]*$' : '^[a-z]+://\\S+$',
        messageOf(check.error, https ? 'must be an https:// URL' : 'must be a URL'),
      ];
    }
    if ('check' in check && check.check === 'min_length') min = check.minimum;
    if ('check' in check && check.check === 'max_length') max = check.maximum;
    if ('check' in check && check.check === 'length_equals') min = max = check.length;
  }
  if (min === undefined && max === undefined) return undefined;
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, `must be ${lengthRange(min, max)}`];
}

function numberLimits(def: Def): Pick<DecapField, 'value_type' | 'min' | 'max'> {
  const limits: Pick<DecapField, 'value_type' | 'min' | 'max'> = { value_type: 'float' };
  for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
    if (check.format === 'safeint' || check.format === 'int32') limits.value_type = 'int';
    if (check.check === 'greater_than') limits.min = check.value!;
    if (check.check === 'less_than') limits.max = check.value!;
  }
  return limits;
}

/** The label of a field with no entry in the labels file (tests/unit/editor-labels.test.ts makes sure there is one). */
function ownerLabel(
  name: string,
  path: string,
  options: FieldOptions,
): Pick<DecapField, 'label' | 'hint'> & {
  hidden?: boolean;
  summary?: string;
  item?: string;
} {
  const entry = options.labels?.[path];
  if (!entry) return { label: labelFor(name) };
  if ('hidden' in entry) return { label: labelFor(name), hidden: true };
  return entry;
}

/** Long text gets a box of several lines: a text that may run past a line, or must be a sentence or more. */
function isLongText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  let min = 0;
  let max = Infinity;
  for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
    if (check.check === 'min_length') min = check.minimum!;
    if (check.check === 'max_length') max = check.maximum!;
  }
  return min >= 40 || (max !== Infinity && max > 120);
}

const isoDayRegex = /^\d{4}-\d{2}-\d{2}$/;
/** Whether a union is a date such as 2024-09-24 or nothing (a review's date). */
function isOptionalDate(members: z.ZodType[]): boolean {
  return members.some((member) => {
    const def = defOf(unwrap(member).inner);
    return def.type === 'string' && (def.checks ?? []).some((c) => String(c._zod.def.pattern) === String(isoDayRegex));
  });
}

/** One Decap field for a zod schema; `path` is the field's dotted path, for the labels, hidden and widget options. */
export function decapField(name: string, schema: z.ZodType, options: FieldOptions = {}, path = name): DecapField {
  const depth = path.split('.').length;
  const { inner, optional, defaultValue } = unwrap(schema);
  const mayOmit =
    optional || options.withinOptional || options.partial === 'deep' || (options.partial === 'top' && depth === 1);
  const innerOptions: FieldOptions = mayOmit ? { ...options, withinOptional: true } : options;
  const { hidden, summary, item, ...words } = ownerLabel(name, path, options);
  const base: DecapField = { name, ...words, widget: 'string' };
  if (mayOmit) base.required = false;
  if (defaultValue !== undefined && typeof defaultValue !== 'object') base.default = defaultValue;
  const def = defOf(inner);
  if (hidden || options.hidden?.includes(path)) {
    // A value that can only be one thing (a home review's five stars) is given to a new item.
    const only = def.type === 'literal' ? { default: def.values![0] } : {};
    return { ...base, widget: 'hidden', ...only };
  }
  const check = options.check ? { check: `${options.check}#${path}` } : {};
  const own = (): DecapField => {
    switch (def.type) {
      case 'string': {
        const pattern = stringPattern(inner);
        const widget = `${options.check ? 'checked-' : ''}${isLongText(inner) ? 'text' : 'string'}`;
        return { ...base, widget, ...(pattern ? { pattern } : {}), ...check };
      }
      case 'number': {
        const limits = numberLimits(def);
        // A whole number from a few (a review's stars): chosen from them.
        if (
          limits.value_type === 'int' &&
          limits.min !== undefined &&
          limits.max !== undefined &&
          limits.max - limits.min < 10
        )
          return {
            ...base,
            widget: 'select',
            options: numberChoices(Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min! + i)),
          };
        return { ...base, widget: 'number', ...limits };
      }
      case 'boolean':
        return { ...base, widget: 'boolean' };
      case 'literal': {
        const [value] = def.values!;
        return typeof value === 'number'
          ? { ...base, widget: 'number', value_type: 'int', min: value, max: value, default: value }
          : { ...base, widget: 'select', options: choices(def.values as string[], options) };
      }
      case 'enum':
        return { ...base, widget: 'select', options: choices(Object.values(def.entries!), options) };
      case 'union': {
        const members = def.options!.map((member) => defOf(unwrap(member).inner));
        if (members.every((member) => member.type === 'literal' && typeof member.values![0] === 'number'))
          return { ...base, widget: 'select', options: numberChoices(members.flatMap((m) => m.values as number[])) };
        // A date or nothing: a date picker that may be left empty.
        if (isOptionalDate(def.options!))
          return {
            ...base,
            widget: 'datetime',
            required: false,
            date_format: 'D MMMM YYYY',
            time_format: false,
            format: 'YYYY-MM-DD',
            default: '',
            // Left empty, it says "no date" (the file keeps the empty text).
            keep_empty: true,
          };
        // Strings in several shapes (a path or a URL): any of the members' patterns.
        const patterns = def.options!.map((member) => {
          const memberDef = defOf(unwrap(member).inner);
          if (memberDef.type === 'literal') return [`^${String(memberDef.values![0])}$`, ''];
          return stringPattern(unwrap(member).inner) ?? ['^[\\s\\S]*$', ''];
        });
        const message = messageOf(def.error, patterns.map(([, m]) => m).find(Boolean) ?? 'is not in a known format');
        return { ...base, pattern: [patterns.map(([source]) => `(?:${source})`).join('|'), message] };
      }
      case 'object':
        return {
          ...base,
          widget: options.check ? 'checked-object' : 'object',
          collapsed: depth > 1,
          fields: decapFields(inner, innerOptions, path),
          ...check,
        };
      case 'array': {
        const element = unwrap(def.element!).inner;
        const elementDef = defOf(element);
        const limits: Pick<DecapField, 'min' | 'max'> = {};
        for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
          if (check.check === 'min_length') limits.min = check.minimum!;
          if (check.check === 'max_length') limits.max = check.maximum!;
          if (check.check === 'length_equals') limits.min = limits.max = check.length!;
        }
        const listWords = { ...(summary ? { summary } : {}), ...(item ? { label_singular: item } : {}) };
        // Decap counts the items of a list left out only when it is required: an emptied one is checked here.
        const listWidget = options.check ? 'checked-list' : 'list';
        // Choices whose order is the owner's (marked with meta({ ordered: true }), the home page's sections) fall
        // through to a list of one choice per item, which the owner drags into order; others are a multiple select.
        if (elementDef.type === 'enum' && inner.meta()?.ordered !== true)
          return {
            ...base,
            widget: 'select',
            multiple: true,
            options: choices(Object.values(elementDef.entries!), options),
            ...limits,
          };
        if (elementDef.type === 'object')
          return {
            ...base,
            widget: listWidget,
            collapsed: true,
            ...listWords,
            fields: decapFields(element, { ...options, withinOptional: false }, path),
            ...limits,
            ...check,
          };
        // A list of texts (or of ordered choices): each item is asked for as the list's item ("paragraph"), under the
        // list's own path.
        const itemField = decapField('item', element, { ...options, withinOptional: false }, `${path}.item`);
        // Ordered choices stay open: a folded item shows only the word "Section", not which one it is.
        const ordered = elementDef.type === 'enum' ? { collapsed: false } : {};
        return {
          ...base,
          widget: listWidget,
          ...ordered,
          ...listWords,
          field: { ...itemField, label: item ? item.charAt(0).toUpperCase() + item.slice(1) : words.label },
          ...limits,
          ...check,
        };
      }
      default:
        // A shape the editor has no widget for (none of the edited files has one): text, checked by the build.
        return { ...base, widget: 'text' };
    }
  };
  const field = own();
  const replaced = options.widgets?.[path];
  return replaced ? { ...field, ...replaced } : field;
}

/** The fields of an object schema, in the schema's order. */
export function decapFields(schema: z.ZodType, options: FieldOptions = {}, parent = ''): DecapField[] {
  const shape = defOf(unwrap(schema).inner).shape;
  if (!shape) throw new Error(`decapFields needs an object schema${parent ? ` (at ${parent})` : ''}`);
  return Object.entries(shape).map(([name, member]) =>
    decapField(name, member, options, parent ? `${parent}.${name}` : name),
  );
}

/**
 * The drift check: every field of the schema (at any depth, list items included) that has no field of the same
 * name at the same place in `fields`. Empty when the editor's configuration covers the schema.
 */
export function fieldsMissing(schema: z.ZodType, fields: readonly DecapField[], parent = ''): string[] {
  const shape = defOf(unwrap(schema).inner).shape ?? {};
  return Object.entries(shape).flatMap(([name, member]) => {
    const path = parent ? `${parent}.${name}` : name;
    const field = fields.find((f) => f.name === name);
    if (!field) return [path];
    // Hidden on purpose, or one control for the whole group (a day of opening hours).
    if (field.widget === 'hidden' || !field.fields) return [];
    let inner = unwrap(member).inner;
    if (defOf(inner).type === 'array') inner = unwrap(defOf(inner).element!).inner;
    if (defOf(inner).type !== 'object') return [];
    return fieldsMissing(inner, field.fields ?? [], path);
  });
}

/**
 * The schema of the field at a dotted path as decapField names it ("hero.headline", "items.quote", a list of
 * texts' "story.item"): a list is stepped into for its items' fields.
 */
export function schemaAt(schema: z.ZodType, path: string): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path.split('.')) {
    if (!current) return undefined;
    let inner: z.ZodType = unwrap(current).inner;
    if (defOf(inner).type === 'array') {
      const element: z.ZodType = defOf(inner).element!;
      if (key === 'item') {
        current = element;
        continue;
      }
      inner = unwrap(element).inner;
    }
    current = defOf(inner).shape?.[key];
  }
  return current;
}

/** Every field's dotted path in an object schema, groups and list items' fields included ("team.members.title"). */
export function schemaPaths(schema: z.ZodType, parent = ''): string[] {
  let inner = unwrap(schema).inner;
  if (defOf(inner).type === 'array') inner = unwrap(defOf(inner).element!).inner;
  const shape = defOf(inner).shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([name, member]) => {
    const path = parent ? `${parent}.${name}` : name;
    return [path, ...schemaPaths(member, path)];
  });
}
