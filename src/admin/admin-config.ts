/**
 * The editor's (Decap CMS, /admin) configuration: per brand one collection, its entries grouped by what the owner
 * thinks about (contact details, opening hours, areas, the business, look, search engines; then the pages, the
 * reviews, the gallery and recent work). The brand file is split over the first six: each entry shows some of its
 * fields and a save writes only those (src/admin/editor-files.ts). Every field comes from the zod schema the build
 * validates the file with (src/admin/decap-fields.ts), worded by src/admin/editor-labels.ts. The kinds of content
 * file the owner edits, and how the build reads each, are src/lib/editable-kinds.ts's; here, how the editor shows them.
 * Pure: the Node side (scripts/admin/config.ts) says which brand files exist, which image keys and gallery
 * filters there are and where the repository is.
 */
import { z } from 'astro/zod';
import { brandSchema, type Brand } from '../lib/brand-schema.ts';
import { defaultHeroStyle } from '../lib/brand-look.ts';
import { editableKindIds, isFilePerEntry, isListKind, kindSpec, type EditableKind } from '../lib/editable-kinds.ts';
import { deepPartial } from '../lib/brand-content.ts';
import { decapField, type DecapField, type FieldOptions } from './decap-fields.ts';
import {
  aboutLabels,
  areaLabels,
  brandLabels,
  galleryCategoryLabels,
  galleryProjectLabels,
  homeLabels,
  homeSectionNames,
  recentWorkLabels,
  servicePageLabels,
  reviewLabels,
  welcomeDialogLabels,
  type Labels,
} from './editor-labels.ts';
import type { ImageKeys } from '../lib/image-key.ts';
import type { BrandReadiness } from '../lib/readiness.ts';
import { adminDir } from '../hosting/netlify-rules.ts';
import { isPersonPhotoKey, picturesDir } from '../lib/photo-check.ts';
import { serviceCatalogue } from '../lib/service-catalogue.ts';
import type { EditorClaims } from '../lib/claim-editing.ts';

/** The editor's one format (src/admin/formats.ts): JSON brand files, YAML words and YAML lists alike. */
export const editorFormat = 'brand-file';
/** The field holding a list file's list (Decap edits an object per file). */
export const listField = 'items';
/** The configuration's list of the brands it edits (src/admin/main.ts reads and removes it). */
export const sitesKey = 'sites';
/** What stands between each of its brands and going live (src/lib/readiness.ts), for the editor to show its owner. */
export const readinessKey = 'readiness';
/** The editor's media library: none (src/admin/main.ts registers it), so Decap shows no Media tab. */
export const noMediaLibrary = 'none';
/** What npm run admin serves next to the configuration: the problems the build would stop at (src/admin/problems.ts). */
export const problemsFile = 'problems.json';
/** Where an entry keeps the text it was read from, so a save changes only what the owner changed. */
export const sourceField = '_source';
/**
 * The configuration's claim check of each brand (src/lib/claims.ts EditorClaims; src/admin/main.ts reads and removes
 * it): a field with `claims: "<brand id>"` is checked against it (src/admin/checks.ts).
 */
export const claimsKey = 'claims';

/** How the editor shows a kind of content file the owner edits. */
interface KindEntries {
  /** The words for its fields (src/admin/editor-labels.ts): a list's, for one item. */
  labels: Labels;
  group: EditorGroup;
  /** The entry's name for the owner; a kind of one file per entry names each by the entry's id ("fencing"). */
  label: string | ((id: string) => string);
  /** A kind of one file per entry: the ids whose files are entries, in their order (default: each file it has). */
  ids?: (editing: BrandEditing) => readonly string[];
  /** Its fields' controls, beyond what the schema gives (src/admin/decap-fields.ts). */
  options?: (editing: BrandEditing) => FieldOptions;
  /** A list: a new item goes first, as the newest (its place is its order: no numbers to redo). */
  newFirst?: boolean;
}

/**
 * Each kind of content file the owner edits (src/lib/editable-kinds.ts), as the editor shows it. Every kind must be
 * here: a kind the build reads that the editor did not show would be a file the owner cannot edit.
 */
const kindEntries: Record<EditableKind, KindEntries> = {
  // The home page's sections are chosen by the owner's names for them.
  home: {
    labels: homeLabels,
    group: 'pages',
    label: 'Home page',
    options: () => ({ optionLabels: { ...serviceTitles, ...homeSectionNames } }),
  },
  about: { labels: aboutLabels, group: 'pages', label: 'About page' },
  // The pages of its lead services: the ones a brand words as its own.
  servicePage: {
    labels: servicePageLabels,
    group: 'pages',
    label: (id) => serviceName(id),
    ids: ({ brand }) => brand.focus,
    options: (editing) => ({
      widgets: { heroImage: photoWidget(editing), 'options.cards.image': photoWidget(editing) },
    }),
  },
  area: { labels: areaLabels, group: 'areas', label: (id) => `Page: ${areaName(id)}` },
  welcomeDialog: { labels: welcomeDialogLabels, group: 'pages', label: 'Welcome message' },
  reviews: { labels: reviewLabels, group: 'reviews', label: 'Your reviews', newFirst: true },
  gallery: {
    labels: galleryProjectLabels,
    group: 'photos',
    label: 'Gallery',
    options: (editing) => {
      const categories = editing.galleryCategories ?? [];
      return {
        widgets: {
          [`${listField}.imageKey`]: photoWidget(editing),
          ...(categories.length
            ? {
                [`${listField}.category`]: {
                  widget: 'select',
                  options: categories.map((category) => ({ label: category.label, value: category.id })),
                },
              }
            : {}),
        },
      };
    },
  },
  // A filter a project uses cannot be taken away here (the gallery would name a filter that is gone).
  galleryCategories: {
    labels: galleryCategoryLabels,
    group: 'photos',
    label: 'Gallery filters',
    options: () => ({ widgets: { [listField]: { allow_remove: false } } }),
  },
  recentWork: {
    labels: recentWorkLabels,
    group: 'photos',
    label: 'Recent work',
    options: (editing) => ({ widgets: { [`${listField}.image`]: photoWidget(editing) } }),
  },
};

/** How the editor shows `kind`; a kind of src/lib/editable-kinds.ts missing from kindEntries stops it, naming it. */
function shownAs(kind: EditableKind): KindEntries {
  const shown = kindEntries[kind] as KindEntries | undefined;
  if (!shown)
    throw new Error(`src/admin/admin-config.ts: kindEntries says nothing of "${kind}" (src/lib/editable-kinds.ts)`);
  return shown;
}

/** The kinds of file the editor writes, each with the schema the build validates it with and its labels. */
export const fileKinds: Readonly<Record<'brand' | EditableKind, { labels: Labels }>> = {
  brand: { labels: brandLabels },
  ...(Object.fromEntries(editableKindIds.map((kind) => [kind, { labels: shownAs(kind).labels }])) as Record<
    EditableKind,
    { labels: Labels }
  >),
};
export type FileKind = keyof typeof fileKinds;

const isList = (kind: FileKind) => kind !== 'brand' && isListKind(kind);

/**
 * A kind's labels by the paths of its fields as the editor has them: a list file's item fields (written in the
 * labels file as the item's own, "author") are under its list ("items.author").
 */
export function kindLabels(kind: FileKind): Labels {
  const { labels } = fileKinds[kind];
  if (!isList(kind)) return labels;
  return Object.fromEntries(
    Object.entries(labels).map(([path, entry]) => [path === listField ? path : `${listField}.${path}`, entry]),
  );
}

const listOf = (item: z.ZodType) => z.strictObject({ [listField]: z.array(item) });

/**
 * A kind's file as the build reads it (a list file as { items }): the whole brand file; a page's words with
 * any top-level key left out (the shared file's applies); an area's with the keys it may rewrite; words (the
 * welcome dialog's) with any key at any depth left out.
 */
export function kindSchema(kind: FileKind, imageKeys?: ImageKeys): z.ZodType {
  if (kind === 'brand') return brandSchema;
  const spec = kindSpec(kind);
  const schema = spec.schema(imageKeys);
  switch (spec.read) {
    case 'entry':
    case 'entries':
      return schema.partial();
    case 'listEntries':
      return spec.ownSchema;
    case 'words':
      return deepPartial(schema);
    case 'ownList':
    case 'list':
    case 'gallery':
      return listOf(schema);
  }
}

/**
 * What the owner finds in the editor, per brand: groups named by what an owner thinks about, each a Decap
 * collection of entries. The brand file is split over several groups by topic (a collection holds one entry per
 * file: Decap finds an entry by its file's path).
 */
export const editorGroups = [
  { name: 'contact', label: 'Contact details' },
  { name: 'hours', label: 'Opening hours' },
  { name: 'areas', label: 'Areas you cover' },
  { name: 'business', label: 'Your business' },
  { name: 'proof', label: 'What customers can check' },
  { name: 'look', label: 'Colours, logo and style' },
  { name: 'pages', label: 'Pages' },
  { name: 'reviews', label: 'Reviews' },
  { name: 'photos', label: 'Gallery and recent work' },
] as const;
export type EditorGroup = (typeof editorGroups)[number]['name'];

/** The entries the brand file is split into, each in its group, with its fields (dotted paths). */
export const brandTopics = [
  {
    group: 'contact',
    name: 'contact',
    label: 'Phone, e-mail and address',
    fields: ['phone', 'whatsapp', 'email', 'updatesEmail', 'address', 'profiles'],
  },
  { group: 'hours', name: 'hours', label: 'Opening hours', fields: ['openingHours'] },
  { group: 'areas', name: 'areas', label: 'Towns and areas', fields: ['serviceAreas'] },
  {
    group: 'business',
    name: 'business',
    label: 'Name, services and prices',
    fields: [
      'businessName',
      'shortName',
      'tagline',
      'product',
      'foundingYear',
      'focus',
      'services',
      'business.priceRange',
      'business.aggregateRating',
      'business.happyCustomers',
    ],
  },
  { group: 'proof', name: 'proof', label: 'Accreditations, insurance and prices', fields: ['proof'] },
  { group: 'look', name: 'look', label: 'Colours, logo and style', fields: ['theme', 'look'] },
  {
    group: 'pages',
    name: 'search',
    label: 'Google and sharing',
    fields: ['title', 'description', 'keywords', 'ogTitle', 'ogDescription'],
  },
] as const satisfies readonly { group: EditorGroup; name: string; label: string; fields: readonly string[] }[];

/** The collection of a brand's group: "<brand id>-<group>" (#/collections/<name>/entries/<entry>). */
export const collectionName = (brandId: string, group: EditorGroup) => `${brandId}-${group}`;

export interface BrandEditing {
  brand: Pick<Brand, 'id' | 'businessName' | 'focus'> & {
    /** The services it offers, as its file lists them (none listed: every service). */
    services?: readonly string[];
  };
  /** The brand's content files that exist, by name ("home", "service-pages/fencing"), with their path. */
  contentFiles: Readonly<Record<string, string>>;
  /** The gallery filters a project may be in: the brand's own and the shared ones. */
  galleryCategories?: readonly { id: string; label: string }[];
  /** Ids the shared lists use, by list file name ("recentWork"): a new item of the brand's may not take them. */
  sharedIds?: Readonly<Record<string, readonly string[]>>;
  /** The brand's own photos, by the key of the picture each replaces: path from the repository root. */
  ownPhotos?: Readonly<Record<string, string>>;
  /** What its words claim and name, and what backs it (scripts/admin/config.ts), for the claim check at the field. */
  claims?: EditorClaims;
  /** The hero styles that show every figure of the brand's drawn hero whole (src/lib/hero-frames.ts); none: any. */
  heroStyles?: readonly string[];
}

/** One entry of the editor: a file (or the part of the brand file one topic shows). */
export interface EditedFile {
  group: EditorGroup;
  /** The entry's name in the editor's addresses (#/collections/<brand>-<group>/entries/<name>). */
  name: string;
  label: string;
  /** Path from the repository root. */
  file: string;
  kind: FileKind;
  fields: DecapField[];
}

/** Where the editor's small pictures of the shared images are (scripts/admin/bundle.ts). */
export const picturesUrl = `/${adminDir}/${picturesDir}`;

/** A picture's control (src/admin/photo-key-widget.tsx): its folder, the own photos in it, the shared pictures. */
const photoWidget = (editing: BrandEditing) => ({
  widget: 'photo-key',
  media_folder: `/brands/${editing.brand.id}/images`,
  own_photos: { ...editing.ownPhotos },
  pictures_url: picturesUrl,
});
const dayWidgets = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
    `openingHours.${day}`,
    { widget: 'opening-day' },
  ]),
);

/**
 * A person's photo is one of the brand's own photos of its people (person-<name>.jpg): chosen from those, so no
 * save can name a photo that is not there; with none yet, the field is kept but not shown (the hint of the people
 * list says how to add one).
 */
function personPhotoWidget(editing: BrandEditing) {
  const keys = Object.keys(editing.ownPhotos ?? {})
    .filter(isPersonPhotoKey)
    .sort();
  return {
    'proof.people.photo': keys.length ? { widget: 'select', options: keys } : { widget: 'hidden' },
  };
}

/**
 * A price guide is for one of the services the brand offers (its lead services among them), chosen by name. A guide
 * left for a service the brand stops offering is not shown (it has no page), so no save breaks the site.
 */
function priceGuideServiceWidget({ brand }: BrandEditing) {
  const offered = serviceCatalogue.filter(
    (entry) => !brand.services?.length || brand.services.includes(entry.id) || brand.focus.includes(entry.id),
  );
  return {
    'proof.priceGuides.service': {
      widget: 'select',
      options: offered.map((entry) => ({ label: entry.title, value: entry.id })),
    },
  };
}

/**
 * The style of page tops: only the styles that show every figure and vehicle of the brand's drawn hero whole, so
 * no save cuts one in half at an edge (the build refuses such a style). Any style over the brand's own photo.
 */
function heroStyleWidget({ heroStyles }: BrandEditing): Record<string, Record<string, unknown> & { widget: string }> {
  if (!heroStyles) return {};
  // Left empty, the field means the default style: required when that one would cut the drawing too.
  const required = !heroStyles.includes(defaultHeroStyle);
  return { 'look.hero': { widget: 'select', options: [...heroStyles], ...(required ? { required } : {}) } };
}

/** A day of opening hours is one control: its parts' labels become the control's words. */
function asDay(field: DecapField): DecapField {
  if (field.widget !== 'opening-day') return field.fields ? { ...field, fields: field.fields.map(asDay) } : field;
  const { fields = [], collapsed: _collapsed, ...day } = field;
  const part = (name: string) => fields.find((f) => f.name === name);
  return {
    ...day,
    words: {
      closed: part('closed')?.label,
      opens: part('opens')?.label,
      closes: part('closes')?.label,
      note: part('note')?.label,
      noteHint: part('note')?.hint ?? '',
    },
  };
}

/** The brand file's fields at `paths` ("openingHours"), nested as the file nests them. */
function brandFields(paths: readonly string[], options: FieldOptions): DecapField[] {
  const shape = brandSchema.shape as Record<string, z.ZodType>;
  const fields: DecapField[] = [];
  for (const path of paths) {
    const [top, child] = path.split('.') as [string, string | undefined];
    if (!child) {
      fields.push(decapField(top, shape[top]!, options));
      continue;
    }
    // A part of a group: the group, holding only the parts this entry shows.
    const group = decapField(top, shape[top]!, options);
    const part = group.fields!.find((field) => field.name === child)!;
    const existing = fields.find((field) => field.name === top);
    if (existing) existing.fields!.push(part);
    else fields.push({ ...group, collapsed: false, fields: [part] });
  }
  return fields.map(asDay);
}

/** The fields of a kind's file, worded and checked. */
function kindFields(kind: FileKind, schema: z.ZodType, options: FieldOptions = {}): DecapField[] {
  const { shape } = schema as z.ZodObject;
  return Object.entries(shape as Record<string, z.ZodType>).map(([name, member]) =>
    decapField(name, member, { labels: kindLabels(kind), check: kind, optionLabels: serviceTitles, ...options }),
  );
}

/** Services are chosen by their names. */
const serviceTitles = Object.fromEntries(serviceCatalogue.map((entry) => [entry.id, entry.title]));
const serviceName = (id: string) => serviceTitles[id] ?? id;
const areaName = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The brand file's fields a visitor reads (src/render-time/claim-texts.ts brandTextFields), checked for claims. */
const brandTextFields = ['title', 'description', 'tagline', 'ogTitle', 'ogDescription', 'keywords', 'product'];
/** Files of the brand's reviews: a customer's words, not the brand's, so no claim check. */
const reviewKinds: readonly FileKind[] = ['reviews'];

/**
 * `fields` with the claim check (src/lib/claims.ts, at the field: src/admin/checks.ts): every text of a page's words,
 * the brand file's texts, its services (a trade its words name stays offered) and its proof (a claim its words make
 * stays backed).
 */
function withClaimCheck(fields: DecapField[], claims: ClaimField, kind: FileKind, top = true): DecapField[] {
  return fields.map((field) => {
    if (kind === 'brand' && top) {
      if (field.name === 'services' || field.name === 'focus')
        return { ...field, widget: 'checked-select', check: `brand#${field.name}`, ...claims };
      if (field.name === 'proof') return { ...field, ...claims };
      if (!brandTextFields.includes(field.name)) return field;
    }
    const checked = /^checked-(string|text|object|list)$/.test(field.widget) ? claims : {};
    return {
      ...field,
      ...checked,
      ...(field.fields ? { fields: withClaimCheck(field.fields, claims, kind, false) } : {}),
      ...(field.field ? { field: withClaimCheck([field.field], claims, kind, false)[0] } : {}),
    };
  });
}

/** What a field checked for claims carries: its brand (the configuration's `claims`) and its file. */
interface ClaimField {
  claims: string;
  claims_file: string;
}

/** The entries of one brand, in the order the owner sees them. */
export function editedFiles(editing: BrandEditing, imageKeys?: ImageKeys): EditedFile[] {
  const files = entriesOf(editing, imageKeys);
  if (!editing.claims) return files;
  return files.map((file) =>
    reviewKinds.includes(file.kind)
      ? file
      : {
          ...file,
          fields: withClaimCheck(file.fields, { claims: editing.brand.id, claims_file: file.file }, file.kind),
        },
  );
}

function entriesOf(editing: BrandEditing, imageKeys?: ImageKeys): EditedFile[] {
  const { brand, contentFiles } = editing;
  const { id } = brand;
  const entries: EditedFile[] = brandTopics.map((topic) => ({
    group: topic.group,
    name: topic.name,
    label: topic.label,
    file: `brands/${id}.json`,
    kind: 'brand',
    fields: brandFields(topic.fields, {
      labels: brandLabels,
      check: 'brand',
      widgets: {
        ...dayWidgets,
        ...personPhotoWidget(editing),
        ...priceGuideServiceWidget(editing),
        ...heroStyleWidget(editing),
      },
      optionLabels: serviceTitles,
    }),
  }));
  const content = (group: EditorGroup, name: string, label: string, kind: FileKind, options: FieldOptions = {}) => {
    const file = contentFiles[name];
    if (!file) return;
    const schema = kindSchema(kind, imageKeys);
    const fields = kindFields(kind, schema, options);
    entries.push({ group, name: name.replace(/\//g, '-'), label, file, kind, fields });
  };
  for (const kind of editableKindIds) {
    const { own, read } = kindSpec(kind);
    const shown = shownAs(kind);
    const options = shown.options?.(editing) ?? {};
    const labelOf = (id: string) => (typeof shown.label === 'string' ? shown.label : shown.label(id));
    if (isListKind(kind)) {
      // A new item may not take an id of the shared list's.
      const widgets = options.widgets ?? {};
      const items = {
        ...widgets[listField],
        reserved_ids: [...(editing.sharedIds?.[own] ?? [])],
        ...(shown.newFirst ? { add_to_top: true } : {}),
      };
      content(shown.group, own, labelOf(own), kind, { ...options, widgets: { ...widgets, [listField]: items } });
      continue;
    }
    // Words may leave any key at any depth to the shared file, a page's words any top-level key.
    const partial = read === 'words' ? 'deep' : 'top';
    const folder = `${own}/`;
    const ids = isFilePerEntry(kind)
      ? (shown.ids?.(editing) ??
        Object.keys(contentFiles)
          .filter((name) => name.startsWith(folder))
          .map((name) => name.slice(folder.length)))
      : undefined;
    if (!ids) content(shown.group, own, labelOf(own), kind, { partial, ...options });
    else for (const id of ids) content(shown.group, `${folder}${id}`, labelOf(id), kind, { partial, ...options });
  }
  // In the owner's order: the groups', and within a group the order above.
  const rank = (group: EditorGroup) => editorGroups.findIndex((g) => g.name === group);
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e.group) - rank(b.e.group) || a.i - b.i)
    .map(({ e }) => e);
}

export interface Backend {
  /** "owner/name" of the GitHub repository the production editor commits to. */
  repo: string;
  branch: string;
}

export interface ConfigOptions {
  /**
   * Offer decap-server on this machine (npm run admin) when the editor runs on localhost: never in production's
   * configuration, which only commits through GitHub.
   */
  localBackend?: boolean;
  /** Each brand's readiness to go live, as the last build or npm run admin measured it. */
  readiness?: readonly BrandReadiness[];
}

/** A brand's collections: one per group that has entries, named "<brand id>-<group>". */
function brandCollections(editing: BrandEditing, imageKeys?: ImageKeys) {
  const { id, businessName } = editing.brand;
  const entries = editedFiles(editing, imageKeys);
  return editorGroups
    .map((group) => ({ group, files: entries.filter((entry) => entry.group === group.name) }))
    .filter(({ files }) => files.length)
    .map(({ group, files }) => ({
      name: collectionName(id, group.name),
      label: group.label,
      description: `${businessName}. Words in curly brackets, such as {phone}, are filled in by the site.`,
      format: editorFormat,
      editor: { preview: false },
      media_folder: `/brands/${id}/images`,
      public_folder: `/brands/${id}/images`,
      files: files.map(({ name, label, file, fields }) => ({ name, label, file, fields })),
    }));
}

/** The whole configuration, as `CMS.init({ config })` takes it. */
export function adminConfig(
  brands: readonly BrandEditing[],
  backend: Backend,
  imageKeys?: ImageKeys,
  { localBackend = false, readiness }: ConfigOptions = {},
) {
  const [only] = brands.length === 1 ? brands : [];
  return {
    load_config_file: false,
    // Production: GitHub through Netlify's OAuth provider; each change is a pull request with a deploy preview.
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, base_url: 'https://api.netlify.com' },
    publish_mode: 'editorial_workflow',
    ...(localBackend ? { local_backend: true } : {}),
    media_folder: only ? `brands/${only.brand.id}/images` : 'brands',
    public_folder: only ? `/brands/${only.brand.id}/images` : '/brands',
    site_url: '/',
    // No Media tab: the photo controls store photos under their picture's name (src/admin/main.ts).
    media_library: { name: noMediaLibrary },
    collections: brands.flatMap((editing) => brandCollections(editing, imageKeys)),
    // Not Decap's: what each brand's words claim, for the claim check at the field (taken out before Decap reads it).
    [claimsKey]: Object.fromEntries(brands.flatMap(({ brand, claims }) => (claims ? [[brand.id, claims]] : []))),
    // Not Decap's: the brands, for the editor to offer a choice when it has several (taken out before Decap reads it).
    [sitesKey]: brands.map(({ brand }) => ({ id: brand.id, name: brand.businessName })),
    ...(readiness
      ? { [readinessKey]: readiness.filter((entry) => brands.some(({ brand }) => brand.id === entry.brandId)) }
      : {}),
  };
}
