/**
 * The editor's configuration for the brands of this checkout (src/admin/admin-config.ts maps the schemas):
 * which content files each brand has, the image keys, the gallery filters, the ids the shared lists use, and the
 * GitHub repository the production editor commits to. Reads the brand files leniently (an id, a name, the lead
 * services): a brand file the build would refuse still opens in the editor, where it can be put right.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { adminConfig, type Backend, type BrandEditing, type ConfigOptions } from '../../src/admin/admin-config.ts';
import { brandContentDir } from '../../src/render-time/brand-content-files.ts';
import { brandEditorClaims } from '../../src/render-time/claim-texts.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { tradeNotOffered } from '../../src/lib/claims.ts';
import { editableKindIds, kindSpec } from '../../src/lib/editable-kinds.ts';
import { brandImagesDir } from '../../src/render-time/brand-images.ts';
import type { ImageKeys } from '../../src/lib/image-key.ts';
import { photoName } from '../../src/lib/photo-check.ts';
import { wholeStyles } from '../../src/lib/hero-frames.ts';
import { drawnHeroCuts } from '../../src/render-time/hero-cuts.ts';

/** Written in the configuration when the build does not know the repository (docs/operations.md: set ADMIN_REPO). */
export const placeholderRepo = 'OWNER/REPOSITORY';

/**
 * "owner/name": ADMIN_REPO, else the repository Netlify builds from (REPOSITORY_URL, e.g.
 * https://github.com/owner/name), else the placeholder.
 */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): Backend {
  const fromUrl = /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(env.REPOSITORY_URL ?? '')?.[1];
  return { repo: env.ADMIN_REPO || fromUrl || placeholderRepo, branch: env.ADMIN_BRANCH || 'main' };
}

/** The brand's content files by name ("home", "service-pages/fencing") → path from the project root. */
export function brandContentFiles(brandId: string, root = process.cwd()): Record<string, string> {
  const dir = brandContentDir(brandId);
  const files: Record<string, string> = {};
  if (!existsSync(join(root, dir))) return files;
  for (const entry of readdirSync(join(root, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|json)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name).slice(join(root).length + 1);
    files[path.slice(dir.length + 1).replace(/\.(ya?ml|json)$/, '')] = path;
  }
  return files;
}

/** A data file's items (YAML or JSON), or none when it is missing or unreadable. */
function readItems(path: string): Record<string, unknown>[] {
  try {
    const data: unknown = parseYaml(readFileSync(path, 'utf8'));
    return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  } catch {
    return [];
  }
}

/** The brand's own photos (brands/<id>/images/<key>.<ext>) by key. */
function ownPhotosOf(brandId: string, root: string): Record<string, string> {
  const dir = brandImagesDir(brandId);
  if (!existsSync(join(root, dir))) return {};
  return Object.fromEntries(
    readdirSync(join(root, dir)).flatMap((file) => {
      const name = photoName(file);
      return name ? [[name.key, `${dir}/${file}`]] : [];
    }),
  );
}

/**
 * The shared lists a brand's own list goes before (src/lib/editable-kinds.ts, the kinds read as a list): their ids
 * are taken (reviews have none: a brand's are its own).
 */
const sharedLists: Record<string, string> = Object.fromEntries(
  editableKindIds.flatMap((kind) => {
    const spec = kindSpec(kind);
    return spec.read === 'list' || spec.read === 'gallery' ? [[kind, spec.shared]] : [];
  }),
);

/** What the editor needs of the brand files: id (the file's name), name, lead services and services offered, as far as they read. */
export function brandsForEditing(root = process.cwd()): BrandEditing['brand'][] {
  return readdirSync(join(root, 'brands'))
    .filter((name) => name.endsWith('.json') && name !== 'brand.schema.json')
    .sort()
    .map((name) => {
      const id = name.slice(0, -'.json'.length);
      let data: Record<string, unknown> = {};
      try {
        data = JSON.parse(readFileSync(join(root, 'brands', name), 'utf8')) as Record<string, unknown>;
      } catch {
        // Unreadable: listed by its id; the problem is shown where the editor is started.
      }
      const ids = (value: unknown) =>
        Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : [];
      const focus = ids(data.focus);
      const services = ids(data.services);
      return {
        id,
        businessName: typeof data.businessName === 'string' ? data.businessName : id,
        focus,
        ...(services.length ? { services } : {}),
      };
    });
}

/** The hero styles that show the brand's drawn hero whole (none given: its own photo, or no drawing yet: any). */
function heroStylesOf(brandId: string, root: string): Pick<BrandEditing, 'heroStyles'> {
  const cuts = drawnHeroCuts(brandId, root);
  return cuts ? { heroStyles: wholeStyles(cuts) } : {};
}

/**
 * What each brand's words claim and name (src/lib/claims.ts), for the claim check at the field; none while a brand
 * file would not build (the editor then shows that problem, and the build checks the claims once it is put right).
 */
function claimsOf(root: string): Map<string, NonNullable<BrandEditing['claims']>> {
  let brands: Brand[];
  try {
    brands = loadBrands(join(root, 'brands'));
  } catch {
    return new Map();
  }
  return new Map(brands.map((brand) => [brand.id, brandEditorClaims(brand, root)]));
}

export function editingOf(brands: readonly BrandEditing['brand'][], root = process.cwd()): BrandEditing[] {
  const sharedIds = Object.fromEntries(
    Object.entries(sharedLists).map(([name, file]) => [
      name,
      readItems(join(root, file)).flatMap((item) => (typeof item.id === 'string' ? [item.id] : [])),
    ]),
  );
  const claims = claimsOf(root);
  return brands.map((brand) => {
    const contentFiles = brandContentFiles(brand.id, root);
    const own = contentFiles.galleryCategories ? readItems(join(root, contentFiles.galleryCategories)) : [];
    const brandClaims = claims.get(brand.id);
    // A filter that names a trade the brand does not offer ("Fencing", for a tree surgeon) is not offered for its
    // projects: the gallery would show it, and the claim check refuses it (src/lib/claims.ts).
    const named = (item: Record<string, unknown>) =>
      brandClaims !== undefined && tradeNotOffered(`${String(item.label)}. ${String(item.noun ?? '')}`, brandClaims);
    const galleryCategories = [...own, ...readItems(join(root, sharedLists.galleryCategories!))].flatMap((item) =>
      typeof item.id === 'string' && typeof item.label === 'string' && !named(item)
        ? [{ id: item.id, label: item.label }]
        : [],
    );
    return {
      brand,
      contentFiles,
      galleryCategories,
      sharedIds,
      ownPhotos: ownPhotosOf(brand.id, root),
      claims: claims.get(brand.id),
      ...heroStylesOf(brand.id, root),
    };
  });
}

export async function buildAdminConfig(brands: readonly BrandEditing['brand'][], options: ConfigOptions = {}) {
  // Imported here: the module scans src/assets/images when loaded.
  const { imageKeys } = (await import('../../src/assets/image-keys.ts')) as { imageKeys: ImageKeys };
  return adminConfig(editingOf(brands), backendFromEnv(), imageKeys, options);
}
