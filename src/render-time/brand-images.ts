/**
 * A brand's own photos, brands/<id>/images/<key>.<ext>: each replaces the shared picture of that key for that
 * brand only (`hero` replaces its home hero). Node only: the brandImages and brandHero collections
 * (src/content.config.ts) call this, so only the current brand's files enter its build. A file that is not
 * an image, too small for its largest slot or named after no picture stops the build naming it (lib/photo-check.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { folderProblems, photoName, photoProblem, type PhotoInfo } from '../lib/photo-check.ts';

export function brandImagesDir(brandId: string): string {
  return `brands/${brandId}/images`;
}

async function photoInfo(path: string): Promise<PhotoInfo | undefined> {
  try {
    const { format, width, height } = await sharp(path).metadata();
    return { format, width, height };
  } catch {
    return undefined;
  }
}

/** Key → project-relative path ("/brands/<id>/images/<file>", as image() takes it) of the brand's checked photos. */
export async function readBrandImages(
  brandId: string,
  knownKeys: readonly string[],
  root = process.cwd(),
): Promise<Map<string, string>> {
  const dir = brandImagesDir(brandId);
  const photos = new Map<string, string>();
  if (!existsSync(join(root, dir))) return photos;
  const files = readdirSync(join(root, dir))
    .filter((file) => !file.startsWith('.'))
    .sort();
  const problems = folderProblems(dir, files, knownKeys);
  for (const file of files) {
    const name = photoName(file);
    if (!name) continue;
    const problem = photoProblem(`${dir}/${file}`, name.key, await photoInfo(join(root, dir, file)));
    if (problem) problems.push(problem);
    photos.set(name.key, `/${dir}/${file}`);
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return photos;
}
