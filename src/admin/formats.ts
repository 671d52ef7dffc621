/**
 * How the editor reads and writes a brand's files (src/lib/admin-config.ts names the format of each): keys in
 * the fields' order, text as Prettier writes it (src/lib/editor-files.ts), and a list file (gallery.yaml …)
 * shown to Decap, which edits an object per file, as { items: [...] }.
 */
import { parse, stringify } from 'yaml';
import { listField } from '../lib/admin-config.ts';
import { formatJson, inFieldOrder, withoutEmpty, type Data } from '../lib/editor-files.ts';

const yamlText = (data: unknown) => stringify(data, { lineWidth: 0, singleQuote: true });

export const brandJson = {
  fromFile: (content: string): Data => JSON.parse(content) as Data,
  toFile: (data: Data, fieldNames: string[] = []): string =>
    formatJson(inFieldOrder(withoutEmpty(data) ?? {}, fieldNames)),
};

export const brandYaml = {
  fromFile: (content: string): Data => (parse(content) as Data) ?? {},
  toFile: (data: Data, fieldNames: string[] = []): string =>
    yamlText(inFieldOrder(withoutEmpty(data) ?? {}, fieldNames)),
};

export const yamlList = {
  fromFile: (content: string): Record<string, unknown> => {
    const data: unknown = parse(content);
    return { [listField]: Array.isArray(data) ? data : [] };
  },
  toFile: (data: Record<string, unknown>): string => yamlText(data[listField] ?? []),
};
