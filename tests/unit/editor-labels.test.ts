/**
 * The owner's words in the editor (src/admin/editor-labels.ts): every field of every file the editor writes has an
 * owner label or is hidden on purpose, no label names a field the way code does, and the editor's configuration
 * uses those words.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { fileKinds, kindLabels, kindSchema, type FileKind } from '../../src/admin/admin-config.ts';
import { schemaPaths } from '../../src/admin/decap-fields.ts';
import { isHidden, type Labels } from '../../src/admin/editor-labels.ts';

const kinds = Object.keys(fileKinds) as FileKind[];

/** The schema's fields with no entry in `labels`, and the entries that name no field. */
function unlabelled(schema: z.ZodType, labels: Labels) {
  const paths = schemaPaths(schema);
  return {
    missing: paths.filter((path) => !labels[path]),
    stale: Object.keys(labels).filter((path) => !paths.includes(path)),
  };
}

/** Names spelt with a capital inside, as their owners spell them. */
const properNames = ['WhatsApp', 'TrustMark'];

/** Words that read like code: a camelCase word, "schema", or a field's own compound name ("imageKey"). */
function codeWords(text: string, fieldNames: readonly string[]): string[] {
  const words = text.replace(/\{\w+\}/g, '').split(/[^\w$-]+/);
  return words.filter(
    (word) =>
      (!properNames.includes(word) && /[a-z][A-Z]/.test(word)) ||
      /schema/i.test(word) ||
      /^\$|_/.test(word) ||
      fieldNames.some((name) => /[A-Z0-9_$-]/.test(name) && word === name),
  );
}

describe.each(kinds)('%s', (kind) => {
  const labels = kindLabels(kind);
  const schema = kindSchema(kind);
  const names = [...new Set(schemaPaths(schema).map((path) => path.split('.').pop()!))];

  it('labels or hides, with a reason, every field of its schema, and labels nothing else', () => {
    expect(unlabelled(schema, labels)).toEqual({ missing: [], stale: [] });
    for (const [path, entry] of Object.entries(labels))
      if (isHidden(entry)) expect(entry.hidden.length, path).toBeGreaterThan(10);
  });

  it('words every label and hint as an owner reads them, not as code names them', () => {
    for (const [path, entry] of Object.entries(labels)) {
      if (isHidden(entry)) continue;
      expect(codeWords(entry.label, names), `${path} label`).toEqual([]);
      expect(entry.label, path).toMatch(/^[A-Z]/);
      if (entry.hint) expect(codeWords(entry.hint, names), `${path} hint`).toEqual([]);
    }
  });
});

describe('the check itself', () => {
  it('finds a field with no label, a label naming no field, and a label that reads like code', () => {
    const schema = z.strictObject({ phone: z.string(), vatNumber: z.string() });
    expect(unlabelled(schema, { phone: { label: 'Phone' }, fax: { label: 'Fax' } })).toEqual({
      missing: ['vatNumber'],
      stale: ['fax'],
    });
    expect(codeWords('VAT number (vatNumber)', ['vatNumber'])).toEqual(['vatNumber']);
    expect(codeWords('Schema (optional): Day of week', [])).toEqual(['Schema']);
    expect(codeWords('Image key', ['imageKey'])).toEqual([]);
    expect(codeWords('imageKey', ['imageKey'])).toEqual(['imageKey']);
    expect(codeWords('Call {phoneLines} or WhatsApp', [])).toEqual([]);
  });
});
