/**
 * After a brand's build: prints how many shared placeholder pictures its pages still show and where
 * (scripts/support/placeholders-shown.ts), so the owner knows what to photograph (docs/owner-guide.md, "Your photos").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imageKeys } from '../src/assets/image-keys.ts';
import { brandImagesDir } from '../src/render-time/brand-images.ts';
import { photoName } from '../src/lib/photo-check.ts';
import { placeholderPictures, placeholderSummary, type BuiltPage } from './support/placeholders-shown.ts';

function builtPages(brandDir: string): BuiltPage[] {
  return readdirSync(brandDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = relative(brandDir, join(entry.parentPath, entry.name));
      const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return { route, html: readFileSync(join(brandDir, file), 'utf8') };
    });
}

/** The keys the brand has its own photo for. */
export function ownPhotoKeys(brandId: string, root = process.cwd()): Set<string> {
  const dir = join(root, brandImagesDir(brandId));
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir).flatMap((file) => photoName(file)?.key ?? []));
}

export function placeholderReport(brandId: string, brandDir: string): Map<string, string[]> {
  return placeholderPictures(builtPages(brandDir), brandId, imageKeys, ownPhotoKeys(brandId));
}

export function printPlaceholderReport(brandId: string, brandDir: string): void {
  for (const line of placeholderSummary(brandId, placeholderReport(brandId, brandDir))) console.log(line);
}
