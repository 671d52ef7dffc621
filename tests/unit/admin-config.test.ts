/**
 * The editor's configuration (src/lib/admin-config.ts, src/lib/decap-fields.ts): generated from the zod
 * schemas, so every schema field has a counterpart (the drift check), and a field's pattern refuses what the
 * schema refuses, with the schema's own message.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { brandSchema } from '../../src/lib/brand-schema.ts';
import { adminConfig, collectionName, editedFiles, hiddenBrandFields, listField } from '../../src/lib/admin-config.ts';
import { decapField, decapFields, fieldsMissing, type DecapField } from '../../src/lib/decap-fields.ts';
import { editingOf } from '../../scripts/admin/config.ts';
import { loadBrands } from '../../src/build/load-brands.ts';

const brands = loadBrands();
const editing = editingOf(brands);
const config = adminConfig(editing, { repo: 'owner/sites', branch: 'main' });

/** A field by dotted path ("address.postcode", "items.imageKey"). */
function fieldAt(fields: readonly DecapField[], path: string): DecapField {
  const [name, ...rest] = path.split('.');
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return rest.length ? fieldAt(field.fields ?? [field.field!], rest.join('.')) : field;
}

/** What Decap does with a field's pattern: the message when the value does not match, else nothing. */
function refusal(field: DecapField, value: string): string | undefined {
  if (!field.pattern) return undefined;
  return new RegExp(field.pattern[0]).test(value) ? undefined : field.pattern[1];
}

const brandFields = decapFields(brandSchema, { hidden: hiddenBrandFields });

describe('drift check', () => {
  it('finds a counterpart for every field of every edited file', () => {
    for (const brand of editing)
      for (const file of editedFiles(brand)) {
        const fields = config.collections
          .find((c) => c.name === collectionName(brand.brand.id, file.format))!
          .files.find((f) => f.name === file.name)!.fields;
        expect(fieldsMissing(file.schema, fields), `${brand.brand.id} ${file.file}`).toEqual([]);
      }
  });

  it('names a schema field the configuration lacks, at any depth', () => {
    const grown = brandSchema.extend({
      vatNumber: z.string(),
      address: brandSchema.shape.address.extend({ county: z.string() }),
    });
    expect(fieldsMissing(grown, brandFields).sort()).toEqual(['address.county', 'vatNumber']);
  });

  it('names a field missing inside a list item', () => {
    const item = z.strictObject({ title: z.string(), photo: z.string() });
    const fields = decapFields(z.strictObject({ items: z.array(z.strictObject({ title: z.string() })) }));
    expect(fieldsMissing(z.strictObject({ items: z.array(item) }), fields)).toEqual(['items.photo']);
  });
});

describe('brand file fields', () => {
  it('keeps routing and developer settings out of sight', () => {
    for (const name of ['id', 'default', 'hostnames', 'apexHostnames', 'redirects'])
      expect(fieldAt(brandFields, name).widget).toBe('hidden');
  });

  it('refuses what the schema refuses, with its message', () => {
    const cases: [string, string, string][] = [
      ['email', 'not-an-address', 'must be a valid e-mail address'],
      ['phone', '+44 7700 900123', 'must be a UK number written like 07700 900123'],
      ['address.postcode', 'RG1', 'must be a UK postcode such as SN15 1AA'],
      ['theme.accent', 'green', 'must be a 6-digit hex colour such as #166534'],
      ['profiles.facebook', 'http://facebook.com/x', 'must be an https:// URL'],
      ['title', 'Too short', 'must be between 10 and 70 characters'],
    ];
    for (const [path, bad, message] of cases) {
      expect(refusal(fieldAt(brandFields, path), bad), path).toBe(message);
    }
  });

  it('accepts what every brand file holds', () => {
    const brand = brands.find((b) => b.id === 'berkshire-tree-surgery') ?? brands[0]!;
    for (const path of ['email', 'phone', 'address.postcode', 'theme.accent', 'theme.accentDark', 'profiles.yell'])
      expect(
        refusal(
          fieldAt(brandFields, path),
          path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], brand) as string,
        ),
        path,
      ).toBeUndefined();
    expect(refusal(fieldAt(brandFields, 'theme.accent'), '#A3E635'), 'upper-case hex').toBeUndefined();
  });

  it('marks required and optional fields as the schema does', () => {
    expect(fieldAt(brandFields, 'phone').required).toBeUndefined();
    expect(fieldAt(brandFields, 'whatsapp').required).toBe(false);
    expect(fieldAt(brandFields, 'look').required).toBe(false);
    expect(fieldAt(brandFields, 'address.street').required).toBe(false);
    expect(fieldAt(brandFields, 'business.hoursSummary.weekdays').required).toBe(false);
    expect(fieldAt(brandFields, 'address.locality').required).toBeUndefined();
  });

  it('offers the schema choices as selects and lists', () => {
    expect(fieldAt(brandFields, 'look.hero')).toMatchObject({
      widget: 'select',
      options: ['classic', 'split', 'centred', 'dark'],
    });
    expect(fieldAt(brandFields, 'focus')).toMatchObject({ widget: 'select', multiple: true, max: 4 });
    expect(fieldAt(brandFields, 'foundingYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1950 });
    expect(fieldAt(brandFields, 'serviceAreas')).toMatchObject({ widget: 'list', min: 1 });
  });
});

describe('content files', () => {
  it('leaves an override file’s keys optional (Decap would require the fields of an object left out)', () => {
    const schema = z.strictObject({ hero: z.strictObject({ headline: z.string().min(10) }) });
    const top = decapFields(schema, { partial: 'top' });
    expect(top[0]!.required).toBe(false);
    expect(fieldAt(top, 'hero.headline')).toMatchObject({
      required: false,
      pattern: ['^[\\s\\S]{10,}$', 'must be at least 10 characters'],
    });
    expect(decapFields(schema)[0]!.required).toBeUndefined();
  });

  it('requires the fields of a list item, even in an optional list', () => {
    const schema = z.strictObject({ faqs: z.array(z.strictObject({ question: z.string() })).optional() });
    expect(fieldAt(decapFields(schema, { partial: 'top' }), 'faqs.question').required).toBeUndefined();
  });

  it('gives gallery and recent-work pictures the photo widget, uploading into the brand’s images folder', () => {
    const lists = config.collections.find((c) => c.name === 'berkshire-tree-surgery-lists')!;
    expect(lists.format).toBe('yaml-list');
    const gallery = lists.files.find((f) => f.name === 'gallery')!;
    expect(gallery.file).toBe('brands/berkshire-tree-surgery/content/gallery.yaml');
    expect(fieldAt(gallery.fields, `${listField}.imageKey`)).toMatchObject({
      widget: 'photo-key',
      media_folder: '/brands/berkshire-tree-surgery/images',
    });
  });

  it('takes a union of string shapes as either pattern', () => {
    const field = decapField(
      'date',
      z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date'), z.literal('')]),
    );
    expect(refusal(field, '2024-09-24')).toBeUndefined();
    expect(refusal(field, '')).toBeUndefined();
    expect(refusal(field, 'yesterday')).toBeDefined();
  });
});

describe('backend', () => {
  it('commits through GitHub and Netlify’s OAuth provider, each change a pull request', () => {
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'owner/sites',
      branch: 'main',
      base_url: 'https://api.netlify.com',
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('has each brand’s details, words and lists, each file once', () => {
    for (const brand of brands) expect(config.collections.map((c) => c.name)).toContain(brand.id);
    const files = config.collections.flatMap((c) => c.files.map((f) => f.file));
    expect(new Set(files).size).toBe(files.length);
    for (const brand of brands) expect(files).toContain(`brands/${brand.id}.json`);
  });
});
