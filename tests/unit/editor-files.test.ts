/**
 * What the editor writes (src/admin/editor-files.ts through the editor's format, src/admin/formats.ts): a file
 * saved unchanged is the same bytes; a change rewrites only its own lines (comments, quoting, key order and the
 * other items kept); new items get ids and places; and every file written passes `prettier --check`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { editorFormat, fieldOrders, pickOrder } from '../../src/admin/formats.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import { adminConfig, listField, sourceField } from '../../src/admin/admin-config.ts';
import { brandsForEditing, editingOf } from '../../scripts/admin/config.ts';
import { completeItems, withoutEmpty, type FieldOrder } from '../../src/admin/editor-files.ts';

const brandFiles = readdirSync('brands')
  .filter((name) => name.endsWith('.json') && name !== 'brand.schema.json')
  .map((name) => join('brands', name));
const yamlFiles = readdirSync('brands', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => join(entry.parentPath, entry.name));
const prettierOptions = async (file: string) => ({ ...(await prettier.resolveConfig(file)), filepath: file });
const format = editorFormat();

type Entry = Record<string, any>;
/** Reads `text` as the editor does, lets `edit` change the entry (as the owner would), writes it back. */
function save(text: string, edit: (entry: Entry) => void, order?: FieldOrder): string {
  const entry = structuredClone(format.fromFile(text)) as Entry;
  edit(entry);
  return editorFormat(() => order).toFile(entry, []);
}
/** The lines of `after` that are not lines of `before` (and the other way round), in order. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
}

const berkshire = 'brands/berkshire-tree-surgery.json';
const reviews = 'brands/berkshire-tree-surgery/content/reviews.yaml';
const gallery = 'brands/berkshire-tree-surgery/content/gallery.yaml';
const home = 'brands/berkshire-tree-surgery/content/home.yaml';

/** The editor as it runs: each file's fields as its configuration gives them (a review's empty date is kept). */
const config = adminConfig(editingOf(brandsForEditing()), { repo: 'owner/sites', branch: 'main' }, imageKeys);
const configured = editorFormat(fieldOrders(config));
const topFields = (file: string) =>
  config.collections
    .flatMap((c) => c.files)
    .find((f) => f.file === file)
    ?.fields.map((field) => field.name) ?? [];

describe('a file saved unchanged', () => {
  it.each([...brandFiles, ...yamlFiles])('%s is the same bytes', (file) => {
    const text = readFileSync(file, 'utf8');
    const entry = configured.fromFile(text);
    expect(configured.toFile(structuredClone(entry), topFields(file))).toBe(text);
  });
});

describe('a change', () => {
  it('to the phone number rewrites that line only', () => {
    const text = readFileSync(berkshire, 'utf8');
    const saved = save(text, (entry) => (entry.phone = '020 7946 0123'));
    expect(changedLines(text, saved)).toEqual({
      removed: ['  "phone": "07700 900303",'],
      added: ['  "phone": "020 7946 0123",'],
    });
  });

  it('adds a new key where the fields put it, and keeps the keys an entry does not show', () => {
    const text = readFileSync(berkshire, 'utf8');
    const order: FieldOrder = { names: ['phone', 'whatsapp', 'email'] };
    const saved = save(
      text,
      (entry) => {
        entry.whatsapp = '07700 900404';
        delete entry.title; // an entry that does not show `title` leaves it alone
      },
      order,
    );
    expect(changedLines(text, saved)).toEqual({ removed: [], added: ['  "whatsapp": "07700 900404",'] });
    expect(saved.indexOf('"whatsapp"')).toBe(saved.indexOf('"phone"') + '"phone": "07700 900303",\n  '.length);
  });

  it('of an opening day rewrites that day only', () => {
    const text = readFileSync(berkshire, 'utf8');
    const saved = save(text, (entry) => (entry.openingHours.saturday = { closed: true }));
    expect(changedLines(text, saved)).toEqual({
      removed: ['      "opens": "09:00",', '      "closes": "16:00"'],
      added: ['      "closed": true'],
    });
    expect(JSON.parse(saved).openingHours.sunday).toEqual({ closed: true, note: 'Emergency calls only' });
  });

  it('to one review keeps every other line, quoted dates included', () => {
    const text = readFileSync(reviews, 'utf8');
    const saved = save(
      text,
      (entry) => (entry[listField][2].text = 'A short new text for the third review, long enough.'),
    );
    const { removed, added } = changedLines(text, saved);
    expect(removed).toHaveLength(1);
    expect(added).toEqual(['  text: A short new text for the third review, long enough.']);
    expect(saved).toContain("date: '2026-09-18'");
  });

  it('removing a list item removes its lines, and a comment before the list stays at its top', () => {
    const text = readFileSync(gallery, 'utf8');
    const saved = save(text, (entry) => entry[listField].splice(0, 1));
    expect(saved.startsWith(text.slice(0, text.indexOf('- id:')))).toBe(true);
    const { removed, added } = changedLines(text, saved);
    expect(added).toEqual([]);
    expect(removed[0]).toBe('- id: btc-gallery-crown-reduction');
    // The others still follow each other in their places' numbers: those lines stay as they were.
    expect(saved).toMatch(/- id: btc-gallery-sectional-felling\n {2}order: 2\n/);
  });

  it('moving a list item moves its lines, comments and all', () => {
    const text = readFileSync(gallery, 'utf8');
    const saved = save(text, (entry) => entry[listField].reverse());
    const ids = [...saved.matchAll(/^- id: (.+)$/gm)].map((m) => m[1]);
    expect(ids).toEqual([...text.matchAll(/^- id: (.+)$/gm)].map((m) => m[1]).reverse());
    expect(saved.startsWith(text.slice(0, text.indexOf('- id:')))).toBe(true);
  });

  it('of a service card list written inline stays valid YAML Prettier accepts', async () => {
    const text = readFileSync(home, 'utf8');
    const saved = save(text, (entry) => (entry.showcase.cards = ['patio', 'fencing']));
    expect((format.fromFile(saved) as Entry).showcase.cards).toEqual(['patio', 'fencing']);
    expect(await prettier.check(saved, await prettierOptions(home))).toBe(true);
  });

  it('emptying an optional group leaves it out, and an emptied text is no value', () => {
    expect(withoutEmpty({ aftercare: { title: '', paragraphs: [] }, keep: 'x', list: [] })).toEqual({
      keep: 'x',
      list: [],
    });
    const text = readFileSync(berkshire, 'utf8');
    const saved = save(text, (entry) => {
      entry.whatsapp = '';
      entry.look = { logo: '', mark: '', markFrame: '', headingFont: '', bodyFont: '', header: '', hero: '' };
    });
    expect(JSON.parse(saved).look).toBeUndefined();
    expect(JSON.parse(saved).whatsapp).toBeUndefined();
  });
});

describe('new list items', () => {
  const order: FieldOrder = { names: ['id', 'order', 'quote', 'author'], reservedIds: ['own-sarah-m'] };

  it('get an id unlike any other (the shared list’s included) and a place', () => {
    const items = completeItems(
      [
        { id: 'a', order: 1, quote: 'x', author: 'Jo B.' },
        { quote: 'y', author: 'Sarah M.' },
        { id: '', quote: 'z', author: 'Sarah M.' },
      ],
      order,
    );
    expect(items).toEqual([
      { id: 'a', order: 1, quote: 'x', author: 'Jo B.' },
      { id: 'own-sarah-m-2', order: 2, quote: 'y', author: 'Sarah M.' },
      { id: 'own-sarah-m-3', order: 3, quote: 'z', author: 'Sarah M.' },
    ]);
  });

  it('keep the others’ numbers when they are still in order', () => {
    const items = [
      { id: 'a', order: 3, quote: 'x', author: 'A' },
      { id: 'b', order: 7, quote: 'y', author: 'B' },
    ];
    expect(completeItems(items, order)).toEqual(items);
  });

  it('are written after the others with every field in the fields’ order', () => {
    const text = readFileSync('brands/berkshire-tree-surgery/content/recentWork.yaml', 'utf8');
    const itemOrder: FieldOrder = { names: ['id', 'order', 'image', 'alt', 'title', 'description', 'location'] };
    const saved = save(
      text,
      (entry) =>
        entry[listField].push({
          image: 'hedge-after',
          alt: 'A freshly cut privet hedge beside a path',
          title: 'Hedge Cut Back',
          description: 'A tall privet hedge cut back hard to the line of the path and the clippings taken away.',
          location: 'Reading',
        }),
      { names: [listField], children: { [listField]: itemOrder } },
    );
    const count = text.match(/^- id:/gm)!.length;
    expect(changedLines(text, saved).removed).toEqual([]);
    expect(
      saved.endsWith(
        `- id: own-hedge-cut-back\n  order: ${count + 1}\n  image: hedge-after\n` +
          '  alt: A freshly cut privet hedge beside a path\n  title: Hedge Cut Back\n' +
          '  description: A tall privet hedge cut back hard to the line of the path and the clippings taken away.\n' +
          '  location: Reading\n',
      ),
    ).toBe(true);
  });
});

describe('the order of a list file', () => {
  it('is told from its items when several list files look alike', () => {
    const reviews: FieldOrder = { names: [listField], children: { [listField]: { names: ['id', 'quote', 'author'] } } };
    const filters: FieldOrder = { names: [listField], children: { [listField]: { names: ['id', 'label'] } } };
    expect(pickOrder([reviews, filters], { [listField]: [{ id: 'a', label: 'x' }] })).toBe(filters);
    expect(pickOrder([reviews, filters], { [listField]: [{ quote: 'q', author: 'A' }] })).toBe(reviews);
  });
});

describe('every file written', () => {
  it('passes prettier --check, and a save without what was read is refused', async () => {
    for (const file of [...brandFiles, ...yamlFiles]) {
      const saved = save(readFileSync(file, 'utf8'), () => {});
      expect(await prettier.check(saved, await prettierOptions(file)), file).toBe(true);
    }
    expect(() => format.toFile({ phone: '1' }, [])).toThrow(/reload the page/);
    expect(format.fromFile('{"a": 1}\n')[sourceField]).toBe('{"a": 1}\n');
  });
});
