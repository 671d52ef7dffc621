/**
 * Checks a brand's own photo (brands/<id>/images/<key>.<ext>) before it replaces a shared picture: it must
 * be an image the build can encode, and large enough for the largest slot that picture fills, so no page
 * shows it blurred. Pure: src/render-time/brand-images.ts reads the file's format and size and calls these, and so
 * does the editor's photo control (src/admin/photo-key-widget.tsx) before anything is saved.
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

/**
 * A photo of one of the brand's people (brands/<id>/images/person-<name>.jpg, named by `proof.people[].photo`): the
 * business's own, never a shared picture, since a face must be the real person's.
 */
export const isPersonPhotoKey = (key: string) => /^person-[a-z0-9]+(-[a-z0-9]+)*$/.test(key);

/** The extensions a photo may have, and the formats (as sharp reports them) they must contain. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * The largest slot each picture fills, 16:10 like the shared pictures: the hero is shown edge to edge (its
 * largest srcset width, 1920 px); every other picture at most across the content column (1600 px).
 * A photo must be at least this wide and this high (a taller or wider photo is cropped to fit).
 */
export function neededSize(key: string): Size {
  if (isPersonPhotoKey(key)) return { width: 480, height: 480 };
  return key === heroKey ? { width: 1920, height: 1200 } : { width: 1600, height: 1000 };
}

const describe = ({ width, height }: Size) => `${width}×${height} px`;

/** Why the editor refuses a chosen photo for `key`, in the owner's words, or undefined when it can be used. */
export function photoRefusal(key: string, info: PhotoInfo | undefined): string | undefined {
  const needed = neededSize(key);
  const size = ({ width, height }: Size) => `${width} × ${height} pixels`;
  if (!info?.format || !photoFormats.has(info.format) || !info.width || !info.height)
    return `This file is not a photo the site can use. Choose a JPEG, PNG, WebP or AVIF photo of at least ${size(needed)}.`;
  if (info.width < needed.width || info.height < needed.height)
    return `This photo is ${size({ width: info.width, height: info.height })}: too small, it would look blurred. Choose one of at least ${size(needed)}.`;
  return undefined;
}

/**
 * The image format of a file's first bytes, named as sharp names it (an AVIF is "heif"), or undefined when the
 * bytes are none of the four: what a file is, whatever its name says.
 */
export function sniffFormat(bytes: Uint8Array): PhotoInfo['format'] {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'heif';
  return undefined;
}

/** Where the editor keeps a small picture of each shared image (under its own folder): pictures/<key>.webp. */
export const picturesDir = 'pictures';
export const pictureFile = (key: string) => `${picturesDir}/${key}.webp`;

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
    if (name.key !== heroKey && !isPersonPhotoKey(name.key) && !known.includes(name.key))
      problems.push(
        `Images: ${dir}/${file} replaces no shared picture; name it after one of: ${[heroKey, ...known].join(', ')}, or person-<name> for a photo of one of your people.`,
      );
    const previous = seen.get(name.key);
    if (previous) problems.push(`Images: ${dir} has two files for "${name.key}" (${previous} and ${file}); keep one.`);
    seen.set(name.key, file);
  }
  return problems;
}
