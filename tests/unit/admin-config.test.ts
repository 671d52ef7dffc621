/**
 * The editor's configuration (src/admin/admin-config.ts, src/admin/decap-fields.ts): generated from the zod schemas,
 * so every schema field has a counterpart or is hidden on purpose (the drift check); fields refuse what the schema
 * refuses, with its message, where the owner types (src/admin/checks.ts for what a pattern cannot say); and the
 * configuration offers the local backend only where it should.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { fieldProblem } from '../../src/admin/checks.ts';
import { brandSchema } from '../../src/lib/brand-schema.ts';
import {
  adminConfig,
  brandTopics,
  editedFiles,
  editorGroups,
  fileKinds,
  kindSchema,
  listField,
  type EditedFile,
} from '../../src/admin/admin-config.ts';
import { decapField, decapFields, fieldsMissing, type DecapField } from '../../src/admin/decap-fields.ts';
import { isHidden } from '../../src/admin/editor-labels.ts';
import { brandsForEditing, editingOf } from '../../scripts/admin/config.ts';

const editing = editingOf(brandsForEditing());
const backend = { repo: 'owner/sites', branch: 'main' };
const config = adminConfig(editing, backend);
const berkshire = editing.find((e) => e.brand.id === 'berkshire-tree-surgery') ?? editing[0]!;
const entries = editedFiles(berkshire);
const entry = (name: string): EditedFile => entries.find((e) => e.name === name)!;

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

/** The brand file's fields over all its entries, groups merged (a group may be split over two entries). */
function brandFileFields(): DecapField[] {
  const merged: DecapField[] = [];
  for (const topic of entries.filter((e) => e.kind === 'brand'))
    for (const field of topic.fields) {
      const existing = merged.find((f) => f.name === field.name);
      if (existing) existing.fields = [...(existing.fields ?? []), ...(field.fields ?? [])];
      else merged.push(structuredClone(field));
    }
  return merged;
}
const brandFields = brandFileFields();
const hiddenPaths = (kind: keyof typeof fileKinds) =>
  Object.entries(fileKinds[kind].labels)
    .filter(([, entry]) => isHidden(entry))
    .map(([path]) => path);

describe('drift check', () => {
  it('finds a counterpart for every field of the brand file, or a reason it is hidden', () => {
    const missing = fieldsMissing(brandSchema, brandFields);
    const hidden = hiddenPaths('brand');
    expect(missing.filter((path) => !hidden.includes(path))).toEqual([]);
  });

  it('finds a counterpart for every field of every content file', () => {
    for (const file of entries.filter((e) => e.kind !== 'brand'))
      expect(fieldsMissing(kindSchema(file.kind), file.fields), file.file).toEqual([]);
  });

  it('names a schema field the configuration lacks, at any depth', () => {
    const grown = brandSchema.extend({
      vatNumber: z.string(),
      address: brandSchema.shape.address.extend({ county: z.string() }),
    });
    expect(
      fieldsMissing(grown, decapFields(brandSchema))
        .filter((p) => ['vatNumber', 'address.county'].includes(p))
        .sort(),
    ).toEqual(['address.county', 'vatNumber']);
  });
});

describe('the brand file', () => {
  it('is split into the owner’s topics, each field of it in one topic only', () => {
    expect(entries.filter((e) => e.kind === 'brand').map((e) => e.label)).toEqual(brandTopics.map((t) => t.label));
    const paths = brandTopics.flatMap((topic) => topic.fields);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of hiddenPaths('brand')) expect(paths, path).not.toContain(path);
  });

  it('keeps routing, ids and developer settings out of sight', () => {
    for (const name of ['id', 'default', 'hostnames', 'apexHostnames', 'redirects', 'canonical', 'areaServed'])
      expect(brandFields.find((f) => f.name === name)?.widget ?? 'absent', name).toMatch(/hidden|absent/);
  });

  it('refuses what the schema refuses, with its message', () => {
    const cases: [string, string, string][] = [
      ['email', 'not-an-address', 'must be a valid e-mail address'],
      ['address.postcode', 'RG1', 'must be a UK postcode such as SN15 1AA'],
      ['theme.accent', 'green', 'must be a 6-digit hex colour such as #166534'],
      ['profiles.facebook', 'http://facebook.com/x', 'must be an https:// URL'],
      ['title', 'Too short', 'must be between 10 and 70 characters'],
    ];
    for (const [path, bad, message] of cases) expect(refusal(fieldAt(brandFields, path), bad), path).toBe(message);
  });

  it('checks a phone number as the build does: any usual UK form, nothing else', () => {
    const phone = fieldAt(brandFields, 'phone');
    expect(phone.widget).toBe('checked-string');
    for (const good of ['020 7946 0123', '+44 20 7946 0123', '07700 900123', '0117 496 0123'])
      expect(fieldProblem(phone.check as string, good), good).toBeUndefined();
    expect(fieldProblem(phone.check as string, '12345')).toMatch(/must be a UK phone number/);
    expect(fieldProblem(fieldAt(brandFields, 'whatsapp').check as string, '0770 090')).toMatch(/UK phone number/);
  });

  it('asks for each day’s hours with one control, checked as the build checks them', () => {
    const saturday = fieldAt(entry('hours').fields, 'openingHours.saturday');
    expect(saturday).toMatchObject({ label: 'Saturday', widget: 'opening-day' });
    expect(saturday.words).toMatchObject({ closed: 'Closed all day', opens: 'Opens', closes: 'Closes', note: 'Note' });
    expect(fieldProblem(saturday.check as string, { closed: true })).toBeUndefined();
    expect(
      fieldProblem(saturday.check as string, { opens: '09:00', closes: '16:00', note: 'By appointment' }),
    ).toBeUndefined();
    expect(fieldProblem(saturday.check as string, { opens: '09:00' }, undefined, true)).toBe(
      'Closes: needs a closing time, or Closed',
    );
    expect(fieldProblem(saturday.check as string, { opens: '17:00', closes: '09:00' }, undefined, true)).toBe(
      'Closes: must be later than the opening time',
    );
    expect(fieldProblem(saturday.check as string, { closed: true, note: ' ' }, undefined, true)).toBe(
      'Note: needs at least 3 characters, not counting spaces at either end',
    );
  });

  it('shows every value a page shows, with nothing left to a code default (a rating is stated or worked out of the reviews)', () => {
    for (const brand of editing) {
      const data = brandFields.map((f) => f.name);
      expect(data).toEqual(expect.arrayContaining(['phone', 'openingHours', 'serviceAreas', 'theme']));
      void brand;
    }
    const business = fieldAt(entry('business').fields, 'business');
    expect(business.fields!.map((f) => f.name)).toEqual(['priceRange', 'aggregateRating', 'happyCustomers']);
    expect(fieldAt(entry('business').fields, 'business.priceRange').required).toBeUndefined();
  });

  it('offers the schema choices as selects, named as the owner knows them', () => {
    expect(fieldAt(brandFields, 'look.mark')).toMatchObject({ widget: 'select' });
    expect(fieldAt(brandFields, 'look.mark').options).toContain('oak');
    // The style of page tops: only those that show the brand's drawn hero whole (tests/unit/hero-styles.test.ts).
    expect(fieldAt(brandFields, 'look.hero')).toMatchObject({ widget: 'select' });
    expect(fieldAt(brandFields, 'focus')).toMatchObject({ widget: 'checked-select', multiple: true, max: 4 });
    expect(fieldAt(brandFields, 'focus').options).toContainEqual({ label: 'Tree Surgery', value: 'tree-surgery' });
    // Checked at the field as well: a trade the brand's words name stays offered (src/lib/claims.ts).
    expect(fieldAt(brandFields, 'services')).toMatchObject({
      widget: 'checked-select',
      multiple: true,
      check: 'brand#services',
      claims: berkshire.brand.id,
    });
    expect(fieldAt(brandFields, 'services').options).toContainEqual({ label: 'Fencing', value: 'fencing' });
    expect(fieldAt(brandFields, 'foundingYear')).toMatchObject({ widget: 'number', value_type: 'int', min: 1950 });
    expect(fieldAt(brandFields, 'serviceAreas')).toMatchObject({
      widget: 'checked-list',
      min: 1,
      label_singular: 'area',
    });
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

  it('refuses an optional group filled in part, and a {placeholder} the site cannot fill', () => {
    const servicePage = entries.find((e) => e.kind === 'servicePage');
    if (!servicePage) return;
    const aftercare = fieldAt(servicePage.fields, 'aftercare');
    expect(aftercare.widget).toBe('checked-object');
    expect(fieldProblem(aftercare.check as string, { title: '', paragraphs: [] })).toBeUndefined();
    expect(fieldProblem(aftercare.check as string, { title: 'Aftercare', paragraphs: [] })).toBe(
      'Paragraphs: needs at least 1',
    );
    const intro = fieldAt(servicePage.fields, 'intro');
    const long = ' We work across the county, with free quotes and a tidy site at the end of every day.';
    expect(fieldProblem(intro.check as string, `Call {phone} today.${long}`, intro.pattern)).toBeUndefined();
    expect(fieldProblem(intro.check as string, `Ask about {price} today.${long}`, intro.pattern)).toMatch(
      /^names \{price\}/,
    );
    // Decap says why a text is too short (the field's pattern); spaces at the ends, which the build does not count, are said here.
    expect(fieldProblem(intro.check as string, 'Too short', intro.pattern)).toBeUndefined();
    const heading = fieldAt(entry('welcome-dialog').fields, 'title');
    expect(fieldProblem(heading.check as string, '   ', heading.pattern)).toBe('needs some words, not only spaces');
  });

  it('gives long texts a box of several lines, a review’s date a date picker, lists a summary', () => {
    const home = entry('home');
    expect(fieldAt(home.fields, 'hero.intro').widget).toBe('checked-text');
    expect(fieldAt(home.fields, 'hero.headline').widget).toBe('checked-string');
    const reviews = entry('reviews');
    expect(fieldAt(reviews.fields, `${listField}.date`)).toMatchObject({
      widget: 'datetime',
      time_format: false,
      format: 'YYYY-MM-DD',
      required: false,
    });
    expect(fieldAt(reviews.fields, listField).summary).toMatch(/fields\.name.*fields\.text/);
    for (const name of ['id', 'sample']) expect(fieldAt(reviews.fields, `${listField}.${name}`).widget).toBe('hidden');
  });

  it('gives gallery and recent-work pictures the photo control, storing into the brand’s images folder', () => {
    const gallery = entry('gallery');
    expect(gallery.file).toBe('brands/berkshire-tree-surgery/content/gallery.yaml');
    expect(fieldAt(gallery.fields, `${listField}.imageKey`)).toMatchObject({
      widget: 'photo-key',
      media_folder: '/brands/berkshire-tree-surgery/images',
      pictures_url: '/_admin/pictures',
    });
    expect(fieldAt(gallery.fields, `${listField}.category`).options).toContainEqual({
      label: 'Tree Work',
      value: 'tree-work',
    });
    expect(fieldAt(entry('recentWork').fields, `${listField}.image`).widget).toBe('photo-key');
  });

  it('takes a union of string shapes as either pattern', () => {
    const field = decapField('to', z.union([z.string().regex(/^\/\w*$/, 'must be a path'), z.url()]));
    expect(refusal(field, '/fencing')).toBeUndefined();
    expect(refusal(field, 'https://example.org/x')).toBeUndefined();
    expect(refusal(field, 'fencing')).toBeDefined();
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

  it('offers the local backend only when asked (never in production’s configuration)', () => {
    expect('local_backend' in config).toBe(false);
    expect(adminConfig(editing, backend, undefined, { localBackend: true }).local_backend).toBe(true);
  });

  it('has each brand’s groups as collections, each entry of a brand once, no file twice in a collection', () => {
    const ours = config.collections.filter((c) => c.name.startsWith(`${berkshire.brand.id}-`));
    expect(ours.map((c) => c.label)).toEqual(editorGroups.map((g) => g.label));
    expect(ours.flatMap((c) => c.files.map((f) => f.name))).toEqual(entries.map((e) => e.name));
    for (const collection of config.collections) {
      const files = collection.files.map((f) => f.file);
      // Decap finds an entry by its file's path: two entries of one file in a collection would be one.
      expect(new Set(files).size, collection.name).toBe(files.length);
    }
    expect(config.sites).toEqual(editing.map((e) => ({ id: e.brand.id, name: e.brand.businessName })));
    expect(config.media_library).toEqual({ name: 'none' });
  });
});
