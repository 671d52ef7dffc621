/**
 * Content collections: repeatable content lives here as data with zod schemas, not in markup.
 * Images are referenced by key (src/assets/image-keys.ts).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { imageKeys } from './assets/image-keys.ts';

export const imageKey = z.enum(imageKeys);

// Each collection is added below by the page that needs it; keep one collection per content type.
export const collections = {};

// Referenced so the shared imports stay in one place for the collections added below.
void [defineCollection, file, glob, imageKey];
