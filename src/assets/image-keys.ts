/**
 * Every image the site shows, by key: the base names of the files in src/assets/images/ (the brand heroes
 * in images/hero/ are the brandHero collection). Adding a photo there makes its name a key, with no code
 * to edit; content collections and components refer to images by these keys, and a key with no file fails
 * the build naming the key. tools/images/make-images.ts (npm run images) renders illustrated versions;
 * owners replace the files with real photos of the same base name.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Astro bundles this module, so the folder is found from the project root, not from import.meta.url. */
export const imagesDir = join(process.cwd(), 'src/assets/images');

const photo = /^(.+)\.(jpe?g|png|webp|avif)$/;

export const imageKeys = [
  ...new Set(readdirSync(imagesDir).flatMap((file) => (photo.exec(file) ? [photo.exec(file)![1]!] : []))),
].sort() as [string, ...string[]];

/** A base name in src/assets/images/; checked when the content is validated and when an image is resolved. */
export type ImageKey = string;
