/**
 * Content collections: repeatable content lives here as data with zod schemas, not in markup.
 * Images are referenced by key (src/assets/image-keys.ts).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { imageKeys } from './assets/image-keys.ts';
import { icons, type IconName } from './lib/icons.ts';

export const imageKey = z.enum(imageKeys);

// Each collection is added below by the page that needs it; keep one collection per content type.

// --- Gallery, reviews, delivery, areas and blog (pages: /gallery, /reviews, /delivery-info, area pages, /blog) ---
const iconName = z.enum(Object.keys(icons) as [IconName, ...IconName[]]);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2024-09-24');
const titledText = z.strictObject({ title: z.string().min(3), text: z.string().min(20) });

const testimonials = defineCollection({
  loader: file('src/content/testimonials.json'),
  schema: z.strictObject({
    id: z.string(),
    name: z.string().min(2),
    /** Empty when the platform shows no date. */
    date: z.union([isoDate, z.literal('')]),
    platform: z.enum(['Bark', 'Yell', 'Facebook', 'Trustpilot']),
    rating: z.number().int().min(1).max(5),
    text: z.string().min(40),
  }),
});

const reviewPlatforms = defineCollection({
  loader: file('src/content/review-platforms.json'),
  schema: z.strictObject({
    id: z.string(),
    name: z.enum(['Bark', 'Yell', 'Facebook', 'Trustpilot']),
    icon: iconName,
    /** Which brand.profiles URL the link uses: URLs live in the brand file only. */
    profile: z.enum(['bark', 'yell', 'facebook', 'trustpilot']),
    summary: z.string().min(20),
  }),
});

const gallery = defineCollection({
  loader: file('src/content/gallery.json'),
  schema: z.strictObject({
    id: z.string(),
    title: z.string().min(5),
    category: z.enum(['garden', 'artificial-grass', 'fencing']),
    imageKey,
    description: z.string().min(40),
  }),
});

const deliveryZones = defineCollection({
  loader: file('src/content/delivery-zones.json'),
  schema: z.strictObject({
    id: z.string(),
    title: z.string().min(3),
    description: z.string().min(20),
    /** Shown exactly as written (SPEC section 9), e.g. "£30-£50". */
    price: z.string().regex(/^£\d+-£\d+/),
  }),
});

const areas = defineCollection({
  loader: file('src/content/areas.json'),
  schema: z.strictObject({
    id: z.string(),
    name: z.string().min(3),
    title: z.string().min(10).max(60),
    description: z.string().min(50).max(170),
    headline: z.string().min(10),
    intro: z.string().min(80),
    badges: z.array(z.strictObject({ icon: iconName, label: z.string().min(3) })).length(3),
    towns: z.array(z.string().min(2)).min(6),
    whyChoose: z.array(titledText).length(6),
    /** Property-specialist cards (West London only). */
    specialists: z.array(titledText).length(3).optional(),
  }),
});

/** The blog's categories, in the order the listing shows them. */
export const blogCategories = ['Tree Surgery', 'Landscaping Tips', 'Seasonal Care'] as const;

const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.strictObject({
    title: z.string().min(10).max(70),
    description: z.string().min(50).max(170),
    excerpt: z.string().min(50),
    date: z.coerce.date(),
    updated: z.coerce.date().optional(),
    category: z.enum(blogCategories),
    readTime: z.string().regex(/^\d+ min read$/),
    imageKey,
    imageAlt: z.string().min(10),
    author: z.string().min(3),
  }),
});

export const collections = { testimonials, reviewPlatforms, gallery, deliveryZones, areas, blog };

// Referenced so the shared imports stay in one place for the collections added below.
void [defineCollection, file, glob, imageKey];
