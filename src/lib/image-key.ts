/**
 * Image keys in content: the base name of a picture in src/assets/images/ ("fencing-panel"). Which keys
 * exist is known only on the Node side (src/assets/image-keys.ts reads the folder); src/lib stays pure, so
 * its schemas take that list as a parameter and check only the shape when they are not given it.
 */
import { z } from 'astro/zod';

export type ImageKey = string;
/** The keys that have a file, as src/assets/image-keys.ts finds them. */
export type ImageKeys = readonly [ImageKey, ...ImageKey[]];

const shape = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an image key such as "fencing-panel"');

/** A key that has a file (one of `keys`), or, without `keys`, any well-formed key. */
export function imageKeySchema(keys?: ImageKeys): z.ZodType<ImageKey> {
  return keys ? z.enum(keys) : shape;
}
