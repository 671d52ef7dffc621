/**
 * Every image the site shows, as astro:assets metadata, by key.
 * The files live in src/assets/images/<key>.<ext>; a brand's own photo, brands/<id>/images/<key>.<ext>,
 * replaces one for that brand only (resolveImage). The per-brand home hero (images/hero/<brand-id>.<ext>)
 * is the brandHero collection (src/content.config.ts), so a build loads only its own brand's.
 * tools/images/make-images.ts (npm run images) renders illustrated versions; an owner replaces a file with a real
 * photo of the same base name (any of the extensions below) and nothing else changes.
 */
import type { ImageMetadata } from 'astro';
import { getEntry } from 'astro:content';
import { drawnPerBrand, type PictureSource } from '../lib/brand-pictures.ts';
import { imageKeys, type ImageKey } from './image-keys.ts';

type ImageModule = { default: ImageMetadata };

const sceneFiles = import.meta.glob<ImageModule>('./images/*.{jpg,jpeg,png,webp,avif}', { eager: true });

const howToFix = 'Run `npm run images` to regenerate the illustrations, or add a photo with that name.';

/** Base name → metadata; two files for one name (e.g. a photo dropped beside the illustration) is an error. */
function byBaseName(files: Record<string, ImageModule>): Map<string, { path: string; image: ImageMetadata }> {
  const found = new Map<string, { path: string; image: ImageMetadata }>();
  for (const [path, module] of Object.entries(files)) {
    const name = path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
    const previous = found.get(name);
    if (previous) {
      throw new Error(
        `Images: "${name}" has two files (${previous.path.slice(2)} and ${path.slice(2)}) in src/assets; delete one.`,
      );
    }
    found.set(name, { path, image: module.default });
  }
  return found;
}

const sceneByName = byBaseName(sceneFiles);

/** ImageKey → metadata. Built once at import, so a missing file fails the build naming the key. */
export const images = Object.fromEntries(
  imageKeys.map((key) => {
    const entry = sceneByName.get(key);
    if (!entry)
      throw new Error(`Images: no file for image key "${key}" (expected src/assets/images/${key}.jpg). ${howToFix}`);
    return [key, entry.image];
  }),
) as Record<ImageKey, ImageMetadata>;

export function isImageKey(value: string): value is ImageKey {
  return (imageKeys as readonly string[]).includes(value);
}

/**
 * An ImageKey → the picture the current brand shows for it: its own photo (brands/<id>/images/<key>.<ext>,
 * the brandImages collection), else its drawing of it (the brandDrawings collection), else the shared one. Already-imported metadata is returned as it is.
 */
export async function resolveImage(image: ImageKey | ImageMetadata): Promise<ImageMetadata> {
  if (typeof image !== 'string') return image;
  if (!isImageKey(image)) throw new Error(`Images: "${image}" is not an image key (see src/assets/image-keys.ts).`);
  return (await getEntry('brandImages', image))?.data.image ?? (await brandDrawing(image)) ?? images[image];
}

/** The current brand's drawing of `key`, if it is one of the pictures drawn per brand and the brand has it. */
async function brandDrawing(key: ImageKey): Promise<ImageMetadata | undefined> {
  // Only keys drawn per brand are looked up: Astro warns about every entry asked for and not found.
  if (!(drawnPerBrand as readonly string[]).includes(key)) return undefined;
  return (await getEntry('brandDrawings', key))?.data.image;
}

/**
 * Which picture the current brand shows for `key`: its own photo, its drawing (lib/brand-pictures.ts) or the shared
 * illustration, so a page describes the picture it shows.
 */
export async function pictureSource(key: ImageKey): Promise<PictureSource> {
  if (await hasOwnPhoto(key)) return 'photo';
  return (await brandDrawing(key)) ? 'drawn' : 'shared';
}

/** Whether the current brand has its own photo for `key` (brands/<id>/images/<key>.<ext>). */
export async function hasOwnPhoto(key: ImageKey): Promise<boolean> {
  // getEntry, not getCollection: Astro warns on every getCollection of an empty collection (most brands have no photos yet).
  return (await getEntry('brandImages', key)) !== undefined;
}

/**
 * An image's plain metadata (width, height, src) read without marking the original file as used
 * outside the image pipeline: Astro copies an original into dist/ as soon as any property of its
 * import is read, so read them from the hidden `clone`, as astro:assets' own <Picture> does.
 */
export function plainMetadata(image: ImageMetadata): ImageMetadata {
  return (image as ImageMetadata & { clone?: ImageMetadata }).clone ?? image;
}
