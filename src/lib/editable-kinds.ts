/**
 * What the owner edits: every kind of content file a brand may write for itself and the editor at /admin shows,
 * each listed once. A kind names the build's content collection, the shared file (or folder) under src/content/,
 * the brand's own file (or folder) under brands/<id>/content/, how its files are read (`read`: the loader of
 * src/render-time/brand-content-files.ts) and the zod schema of one entry or item (src/lib/content-schemas.ts; given
 * the image keys where it checks pictures). The owner's words for each kind's fields are src/admin/editor-labels.ts's,
 * chosen by kind in src/admin/admin-config.ts (`kindEntries`, which must name every kind here).
 *
 * In two parts, because the editor's configuration (src/admin/admin-config.ts) is also bundled for the browser,
 * where the loaders (Node code: they read the disk) cannot go. This part is pure, so the editor imports it for its
 * entries and the schemas of the files it writes; src/render-time/editable-content.ts binds each kind to its loader
 * for the build's collections (src/content.config.ts) and the editor's pre-save check (scripts/admin/problems.ts).
 * tests/unit/editable-kinds.test.ts fails when a kind is missing from any of the three.
 *
 * The brand file (brands/<id>.json) is edited too but is no content collection: src/lib/brand-schema.ts checks it.
 */
import type { z } from 'astro/zod';
import {
  aboutSchema,
  areaOverrideSchema,
  areaSchema,
  galleryCategorySchema,
  galleryProjectSchemaFor,
  homeSchema,
  recentWorkSchemaFor,
  reviewSchema,
  servicePageSchemaFor,
  welcomeDialogSchema,
} from './content-schemas.ts';
import type { ImageKeys } from './image-key.ts';

/**
 * How a kind's files are read (src/render-time/brand-content-files.ts), and so what the brand's own file may say:
 * - `entry` (loadEntry): one entry, the brand's top-level keys over the shared file's;
 * - `words` (loadWords): one entry, the brand's keys over the shared file's at any depth;
 * - `entries` (loadEntries): one entry per file of the shared folder, the brand's file of that name over each;
 * - `listEntries` (loadListEntries): a shared list whose entries the brand rewrites, one file per entry (`ownSchema`);
 * - `ownList` (loadOwnList): a list only the brand's own file fills;
 * - `list` (loadList): the brand's items, then the shared ones;
 * - `gallery` (loadGallery): a list, each item in one of the filters the kind `filters` lists.
 */
export type KindRead = 'entry' | 'words' | 'entries' | 'listEntries' | 'ownList' | 'list' | 'gallery';

interface KindBase {
  /** The build's content collection (getCollection's name). */
  collection: string;
  /** The brand's own file under brands/<id>/content/, without extension; a folder of one file per entry. */
  own: string;
  /** The schema of one entry or item. */
  schema: (imageKeys?: ImageKeys) => z.ZodObject;
}

/** One kind: `shared` is the shared file under src/content/ (a folder for `entries`). */
type KindSpec = KindBase &
  (
    | { read: 'entry' | 'words' | 'entries' | 'list'; shared: string }
    | { read: 'listEntries'; shared: string; ownSchema: z.ZodObject }
    | { read: 'ownList' }
    | { read: 'gallery'; shared: string; filters: string }
  );

/** In the order the editor shows them (within its groups: src/admin/admin-config.ts). */
export const editableKinds = {
  home: {
    collection: 'home',
    shared: 'src/content/home.yaml',
    own: 'home',
    read: 'entry',
    schema: () => homeSchema,
  },
  about: {
    collection: 'about',
    shared: 'src/content/about.yaml',
    own: 'about',
    read: 'entry',
    schema: () => aboutSchema,
  },
  servicePage: {
    collection: 'servicePages',
    shared: 'src/content/service-pages',
    own: 'service-pages',
    read: 'entries',
    schema: servicePageSchemaFor,
  },
  area: {
    collection: 'areas',
    shared: 'src/content/areas.json',
    own: 'areas',
    read: 'listEntries',
    schema: () => areaSchema,
    ownSchema: areaOverrideSchema,
  },
  welcomeDialog: {
    collection: 'welcomeDialog',
    shared: 'src/content/welcome-dialog.yaml',
    own: 'welcome-dialog',
    read: 'words',
    schema: () => welcomeDialogSchema,
  },
  reviews: {
    collection: 'reviews',
    own: 'reviews',
    read: 'ownList',
    schema: () => reviewSchema,
  },
  gallery: {
    collection: 'gallery',
    shared: 'src/content/gallery.json',
    own: 'gallery',
    read: 'gallery',
    schema: galleryProjectSchemaFor,
    filters: 'galleryCategories',
  },
  galleryCategories: {
    collection: 'galleryCategories',
    shared: 'src/content/galleryCategories.yaml',
    own: 'galleryCategories',
    read: 'list',
    schema: () => galleryCategorySchema,
  },
  recentWork: {
    collection: 'recentWork',
    shared: 'src/content/recentWork.yaml',
    own: 'recentWork',
    read: 'list',
    schema: recentWorkSchemaFor,
  },
} as const satisfies Record<string, KindSpec>;

export type EditableKind = keyof typeof editableKinds;
export const editableKindIds = Object.keys(editableKinds) as EditableKind[];

/** A kind as the loaders take it (its own literal types widened). */
export const kindSpec = (kind: EditableKind): KindSpec => editableKinds[kind];

/** Whether the kind's files are lists of items (a review, a project), not one entry's words. */
export const isListKind = (kind: EditableKind): boolean => ['ownList', 'list', 'gallery'].includes(kindSpec(kind).read);

/** Whether the brand writes the kind one file per entry, in the folder `own` (service-pages/fencing). */
export const isFilePerEntry = (kind: EditableKind): boolean => ['entries', 'listEntries'].includes(kindSpec(kind).read);
