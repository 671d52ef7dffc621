/**
 * The editor's one file format (src/admin/admin-config.ts names it for every collection): a brand file (JSON), a
 * words file (YAML) or a file whose top level is a list (YAML, shown to Decap, which edits an object per file,
 * as { items: [...] }). What was read stays with the entry (`sourceField`), so a save lays the owner's changes
 * over it (src/admin/editor-files.ts) and leaves every other line as it was.
 */
import { listField, sourceField } from './admin-config.ts';
import type { DecapField } from './decap-fields.ts';
import { readYaml, writeJson, writeYaml, type Data, type FieldOrder } from './editor-files.ts';

type Entry = Record<string, unknown>;

/** The key order of a file, found by its top-level field names (what Decap passes a format when it writes) and data. */
export type FieldOrders = (topLevel: readonly string[], data: Entry) => FieldOrder | undefined;

const isObject = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Of the orders of files alike in their top-level fields, the one that names every key of the data's list items
 * (a list file's items tell which list it is), else the first.
 */
export function pickOrder(candidates: readonly FieldOrder[], data: Entry): FieldOrder | undefined {
  if (candidates.length < 2) return candidates[0];
  const items = Array.isArray(data[listField]) ? (data[listField] as unknown[]).filter(isObject) : [];
  const keys = new Set(items.flatMap((item) => Object.keys(item)));
  const fits = candidates.filter((order) => {
    const names = order.children?.[listField]?.names ?? [];
    return [...keys].every((key) => names.includes(key));
  });
  return (
    [...fits].sort(
      (a, b) => (a.children?.[listField]?.names.length ?? 0) - (b.children?.[listField]?.names.length ?? 0),
    )[0] ?? candidates[0]
  );
}

const isJson = (text: string) => text.trimStart().startsWith('{');

export function editorFormat(orders: FieldOrders = () => undefined) {
  return {
    fromFile(text: string): Entry {
      if (isJson(text)) return { ...(JSON.parse(text) as Entry), [sourceField]: text };
      const data = readYaml(text);
      return Array.isArray(data)
        ? { [listField]: data, [sourceField]: text }
        : { ...(data as Entry), [sourceField]: text };
    },
    toFile(entry: Entry, fieldNames: string[] = []): string {
      const { [sourceField]: source, ...data } = entry;
      if (typeof source !== 'string')
        throw new Error('The editor lost what this file held: reload the page and try again.');
      const order = orders(fieldNames, data);
      if (isJson(source)) return writeJson(source, data as Data, order);
      if (Array.isArray(readYaml(source)) || (listField in data && Object.keys(data).length === 1))
        return writeYaml(source, (data[listField] ?? []) as Data, order?.children?.[listField]);
      return writeYaml(source, data as Data, order);
    },
  };
}

/**
 * The key order of each file's fields, found by the names of its top-level fields (what Decap gives a format) and,
 * for files alike in those (every list file has one list), by the fields of the data's items.
 */
export function fieldOrders(config: {
  collections: { name: string; files: { fields: DecapField[] }[] }[];
}): FieldOrders {
  const orderOf = (fields: readonly DecapField[]): FieldOrder => ({
    names: fields.map((field) => field.name),
    keepEmpty: fields.filter((field) => field.keep_empty).map((field) => field.name),
    children: Object.fromEntries(
      fields.flatMap((field) =>
        field.fields
          ? [
              [
                field.name,
                {
                  ...orderOf(field.fields),
                  ...(Array.isArray(field.reserved_ids) ? { reservedIds: field.reserved_ids as string[] } : {}),
                },
              ],
            ]
          : [],
      ),
    ),
  });
  const orders = new Map<string, FieldOrder[]>();
  for (const collection of config.collections)
    for (const file of collection.files) {
      const signature = file.fields.map((f) => f.name).join(',');
      orders.set(signature, [...(orders.get(signature) ?? []), orderOf(file.fields)]);
    }
  return (names, data) => pickOrder(orders.get(names.join(',')) ?? [], data);
}
