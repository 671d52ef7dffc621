/**
 * The owner-editable kinds (src/lib/editable-kinds.ts) bound to their loaders (./brand-content-files.ts): how the
 * build's content collections (src/content.config.ts) and the editor's pre-save check (scripts/admin/problems.ts)
 * read a brand's files of each kind, so the two cannot check a file differently. Node only: the loaders read the
 * disk (the editor in the browser takes the pure part, src/lib/editable-kinds.ts).
 */
import { z } from 'astro/zod';
import type { Brand } from '../lib/brand-schema.ts';
import { order } from '../lib/content-schemas.ts';
import { editableKindIds, editableKinds, kindSpec, type EditableKind } from '../lib/editable-kinds.ts';
import type { ImageKeys } from '../lib/image-key.ts';
import {
  loadEntries,
  loadEntry,
  loadGallery,
  loadList,
  loadListEntries,
  loadOwnList,
  loadWords,
} from './brand-content-files.ts';

/** A collection's entry, as a loader gives it. */
type Entry = { id: string } & Record<string, unknown>;

/**
 * A kind's entries as its collection holds them, read for `brand` from the shared files and the brand's own
 * (a problem stops it, naming the file and field). One entry per file has the file's name as its id ("home").
 */
export function loadKind(kind: EditableKind, brand: Brand, imageKeys?: ImageKeys, root = process.cwd()): Entry[] {
  const spec = kindSpec(kind);
  const schema = spec.schema(imageKeys);
  switch (spec.read) {
    case 'entry':
      return [{ id: spec.own, ...loadEntry(brand, spec.shared, spec.own, schema, root) }];
    case 'words':
      return [{ id: spec.own, ...loadWords(brand, spec.shared, spec.own, schema, root) }];
    case 'entries':
      return loadEntries(brand, spec.shared, schema, root);
    case 'listEntries':
      return loadListEntries(brand, spec.shared, spec.own, schema, spec.ownSchema, root) as Entry[];
    case 'ownList':
      // In the file's order (`order`: collections come back sorted by id); lib/reviews.ts shows from it.
      return loadOwnList(brand, spec.own, schema, root).map((entry, index) => ({ ...entry, order: index + 1 }));
    case 'list':
      return loadList(brand, spec.shared, spec.own, schema, root);
    case 'gallery':
      return loadGallery(brand, schema, loadKind(spec.filters as EditableKind, brand, imageKeys, root), root);
  }
}

type Spec<K extends EditableKind> = (typeof editableKinds)[K];
type ItemSchema<K extends EditableKind> = ReturnType<Spec<K>['schema']>;
/** `S` with the fields `U` added, as zod's `extend` types it. */
type Extended<S, U extends z.core.$ZodShape> =
  S extends z.ZodObject<infer Shape, infer Config> ? z.ZodObject<z.util.Extend<Shape, U>, Config> : never;

/** What a collection adds to a kind's entries: the id of one entry per file, the `own` mark of a list's items. */
type CollectionSchema<K extends EditableKind> = {
  entry: Extended<ItemSchema<K>, { id: z.ZodString }>;
  words: Extended<ItemSchema<K>, { id: z.ZodString }>;
  entries: Extended<ItemSchema<K>, { id: z.ZodString }>;
  listEntries: ItemSchema<K>;
  ownList: Extended<ItemSchema<K>, { order: typeof order }>;
  list: Extended<ItemSchema<K>, { own: z.ZodBoolean }>;
  gallery: Extended<ItemSchema<K>, { own: z.ZodBoolean }>;
}[Spec<K>['read']];

/** The schema of a kind's collection entries. */
export function collectionSchema<K extends EditableKind>(kind: K, imageKeys?: ImageKeys): CollectionSchema<K> {
  const spec = kindSpec(kind);
  const schema = spec.schema(imageKeys);
  const extended = (() => {
    switch (spec.read) {
      case 'entry':
      case 'words':
      case 'entries':
        return schema.extend({ id: z.string() });
      case 'listEntries':
        return schema;
      case 'ownList':
        return schema.extend({ order });
      case 'list':
      case 'gallery':
        // Whether an item is the brand's own (brands/<id>/content/) or shared.
        return schema.extend({ own: z.boolean() });
    }
  })();
  return extended as CollectionSchema<K>;
}

/** Every owner-editable kind's collection (loader and schema), by collection name, typed per collection. */
export type EditableCollections = {
  [K in EditableKind as Spec<K>['collection']]: { loader: () => Entry[]; schema: CollectionSchema<K> };
};

/** The collections of the owner-editable kinds for `brand`, for src/content.config.ts to define. */
export function editableCollections(brand: Brand, imageKeys?: ImageKeys): EditableCollections {
  return Object.fromEntries(
    editableKindIds.map((kind) => [
      editableKinds[kind].collection,
      { loader: () => loadKind(kind, brand, imageKeys), schema: collectionSchema(kind, imageKeys) },
    ]),
  ) as EditableCollections;
}
