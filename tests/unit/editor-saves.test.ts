/**
 * No save from the editor can break a site (property-based, fast-check). For every entry the editor offers a
 * brand, edits are generated from the entry's own fields (the generated configuration, src/admin/admin-config.ts):
 * new texts (unusual but valid ones too: quotes, colons, braces, emoji, line breaks, YAML's words), emptied optional
 * groups, closed days, lists with items removed, moved and added, other pictures. An edit the editor would refuse
 * (Decap's own checks, mirrored below, and the editor's checks, src/admin/checks.ts, the claim check at the field
 * among them) is not saved; every other one
 * goes through the editor's own write path (src/admin/formats.ts, src/admin/editor-files.ts), and the file written
 * must pass the build's validation of it (the zod schemas and the rules across fields and files:
 * scripts/admin/problems.ts, lib/brand-schema.ts) and `prettier --check`.
 * FC_RUNS sets the runs per entry (default 12).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldProblem } from '../../src/admin/checks.ts';
import { editorFormat, fieldOrders } from '../../src/admin/formats.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { adminConfig, claimsKey, editedFiles, type EditedFile } from '../../src/admin/admin-config.ts';
import type { EditorClaims } from '../../src/lib/claim-editing.ts';
import type { DecapField } from '../../src/admin/decap-fields.ts';
import { brandFileProblems } from '../../scripts/admin/problems.ts';
import { brandClaimProblems } from '../../src/render-time/claim-texts.ts';
import { brandsForEditing, editingOf } from '../../scripts/admin/config.ts';

const runs = Number(process.env.FC_RUNS ?? 12);
const editing = editingOf(brandsForEditing());
const config = adminConfig(editing, { repo: 'owner/sites', branch: 'main' }, imageKeys);
const format = editorFormat(fieldOrders(config));
/** Each brand's claims, as the editor reads them from its configuration for the claim check at the field. */
const claims = config[claimsKey] as Record<string, EditorClaims>;

/** A copy of what the build reads for these files (the brands and the shared content), edited one file at a time. */
const root = mkdtempSync(join(tmpdir(), 'editor-saves-'));
cpSync('brands', join(root, 'brands'), { recursive: true });
mkdirSync(join(root, 'src'));
cpSync('src/content', join(root, 'src/content'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Value = unknown;
const KEEP = Symbol('keep');

// --- What an owner can type ---

/** Texts an owner may well type, some of them awkward for a YAML or JSON writer. */
const awkward = [
  'It\'s: a #1 "job"',
  '- starts like a list item',
  'Call {phone} or write to {email}',
  'Trees & hedges — 50% off?',
  'café, crème brûlée 🌳',
  'yes',
  'no',
  '2024-09-24',
  '1.50',
  'null',
  '~',
  '[not a list]',
  '{ not: a map }',
  '> folded',
  '| literal',
  'line one\nline two',
  '  spaces around  ',
  'tab\tinside',
  "'quoted'",
  '@at start',
  '`backticks`',
  '%percent',
  '!bang',
  '*star',
  '&anchor',
  // Claims a sample brand's empty proof cannot back: the editor refuses them next to the field.
  'Fully insured, NPTC-qualified climbers',
  'Guaranteed for 10 years',
];
const textArb = fc.oneof(
  fc.constantFrom(...awkward),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  fc.array(fc.constantFrom(...awkward), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' ')),
);
/** A text of the right length for a pattern `^[\s\S]{min,max}$`, made of owner-like words. */
function lengthText(min: number, max: number): fc.Arbitrary<string> {
  return textArb.map((text) => {
    let out = text;
    while (out.length < min) out += ` ${text || 'more words'}`;
    return out.slice(0, Number.isFinite(max) ? max : undefined);
  });
}
const ukNumbers = [
  '020 7946 0123',
  '0117 496 0123',
  '07700 900123',
  '+44 20 7946 0999',
  '01632 960123',
  '0303 123 4567',
];
const phoneArb = fc.oneof(
  fc.constantFrom(...ukNumbers),
  fc.constantFrom(...ukNumbers).map((n) => n.replace(/\s/g, '')),
  fc.constantFrom('12345', 'call us', '+33 1 23 45 67 89'),
);
const clockArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const noteArb = fc.option(fc.oneof(fc.constantFrom('Emergency call-outs only', 'By appointment', ''), textArb), {
  nil: undefined,
});
const dayArb = fc.oneof(
  fc.record({ closed: fc.constant(true), note: noteArb }, { requiredKeys: ['closed'] }),
  fc.record({ opens: clockArb, closes: clockArb, note: noteArb }, { requiredKeys: ['opens', 'closes'] }),
);
const isoDay = fc
  .date({ min: new Date('2015-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const optionValues = (field: DecapField) =>
  (field.options ?? []).map((option) => (typeof option === 'object' ? option.value : option));

/** A string for a text field: by its pattern's length, or any owner-like text. */
function stringArb(field: DecapField): fc.Arbitrary<string> {
  if (field.name === 'phone' || field.name === 'whatsapp') return phoneArb;
  const pattern = field.pattern?.[0];
  const length = pattern && /^\^\[\\s\\S\]\{(\d+),(\d*)\}\$$/.exec(pattern);
  if (length) return fc.oneof(lengthText(Number(length[1]), length[2] ? Number(length[2]) : Infinity), textArb);
  if (pattern) return fc.oneof(fc.stringMatching(new RegExp(pattern)), textArb);
  return textArb;
}

/** A new value for `field`, built from its configuration: what an owner could enter there (right or wrong). */
function valueArb(field: DecapField, original: Value): fc.Arbitrary<Value> {
  const empty = field.required === false ? [fc.constant(/list$/.test(field.widget) ? [] : '')] : [];
  switch (field.widget) {
    case 'hidden':
      return fc.constant(original);
    case 'string':
    case 'text':
    case 'checked-string':
    case 'checked-text':
      return fc.oneof(stringArb(field), ...empty);
    case 'number':
      return fc.integer({ min: field.min ?? 0, max: field.max ?? 3000 });
    case 'boolean':
      return fc.boolean();
    case 'datetime':
      return fc.oneof(isoDay, fc.constant(''));
    case 'photo-key':
    case 'select':
    case 'checked-select': {
      const values = optionValues(field);
      if (!values.length) return fc.constant(original);
      if (field.multiple) return fc.shuffledSubarray(values, { minLength: 0, maxLength: values.length });
      return fc.oneof(fc.constantFrom(...values), ...empty);
    }
    case 'opening-day':
      return dayArb;
    case 'object':
    case 'checked-object':
      return objectArb(field.fields ?? [], original);
    case 'list':
    case 'checked-list':
      return fc.oneof(listArb(field, Array.isArray(original) ? original : []), ...empty);
    default:
      return fc.constant(original);
  }
}

/** An object with some fields changed (each kept, changed or emptied), or, when optional, emptied whole. */
function objectArb(fields: readonly DecapField[], original: Value): fc.Arbitrary<Value> {
  const old = (original && typeof original === 'object' ? original : {}) as Record<string, Value>;
  const changed = fc.record(
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        fc.oneof(
          { weight: 3, arbitrary: fc.constant<Value>(KEEP) },
          { weight: 2, arbitrary: valueArb(field, old[field.name]) },
        ),
      ]),
    ),
  );
  return changed.map((values) => {
    const out: Record<string, Value> = { ...old };
    for (const [name, value] of Object.entries(values)) if (value !== KEEP) out[name] = value;
    return out;
  });
}

/** A list with items removed, moved, changed and added (a new item filled in from the item's fields). */
function listArb(field: DecapField, original: Value[]): fc.Arbitrary<Value> {
  const item = (old: Value) => (field.fields ? objectArb(field.fields, old) : valueArb(field.field!, old));
  // A new item as the owner fills it in: every field of it.
  const fresh = field.fields
    ? fc.record(Object.fromEntries(field.fields.map((f) => [f.name, valueArb(f, f.default)])))
    : valueArb(field.field!, '');
  // A list whose items cannot be removed (gallery filters) keeps them all, in any order.
  const indexes = original.map((_, i) => i);
  const subset =
    field.allow_remove === false
      ? fc.shuffledSubarray(indexes, { minLength: indexes.length })
      : fc.shuffledSubarray(indexes);
  const kept = subset.chain((picked) =>
    fc.tuple(
      ...picked.map((i) =>
        fc.oneof({ weight: 3, arbitrary: fc.constant(original[i]) }, { weight: 1, arbitrary: item(original[i]) }),
      ),
    ),
  );
  const added = fc.array(fresh, { maxLength: 2 });
  return fc
    .tuple(kept, added, fc.boolean())
    .map(([olds, news, first]) => (first ? [...news, ...olds] : [...olds, ...news]) as Value[]);
}

// --- What the editor refuses (Decap's checks as Decap makes them, and the editor's own) ---

/** Decap's "empty" (Widget.js isEmpty). */
const decapEmpty = (value: Value) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.length === 0) ||
  (Array.isArray(value) && value.length === 0) ||
  (!!value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** Decap's item count check (validateMinMax), as the list and multiple-select controls make it. */
function countRefused(field: DecapField, size: number): boolean {
  const { min, max } = field;
  if (min !== undefined && max !== undefined && (size < min || size > max)) return true;
  if (min !== undefined && min > 0 && size && size < min) return true;
  return max !== undefined && !!size && size > max;
}

/** The first reason the editor would refuse `value` in `field`, or undefined when it saves it. */
function refusal(field: DecapField, value: Value): string | undefined {
  if (field.widget === 'hidden') return undefined;
  if (field.required !== false && decapEmpty(value)) return `${field.name}: needed`;
  if (field.pattern && typeof value === 'string' && value !== '' && !new RegExp(field.pattern[0]).test(value))
    return `${field.name}: ${field.pattern[1]}`;
  if (field.widget === 'list' || field.widget === 'checked-list') {
    const items = Array.isArray(value) ? value : [];
    if ((field.required !== false || items.length) && countRefused(field, items.length)) return `${field.name}: count`;
    for (const item of items) {
      const problem = field.fields
        ? field.fields.map((f) => refusal(f, (item as Record<string, Value>)?.[f.name])).find(Boolean)
        : refusal(field.field!, item);
      if (problem) return problem;
    }
  }
  if (/select$/.test(field.widget) && field.multiple && countRefused(field, Array.isArray(value) ? value.length : 0))
    return `${field.name}: count`;
  if (field.widget === 'number' && typeof value === 'number')
    if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max))
      return `${field.name}: range`;
  if (/^checked-|^opening-day$/.test(field.widget)) {
    const problem = fieldProblem(
      field.check as string,
      value,
      field.pattern,
      field.widget === 'opening-day',
      claims[field.claims as string],
      field.claims_file as string | undefined,
    );
    if (problem) return `${field.name}: ${problem}`;
  }
  if (field.fields && !/list$/.test(field.widget)) {
    const object = (value ?? {}) as Record<string, Value>;
    for (const child of field.fields) {
      const problem = refusal(child, object[child.name]);
      if (problem) return problem;
    }
  }
  return undefined;
}

// --- The build's validation of a written file ---

async function buildProblems(entry: EditedFile, text: string): Promise<string[]> {
  const path = join(root, entry.file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, text);
  try {
    const brands = loadBrands(join(root, 'brands'));
    const id = entry.kind === 'brand' ? entry.file.slice('brands/'.length, -'.json'.length) : entry.file.split('/')[1];
    // A brand file's save is checked with its words too: its texts, services and proof decide what they may claim.
    const brand = brands.find((b) => b.id === id)!;
    return entry.kind === 'brand' ? brandClaimProblems(brand, root) : await brandFileProblems(brand, imageKeys, root);
  } catch (error) {
    return [(error as Error).message];
  } finally {
    writeFileSync(path, original);
  }
}

const prettierOptions = async (file: string) => ({ ...(await prettier.resolveConfig(file)), filepath: file });

describe.each(editing.map((e) => [e.brand.id, e] as const))('%s', (_id, brandEditing) => {
  it.each(editedFiles(brandEditing, imageKeys).map((entry) => [`${entry.label} (${entry.file})`, entry] as const))(
    'whatever the editor saves of “%s” passes the build',
    async (_label, entry) => {
      const text = readFileSync(entry.file, 'utf8');
      const read = format.fromFile(text) as Record<string, Value>;
      let saved = 0;
      await fc.assert(
        fc.asyncProperty(objectArb(entry.fields, read), async (edited) => {
          const data = edited as Record<string, Value>;
          const refused = entry.fields.map((field) => refusal(field, data[field.name])).find(Boolean);
          fc.pre(!refused);
          const written = format.toFile(
            structuredClone(data) as Record<string, unknown>,
            entry.fields.map((f) => f.name),
          );
          saved++;
          expect(await buildProblems(entry, written), written).toEqual([]);
          expect(await prettier.format(written, await prettierOptions(entry.file))).toBe(written);
        }),
        { numRuns: runs, maxSkipsPerRun: 200 },
      );
      // The property was tried on saves, not only on refusals.
      expect(saved).toBeGreaterThan(0);
    },
    // Each run writes and checks a file: allow for a loaded machine.
    60_000 + runs * 2_000,
  );
});
