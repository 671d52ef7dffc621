/**
 * The editor's configuration for the brands of this checkout (src/lib/admin-config.ts maps the schemas):
 * which content files each brand has, the image keys, and the GitHub repository the production editor commits to.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { adminConfig, type Backend, type BrandEditing } from '../../src/lib/admin-config.ts';
import { brandContentDir } from '../../src/build/brand-content-files.ts';
import type { ImageKeys } from '../../src/lib/image-key.ts';

/** Written in the configuration when the build does not know the repository: the README says to set ADMIN_REPO. */
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

export function editingOf(brands: readonly Brand[], root = process.cwd()): BrandEditing[] {
  return brands.map((brand) => ({ brand, contentFiles: brandContentFiles(brand.id, root) }));
}

export async function buildAdminConfig(brands: readonly Brand[]) {
  // Imported here: the module scans src/assets/images when loaded.
  const { imageKeys } = (await import('../../src/assets/image-keys.ts')) as { imageKeys: ImageKeys };
  return adminConfig(editingOf(brands), backendFromEnv(), imageKeys);
}
