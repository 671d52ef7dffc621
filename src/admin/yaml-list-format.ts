/**
 * Decap edits an object per file; a brand's list files (gallery.yaml, testimonials.yaml …) are a list at the
 * top, as the build reads them. This format shows such a file as { items: [...] } and writes the list back.
 */
import { parse, stringify } from 'yaml';
import { listField } from '../lib/admin-config.ts';

export const yamlList = {
  fromFile: (content: string): Record<string, unknown> => {
    const data: unknown = parse(content);
    return { [listField]: Array.isArray(data) ? data : [] };
  },
  toFile: (data: Record<string, unknown>): string => stringify(data[listField] ?? [], { lineWidth: 0 }),
};
