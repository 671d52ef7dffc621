/**
 * Reads the content collections' files for the brand being built: the shared file in src/content/ and,
 * when the brand has one, its own under brands/<id>/content/ (same name, .yaml/.yml/.json), validated
 * with the same zod schema. Node only: src/content.config.ts's loaders call these (the owner-editable kinds'
 * through ./editable-content.ts, which the editor's pre-save check shares).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import type { Brand } from '../lib/brand-schema.ts';
import {
  brandPlaceholders,
  combineLists,
  ContentError,
  deepPartial,
  fillPlaceholders,
  overlayDeep,
  overlayEntry,
  parseContent,
} from '../lib/brand-content.ts';
import { editableKinds } from '../lib/editable-kinds.ts';

/** Paths are relative to the project root (the working directory; tests pass a temporary one). */
const projectRoot = () => process.cwd();
const dataExtensions = ['.yaml', '.yml', '.json'];

/** Where a brand keeps its own words: brands/<id>/content/. */
export function brandContentDir(brandId: string): string {
  return `brands/${brandId}/content`;
}

/** A YAML or JSON file's data; a syntax error names the file. */
export function readDataFile(file: string, root = projectRoot()): unknown {
  const text = readFileSync(join(root, file), 'utf8');
  try {
    return file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ContentError(file, '', `cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** The brand's file for `name` (e.g. "home", "service-pages/fencing"), if it has one. */
export function findBrandFile(brand: Brand, name: string, root = projectRoot()): string | undefined {
  const found = dataExtensions
    .map((ext) => `${brandContentDir(brand.id)}/${name}${ext}`)
    .filter((f) => existsSync(join(root, f)));
  if (found.length > 1) throw new ContentError(found[1]!, '', `duplicates ${found[0]}; keep one of them`);
  return found[0];
}

/** One entry: the shared file, with the brand's top-level keys over it, placeholders filled. */
export function loadEntry<S extends z.ZodObject>(
  brand: Brand,
  sharedFile: string,
  name: string,
  schema: S,
  root = projectRoot(),
): z.infer<S> {
  const facts = brandPlaceholders(brand);
  const shared = fillPlaceholders(parseContent(schema, readDataFile(sharedFile, root), sharedFile), facts, sharedFile);
  const ownFile = findBrandFile(brand, name, root);
  if (!ownFile) return shared;
  const own = fillPlaceholders(parseContent(schema.partial(), readDataFile(ownFile, root), ownFile), facts, ownFile);
  return overlayEntry(shared, own as Partial<z.infer<S>>);
}

/**
 * Words (forms, welcome dialog, calls to action, 404): the shared file, with whichever keys the brand's
 * file of that name writes laid over it at any depth, placeholders filled.
 */
export function loadWords<S extends z.ZodObject>(
  brand: Brand,
  sharedFile: string,
  name: string,
  schema: S,
  root = projectRoot(),
  slots: readonly string[] = [],
): z.infer<S> {
  const facts = brandPlaceholders(brand);
  const fill = <T>(value: T, file: string) => fillPlaceholders(value, facts, file, '', slots);
  const shared = fill(parseContent(schema, readDataFile(sharedFile, root), sharedFile), sharedFile);
  const ownFile = findBrandFile(brand, name, root);
  const own = ownFile && fill(parseContent(deepPartial(schema), readDataFile(ownFile, root), ownFile), ownFile);
  // Checked again with the brand's facts in: a long business name can push a text past its limit.
  return parseContent(schema, overlayDeep(shared, own), ownFile ?? sharedFile);
}

/** Each file in the brand's `folder` must rewrite one of `ids`: a stray file stops the build naming it. */
function checkOwnFiles(brand: Brand, folder: string, ids: readonly string[], what: string, root: string): void {
  const ownDir = join(root, brandContentDir(brand.id), folder);
  for (const file of existsSync(ownDir) ? readdirSync(ownDir) : []) {
    if (!ids.includes(file.replace(/\.(ya?ml|json)$/, '')))
      throw new ContentError(
        `${brandContentDir(brand.id)}/${folder}/${file}`,
        '',
        `matches no ${what} (known: ${ids.join(', ')})`,
      );
  }
}

/** One entry per file of a shared folder (id = file name), each with the brand's own file of that name over it. */
export function loadEntries<S extends z.ZodObject>(
  brand: Brand,
  sharedDir: string,
  schema: S,
  root = projectRoot(),
): ({ id: string } & z.infer<S>)[] {
  const ids = readdirSync(join(root, sharedDir))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.slice(0, -'.yaml'.length))
    .sort();
  const folder = sharedDir.replace(/^src\/content\//, '');
  checkOwnFiles(brand, folder, ids, `shared file in ${sharedDir}/`, root);
  return ids.map((id) => ({ id, ...loadEntry(brand, `${sharedDir}/${id}.yaml`, `${folder}/${id}`, schema, root) }));
}

/**
 * A shared list whose entries a brand may each rewrite (areas.json): its file named after an entry's id in
 * brands/<id>/content/<folder>/ replaces the top-level keys it writes (checked by `ownSchema`); placeholders
 * filled. A file matching no entry is an error naming it.
 */
export function loadListEntries<S extends z.ZodObject, O extends z.ZodObject>(
  brand: Brand,
  sharedFile: string,
  folder: string,
  schema: S,
  ownSchema: O,
  root = projectRoot(),
): z.infer<S>[] {
  const facts = brandPlaceholders(brand);
  const shared = fillPlaceholders(
    parseContent(schema.array(), readDataFile(sharedFile, root), sharedFile),
    facts,
    sharedFile,
  ) as (z.infer<S> & { id: string })[];
  const ids = shared.map((entry) => entry.id);
  checkOwnFiles(brand, folder, ids, `entry of ${sharedFile}`, root);
  return shared.map((entry) => {
    const ownFile = findBrandFile(brand, `${folder}/${entry.id}`, root);
    if (!ownFile) return entry;
    const own = fillPlaceholders(parseContent(ownSchema, readDataFile(ownFile, root), ownFile), facts, ownFile);
    return overlayEntry(entry, own as Partial<z.infer<S>>);
  });
}

/**
 * A list only the brand itself can fill (its reviews and testimonials): its own file's entries, placeholders
 * filled, ids unique; none when it has no file.
 */
export function loadOwnList<S extends z.ZodObject>(
  brand: Brand,
  name: string,
  schema: S,
  root = projectRoot(),
): (z.infer<S> & { id: string })[] {
  const ownFile = findBrandFile(brand, name, root);
  if (!ownFile) return [];
  const entries = fillPlaceholders(
    parseContent(schema.array(), readDataFile(ownFile, root), ownFile),
    brandPlaceholders(brand),
    ownFile,
  ) as (z.infer<S> & { id: string })[];
  return combineLists(entries, [], ownFile).map(({ own: _own, ...entry }) => entry as z.infer<S> & { id: string });
}

/** A list: the brand's own entries (marked `own`), then the shared ones; placeholders filled. */
export function loadList<S extends z.ZodObject>(
  brand: Brand,
  sharedFile: string,
  name: string,
  schema: S,
  root = projectRoot(),
): (z.infer<S> & { id: string; own: boolean })[] {
  type Entry = z.infer<S> & { id: string };
  const facts = brandPlaceholders(brand);
  const read = (file: string): Entry[] =>
    fillPlaceholders(parseContent(schema.array(), readDataFile(file, root), file), facts, file) as Entry[];
  const ownFile = findBrandFile(brand, name, root);
  return combineLists(ownFile ? read(ownFile) : [], read(sharedFile), ownFile ?? '');
}

/** The gallery: the brand's own projects, then the shared ones, each in one of `categories` (else an error naming it). */
export function loadGallery<S extends z.ZodObject>(
  brand: Brand,
  schema: S,
  categories: readonly { id: string }[],
  root = projectRoot(),
): (z.infer<S> & { id: string; own: boolean })[] {
  const { gallery, galleryCategories } = editableKinds;
  const ids = categories.map((category) => category.id);
  const projects = loadList(brand, gallery.shared, gallery.own, schema, root);
  const ownCount = projects.filter((p) => p.own).length;
  projects.forEach((project, index) => {
    const category = (project as { category?: string }).category ?? '';
    if (!ids.includes(category))
      throw new ContentError(
        project.own ? `${brandContentDir(brand.id)}/${gallery.own}` : gallery.shared,
        `${project.own ? index : index - ownCount}.category`,
        `"${category}" is no gallery category (known: ${ids.join(', ')}); add it to ${galleryCategories.own}.yaml`,
      );
  });
  return projects;
}
