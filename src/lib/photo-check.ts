/**
 * Checks a brand's own photo (brands/<id>/images/<key>.<ext>) before it replaces a shared picture: it must
 * be an image the build can encode, and large enough for the largest slot that picture fills, so no page
 * shows it blurred. Pure: src/build/brand-images.ts reads the file's format and size and calls these.
 */

export interface Size {
  width: number;
  height: number;
}

/** What the file turned out to be (sharp's metadata); undefined when it could not be read as an image. */
export interface PhotoInfo {
  format?: string;
  width?: number;
  height?: number;
}

/** The key of the home hero in brands/<id>/images/ (hero.jpg …): it replaces src/assets/images/hero/<brand-id>.jpg. */
export const heroKey = 'hero';

/** The extensions a photo may have, and the formats (as sharp reports them) they must contain. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * The largest slot each picture fills, 16:10 like the shared pictures: the hero is shown edge to edge (its
 * largest srcset width, 1920 px); every other picture at most across the content column (1600 px).
 * A photo must be at least this wide and this high (a taller or wider photo is cropped to fit).
 */
export function neededSize(key: string): Size {
  return key === heroKey ? { width: 1920, height: 1200 } : { width: 1600, height: 1000 };
}

const describe = ({ width, height }: Size) => `${width}×${height} px`;

/** The problem with `file` as the photo for `key`, or undefined when it can be used. */
export function photoProblem(file: string, key: string, info: PhotoInfo | undefined): string | undefined {
  const needed = neededSize(key);
  if (!info?.format || !photoFormats.has(info.format) || !info.width || !info.height)
    return `Images: ${file} is not an image the build can use; it needs a JPEG, PNG, WebP or AVIF photo of at least ${describe(needed)}.`;
  if (info.width < needed.width || info.height < needed.height)
    return `Images: ${file} is ${describe({ width: info.width, height: info.height })}, too small for its largest slot; it needs at least ${describe(needed)}.`;
  return undefined;
}

/** Splits "fencing-panel.jpg" into key and extension; undefined for a name that is not <key>.<photo extension>. */
export function photoName(file: string): { key: string; extension: string } | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]+)$/.exec(file);
  if (!match || !(photoExtensions as readonly string[]).includes(match[2]!)) return undefined;
  return { key: match[1]!, extension: match[2]! };
}

/**
 * The problems with a brand's images folder as a whole: names that are not <key>.<photo extension>, keys that
 * match no shared picture, two files for one key. `known`: the shared keys (the hero key is always known).
 */
export function folderProblems(dir: string, files: readonly string[], known: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    const name = photoName(file);
    if (!name) {
      problems.push(
        `Images: ${dir}/${file} is not named <key>.<${photoExtensions.join('|')}> (lower-case key, e.g. fencing-panel.jpg).`,
      );
      continue;
    }
    if (name.key !== heroKey && !known.includes(name.key))
      problems.push(
        `Images: ${dir}/${file} replaces no shared picture; name it after one of: ${[heroKey, ...known].join(', ')}.`,
      );
    const previous = seen.get(name.key);
    if (previous) problems.push(`Images: ${dir} has two files for "${name.key}" (${previous} and ${file}); keep one.`);
    seen.set(name.key, file);
  }
  return problems;
}
