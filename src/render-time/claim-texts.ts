/**
 * What a brand says about itself, text by text, with the file and field each is written in: the claim check's
 * input (src/lib/claims.ts). Its brand file's texts (title, description, tagline, social-card texts, keywords); the
 * words of its home, About, service and area pages, the welcome dialog and every other shared words file in
 * src/content/ (src/content/pages/ too), each after the brand's own file of that name is laid over the shared one,
 * as the content loaders lay it (src/render-time/brand-content-files.ts); the recent work and gallery projects it
 * shows; the catalogue texts of the services it offers. Not its reviews, the blog's articles (general advice), the
 * privacy notice, nor the pages of services it does not offer (their words are not shown).
 * Texts are read as written, before placeholders are filled: a brand fact ({tagline}) is checked where it is written.
 * A file that cannot be read is left to the loaders, which name it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import type { Brand } from '../lib/brand-schema.ts';
import { brandTrade } from '../lib/brand-pictures.ts';
import { editorClaims, type EditorClaims } from '../lib/claim-editing.ts';
import { editableKinds } from '../lib/editable-kinds.ts';
import { claimProblems, type Said } from '../lib/claims.ts';
import { galleryShown } from '../lib/gallery.ts';
import { localPlaces, projectsShown, servesArea, type AreaPlaces } from '../lib/local-proof.ts';
import { offers, serviceCatalogue, servicesByGroup } from '../lib/service-catalogue.ts';
import { findBrandFile, loadGallery, loadList, readDataFile } from './brand-content-files.ts';

/** The brand file's fields a visitor (or a search result) reads. */
export const brandTextFields = [
  'title',
  'description',
  'tagline',
  'ogTitle',
  'ogDescription',
  'keywords',
  // Shown through {product} ("Local {product} across Wiltshire").
  'product',
] as const;

/**
 * Shared words files left out: the privacy notice, the blog listing (the blog is general advice), the website
 * updates page (the agency's turnaround for changes to the site, no claim about the trade) and the proof's own
 * words; the lists read below.
 */
const notChecked = new Set([
  'pages/privacy',
  'pages/blog',
  'pages/client-updates',
  // How the proof is stated (src/content/proof.yaml, on main): each line shows only when the part it states is
  // filled in, so it is backed by construction.
  'proof',
  'recentWork',
  'galleryCategories',
  'hedgeSpecies',
]);
/** Words files about one service, shown only when the brand offers it. */
const wordsOfService: Readonly<Record<string, string>> = {
  'pages/hedge-trimming': 'hedge-trimming',
  hedgeSpecies: 'hedge-trimming',
  'pages/delivery-info': 'artificial-turf',
};
/**
 * How deep a brand's own file is laid over the shared one, as its kind is read (src/lib/editable-kinds.ts): one
 * entry (`entry`, `entries`: home, About, service pages) replaces whole top-level keys, every other words file is
 * laid key by key at any depth (src/render-time/brand-content-files.ts loadWords).
 */
function depthOf(name: string): number {
  const kind = Object.values(editableKinds).find((spec) => name === spec.own || name.startsWith(`${spec.own}/`));
  return kind?.read === 'entry' || kind?.read === 'entries' ? 1 : Infinity;
}

/** Keys whose values name things (ids, pictures, links, icons, the services a section shows), not words. */
const notWords = new Set(['id', 'image', 'imageKey', 'icon', 'href', 'key', 'category', 'service', 'order']);
const isIdentifier = (text: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text) || /^(\/|https?:)/.test(text);

type Data = unknown;
const isObject = (value: Data): value is Record<string, Data> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text in `value`, with its dotted path. */
function textsIn(value: Data, path: string[] = []): { field: string; text: string }[] {
  if (typeof value === 'string')
    return isIdentifier(value) && path.length ? [] : [{ field: path.join('.'), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...path, String(index)]));
  if (isObject(value))
    return Object.entries(value).flatMap(([key, item]) => (notWords.has(key) ? [] : textsIn(item, [...path, key])));
  return [];
}

interface Layer {
  file: string;
  data: Data;
  shared: boolean;
}

const said = (layer: Layer, value: Data, path: string[]): Said[] =>
  textsIn(value, path).map(({ field, text }) => ({ file: layer.file, field, text, shared: layer.shared || undefined }));

/** The texts a brand shows of a shared file with its own laid over it: its own wherever it writes one. */
function overlaid(shared: Layer, own: Layer | undefined, depth: number, path: string[] = []): Said[] {
  if (!own) return said(shared, shared.data, path);
  if (depth === 0 || !isObject(shared.data) || !isObject(own.data)) return said(own, own.data, path);
  const [sharedData, ownData] = [shared.data, own.data];
  return [
    ...Object.entries(sharedData)
      .filter(([key]) => !(key in ownData))
      .flatMap(([key, value]) => said(shared, value, [...path, key])),
    ...Object.entries(ownData).flatMap(([key, value]) =>
      notWords.has(key)
        ? []
        : overlaid({ ...shared, data: sharedData[key] }, { ...own, data: value }, depth - 1, [...path, key]),
    ),
  ];
}

/**
 * Files already parsed, by their text: the check reads every shared words file for each brand, and the editor's
 * property test checks a brand after every save. Parsed data is only read here, never changed.
 */
const parsed = new Map<string, Data>();

/** A data file's contents, or undefined when it cannot be read (the loaders report that). */
function read(file: string, root: string): Data {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  const key = `${file.endsWith('.json') ? 'json' : 'yaml'}:${text}`;
  if (!parsed.has(key)) {
    if (parsed.size > 1000) parsed.clear();
    try {
      parsed.set(key, readDataFile(file, root));
    } catch {
      parsed.set(key, undefined);
    }
  }
  return parsed.get(key);
}

/** The brand's own file of `name` as a layer, if it has one that reads. */
function ownLayer(brand: Brand, name: string, root: string): Layer | undefined {
  let file: string | undefined;
  try {
    file = findBrandFile(brand, name, root);
  } catch {
    return undefined;
  }
  const data = file && read(file, root);
  return file && data !== undefined ? { file, data, shared: false } : undefined;
}

/**
 * The parts of a words file a brand's pages leave out, by field: of src/content/pictures.yaml the words over the
 * other trades' drawings and the shared illustration (src/render-time/words.ts pictureAlt shows those over the
 * owner's photo or the brand's drawing), of /services' words the groups it has no service in.
 */
function hiddenFields(brand: Brand): Readonly<Record<string, (field: string) => boolean>> {
  const pictureWords = ['photo', brandTrade(brand.focus)];
  const groups = servicesByGroup(brand).map((group) => group.group);
  return {
    pictures: (field) => !pictureWords.includes(field.split('.')[1] ?? ''),
    'pages/services': (field) => field.startsWith('groups.') && !groups.includes(field.split('.')[1] as never),
  };
}

/** The shared words files (src/content/*.yaml, src/content/pages/*.yaml, src/content/service-pages/*.yaml) by name. */
function sharedWordsFiles(root: string): string[] {
  const names = (dir: string, prefix = '') =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir))
          .filter((file) => file.endsWith('.yaml'))
          .map((file) => `${prefix}${file.slice(0, -'.yaml'.length)}`)
      : [];
  return [
    ...names('src/content'),
    ...names('src/content/pages', 'pages/'),
    ...names('src/content/service-pages', 'service-pages/'),
  ].sort();
}

/** The service a words file is about (its page's words), if it is about one. */
const serviceOfWords = (name: string) =>
  name.startsWith('service-pages/') ? name.slice('service-pages/'.length) : wordsOfService[name];

/** Whether the brand shows the words file `name`. */
function shows(brand: Brand, name: string): boolean {
  if (notChecked.has(name)) return false;
  const service = serviceOfWords(name);
  return service === undefined || offers(brand, service);
}

/** The shown entries of a list the brand's own entries go before (recent work, gallery), as texts. */
function shownListTexts(
  brand: Brand,
  sharedFile: string,
  name: string,
  shownIds: (root: string) => Set<string>,
  root: string,
): Said[] {
  let ids: Set<string>;
  try {
    ids = shownIds(root);
  } catch {
    return [];
  }
  const layers = [ownLayer(brand, name, root), { file: sharedFile, data: read(sharedFile, root), shared: true }];
  return layers.flatMap((layer) =>
    layer && Array.isArray(layer.data)
      ? layer.data.flatMap((item: Data, index) =>
          isObject(item) && typeof item.id === 'string' && ids.has(item.id) ? said(layer, item, [String(index)]) : [],
        )
      : [],
  );
}

/** Any list entry with an id: which entries are shown is all that is asked here (the loaders check the rest). */
const anyEntry = z.looseObject({ id: z.string() });
/** A recent-work project as far as choosing the shown ones reads it (src/lib/local-proof.ts projectsShown). */
const project = z.looseObject({ id: z.string(), order: z.number(), image: z.string(), location: z.string() });

/** Every text the brand shows about itself, with the file and field it is written in. */
export function claimTexts(brand: Brand, root = process.cwd()): Said[] {
  const brandFile: Layer = { file: `brands/${brand.id}.json`, data: brand, shared: false };
  const texts: Said[] = brandTextFields.flatMap((field) => said(brandFile, brand[field], [field]));

  for (const name of sharedWordsFiles(root).filter((n) => shows(brand, n))) {
    const sharedFile = `src/content/${name}.yaml`;
    const data = read(sharedFile, root);
    if (data === undefined) continue;
    const hidden = hiddenFields(brand)[name] ?? (() => false);
    const shown = overlaid({ file: sharedFile, data, shared: true }, ownLayer(brand, name, root), depthOf(name));
    const service = serviceOfWords(name);
    texts.push(...shown.filter((text) => !hidden(text.field)).map((text) => (service ? { ...text, service } : text)));
  }

  // Area pages: every entry is built (out of the brand's areas too), each with the brand's own file over it.
  const areasFile = editableKinds.area.shared;
  const areas = read(areasFile, root);
  const areaList = Array.isArray(areas) ? (areas as Data[]).filter(isObject) : [];
  areaList.forEach((area, index) => {
    const own = typeof area.id === 'string' ? ownLayer(brand, `${editableKinds.area.own}/${area.id}`, root) : undefined;
    // An area it does not work in shows its own words in place of the headline and intro (src/layouts/AreaLayout.astro).
    const served = typeof area.name === 'string' && servesArea(brand, { name: area.name });
    const shown = overlaid({ file: areasFile, data: area, shared: true }, own, 1, [String(index)]);
    texts.push(...shown.filter((text) => served || !/^\d+\.(headline|intro)$/.test(text.field)));
  });

  // The hedge page's species notes, shared by every brand that trims hedges.
  if (offers(brand, wordsOfService.hedgeSpecies!)) {
    const hedgeSpecies: Layer = { file: 'src/content/hedgeSpecies.yaml', data: undefined, shared: true };
    const service = wordsOfService.hedgeSpecies!;
    texts.push(...said(hedgeSpecies, read(hedgeSpecies.file, root), []).map((text) => ({ ...text, service })));
  }

  const places = localPlaces(brand, areaList as unknown as AreaPlaces[]);
  texts.push(
    ...shownListTexts(
      brand,
      editableKinds.recentWork.shared,
      editableKinds.recentWork.own,
      (at) => {
        const entries = loadList(brand, editableKinds.recentWork.shared, editableKinds.recentWork.own, project, at);
        const ordered = [...entries].sort((a, b) => a.order - b.order);
        return new Set(projectsShown(ordered, places).map((entry) => entry.id));
      },
      root,
    ),
  );
  const galleryCategories = () =>
    loadList(brand, editableKinds.galleryCategories.shared, editableKinds.galleryCategories.own, anyEntry, root);
  texts.push(
    ...shownListTexts(
      brand,
      editableKinds.gallery.shared,
      editableKinds.gallery.own,
      (at) => {
        const categories = galleryCategories();
        const projects = loadGallery(brand, anyEntry, categories, at) as (Record<string, Data> & {
          id: string;
          own: boolean;
          category: string;
        })[];
        return new Set(galleryShown(projects, categories).projects.map((project) => project.id));
      },
      root,
    ),
    ...shownListTexts(
      brand,
      editableKinds.galleryCategories.shared,
      editableKinds.galleryCategories.own,
      (at) => {
        const categories = galleryCategories();
        const projects = loadGallery(brand, anyEntry, categories, at);
        return new Set(galleryShown(projects as never[], categories).categories.map((category) => category.id));
      },
      root,
    ),
  );

  // The catalogue's texts of the services the brand offers (cards, chips, ticker, area cards, slides).
  const catalogueFile: Layer = { file: 'src/content/services.json', data: undefined, shared: true };
  serviceCatalogue.forEach((entry, index) => {
    if (!offers(brand, entry.id)) return;
    const { mentions: _mentions, trade: _trade, ...shown } = entry;
    texts.push(...said(catalogueFile, shown, [String(index)]).map((text) => ({ ...text, service: entry.id })));
  });
  return texts;
}

/** Every claim the brand's words make that its proof, its services or the site's facts do not back (lib/claims.ts). */
export function brandClaimProblems(brand: Brand, root = process.cwd()): string[] {
  return claimProblems(claimTexts(brand, root), brand);
}

/**
 * For each service the brand does not offer, the first problem its page's and card's shared words would bring if it
 * did: the editor refuses adding it (lib/claims.ts servicesProblem) until the brand has words of its own for it.
 */
function problemsOfAdding(brand: Brand, root: string): Record<string, string> {
  const { services: _offered, ...offeringAll } = brand;
  const everything = claimTexts(offeringAll as Brand, root);
  const adding: Record<string, string> = {};
  for (const entry of serviceCatalogue.filter((e) => !offers(brand, e.id))) {
    const offer = { ...brand, services: [...(brand.services ?? []), entry.id] };
    const own = everything.filter((text) => text.service === entry.id);
    const [problem] = claimProblems(own, offer);
    if (problem)
      adding[entry.id] = `its standard words would show: ${problem.replace(/ \(shared, shown by [^)]*\)/, '')}`;
  }
  return adding;
}

/** The field holding a list file's items in the editor (src/admin/admin-config.ts listField). */
const listField = 'items';

/**
 * For each of the brand's own files the editor edits, the fields whose shared words (shown when the field is left
 * empty and so left out of the file) make a claim the brand's proof or services do not back, with the problem.
 */
function problemsOfFallingBack(brand: Brand, root: string): Pick<EditorClaims, 'fallbacks' | 'fewest'> {
  const fallbacks: Record<string, Record<string, string>> = {};
  const fewest: Record<string, number> = {};
  const record = (ownFile: string, sharedFile: string, shared: Data, depth: number, served = true) => {
    const fields: Record<string, string> = {};
    for (const text of said({ file: sharedFile, data: undefined, shared: true }, shared, [])) {
      if (!served && /^(headline|intro)$/.test(text.field)) continue;
      const key = depth === 1 ? text.field.split('.')[0]! : text.field;
      const [problem] = key in fields ? [] : claimProblems([text], brand);
      if (problem) fields[key] = problem.replace(/ \(shared, shown by [^)]*\)/, '');
    }
    if (Object.keys(fields).length) fallbacks[ownFile] = fields;
  };
  for (const name of ['home', 'about', 'welcome-dialog', ...brand.focus.map((id) => `service-pages/${id}`)]) {
    const own = ownLayer(brand, name, root);
    const sharedFile = `src/content/${name}.yaml`;
    if (own) record(own.file, sharedFile, read(sharedFile, root), depthOf(name));
  }
  // A brand that lists no project of its own shows the shared gallery, every shared filter with it (lib/gallery.ts).
  const gallery = ownLayer(brand, editableKinds.gallery.own, root);
  if (gallery) {
    const shared = [
      ...[editableKinds.gallery.shared, editableKinds.galleryCategories.shared].flatMap((file) =>
        said({ file, data: undefined, shared: true }, read(file, root), []),
      ),
    ];
    const [problem] = claimProblems(shared, brand);
    if (problem) fallbacks[gallery.file] = { [listField]: problem.replace(/ \(shared, shown by [^)]*\)/, '') };
  }
  // Recent work shows as many projects as the shared list holds: the brand's own, then shared ones to make it up.
  const recentWork = ownLayer(brand, editableKinds.recentWork.own, root);
  const sharedWork = read(editableKinds.recentWork.shared, root);
  if (recentWork && Array.isArray(sharedWork)) {
    const layer = { file: editableKinds.recentWork.shared, data: undefined, shared: true };
    const [problem] = claimProblems(said(layer, sharedWork, []), brand);
    if (problem) {
      fallbacks[recentWork.file] = { [listField]: problem.replace(/ \(shared, shown by [^)]*\)/, '') };
      fewest[recentWork.file] = sharedWork.length;
    }
  }
  const areas = read(editableKinds.area.shared, root);
  for (const area of Array.isArray(areas) ? (areas as Data[]).filter(isObject) : []) {
    const own = typeof area.id === 'string' ? ownLayer(brand, `${editableKinds.area.own}/${area.id}`, root) : undefined;
    const served = typeof area.name === 'string' && servesArea(brand, { name: area.name });
    if (own) record(own.file, editableKinds.area.shared, area, 1, served);
  }
  return { fallbacks, fewest };
}

/** What the brand's words claim and name, with what backs it, for the editor's check at the field (lib/claims.ts). */
export function brandEditorClaims(brand: Brand, root = process.cwd()): EditorClaims {
  return editorClaims(claimTexts(brand, root), brand, {
    adding: problemsOfAdding(brand, root),
    ...problemsOfFallingBack(brand, root),
  });
}
