/**
 * How the editor writes a brand's files: keys in the schema's order, and text that `prettier --check` (npm run
 * lint) accepts as it is, so a change made in the editor is a small diff that passes the checks. Pure: the
 * editor's formats (src/admin/formats.ts) call these.
 */
export type Data = null | boolean | number | string | Data[] | { [key: string]: Data };

const isObject = (value: unknown): value is Record<string, Data> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` with its top-level keys in the fields' order (as Decap passes it); keys no field names keep their place after them. */
export function inFieldOrder(data: Data, names: readonly string[]): Data {
  if (!isObject(data)) return data;
  const rank = (key: string) => (names.includes(key) ? names.indexOf(key) : names.length);
  return Object.fromEntries(
    Object.keys(data)
      .sort((a, b) => rank(a) - rank(b))
      .map((key) => [key, data[key]!]),
  );
}

/**
 * Without what Decap leaves behind for a field the owner emptied: an empty string or object is no value (the
 * file's or the shared default applies). Lists are kept as they are: an empty one can be meant.
 */
export function withoutEmpty(data: Data): Data | undefined {
  if (Array.isArray(data)) return data;
  if (isObject(data)) {
    const entries = Object.entries(data).flatMap(([key, value]) => {
      const kept = withoutEmpty(value);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return data === '' || data === undefined ? undefined : data;
}

/**
 * JSON as Prettier prints it at `width`: a list or object on one line when it fits there (with what follows it
 * on the line), else one entry per line, two spaces deeper.
 */
export function formatJson(data: Data, width = 120): string {
  const print = (value: Data, indent: string, prefixLength: number, suffixLength: number, inList = false): string => {
    if (!Array.isArray(value) && !isObject(value)) return JSON.stringify(value);
    const entries = Array.isArray(value)
      ? value.map((item) => ({ key: '', item }))
      : Object.entries(value).map(([key, item]) => ({ key: `${JSON.stringify(key)}: `, item }));
    if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
    const flat = `${open}${entries.map(({ key, item }) => `${key}${print(item, '', 0, 0, !key)}`).join(', ')}${close}`;
    // An object that is a key's value is expanded, as written in brands/ (Prettier keeps an expanded object
    // expanded); a list, or an object in a list, is on one line when it fits (Prettier joins a list that fits).
    const inline = Array.isArray(value) || inList;
    if (indent && inline && prefixLength + flat.length + suffixLength <= width) return flat;
    const inner = `${indent}  `;
    const lines = entries.map(({ key, item }, i) => {
      const comma = i < entries.length - 1 ? 1 : 0;
      return `${inner}${key}${print(item, inner, inner.length + key.length, comma, !key)}${comma ? ',' : ''}`;
    });
    return `${open.trim()}\n${lines.join('\n')}\n${indent}${close.trim()}`;
  };
  return `${print(data, '', 0, 0)}\n`;
}
