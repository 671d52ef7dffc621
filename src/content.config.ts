/**
 * Content collections: repeatable content lives here as data with zod schemas, not in markup.
 * Images are referenced by key (src/assets/image-keys.ts).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { readdirSync } from 'node:fs';
import { imageKeys } from './assets/image-keys.ts';
import { brand } from './brand.ts';
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
    /** Position on the page: collections come back sorted by id (see byOrder). */
    order: z.number().int().positive(),
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
    /** Position on the page: collections come back sorted by id (see byOrder). */
    order: z.number().int().positive(),
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
    /** Position on the page: collections come back sorted by id (see byOrder). */
    order: z.number().int().positive(),
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
    /** Page <title> before " | businessName": short enough that the whole title stays within 70 characters. */
    title: z.string().min(10).max(33),
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
    /** Page <title> before " | businessName" when the headline is too long for it (70 characters in all). */
    metaTitle: z.string().min(10).max(33).optional(),
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

// --- Home page and service pages (/, /services, /fencing … /garden-transformation) ---
const imageWithAlt = { image: imageKey, alt: z.string().min(10) };
/** Collections come back sorted by id, so entries that have a display order carry it explicitly (see byOrder). */
const order = z.number().int().positive();
const titledItems = z.array(z.strictObject({ title: z.string().min(3), text: z.string().min(20) }));

const homeReviews = defineCollection({
  loader: file('src/content/homeReviews.yaml'),
  schema: z.strictObject({
    id: z.string(),
    order,
    quote: z.string().min(60).max(240),
    /** First name plus initial ("Sarah M.") or full name. */
    author: z.string().regex(/^[A-Z][a-z]+ ([A-Z]\.|[A-Z][a-z]+)$/, 'must be "First I." or "First Last"'),
    location: z.enum(['Swindon', 'Slough', 'Uxbridge', 'Hillingdon', 'Local Customer']),
    rating: z.literal(5),
  }),
});

const recentWork = defineCollection({
  loader: file('src/content/recentWork.yaml'),
  schema: z.strictObject({
    id: z.string(),
    order,
    ...imageWithAlt,
    title: z.string().min(5),
    description: z.string().min(60),
    location: z.string().min(3),
  }),
});

const servicesTicker = defineCollection({
  loader: file('src/content/servicesTicker.yaml'),
  schema: z.strictObject({ id: z.string(), order, text: z.string().min(5) }),
});

const hedgeSpecies = defineCollection({
  loader: file('src/content/hedgeSpecies.yaml'),
  schema: z.strictObject({
    id: z.string(),
    order,
    name: z.string().min(3),
    latinName: z.string().min(5),
    note: z.string().min(40),
  }),
});

/** One YAML file per service page (file name = route): the copy the ServicePage template lays out. */
const servicePages = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/service-pages' }),
  schema: z.strictObject({
    /** ≤ 33 so "{title} | {businessName}" stays within 70 characters for the longest brand name. */
    title: z.string().min(5).max(33),
    description: z.string().min(70).max(160),
    /** Show the process before "what's included" (when the process is the point of the page). */
    processFirst: z.boolean().optional(),
    heading: z.string().min(5),
    intro: z.string().min(80),
    heroImage: imageKey,
    heroAlt: z.string().min(10),
    badges: z.array(z.strictObject({ icon: iconName, label: z.string().min(3) })).optional(),
    overview: z.strictObject({ title: z.string().min(5), paragraphs: z.array(z.string().min(60)).min(1) }),
    options: z
      .strictObject({
        title: z.string().min(5),
        intro: z.string().min(30).optional(),
        cards: z
          .array(
            z
              .strictObject({
                title: z.string().min(3),
                description: z.string().min(40),
                image: imageKey.optional(),
                alt: z.string().min(10).optional(),
              })
              .refine((card) => !card.image || card.alt, 'a card with an image needs alt text'),
          )
          .min(2),
      })
      .optional(),
    included: z.strictObject({
      title: z.string().min(5),
      intro: z.string().min(30).optional(),
      items: titledItems.min(3),
    }),
    process: z.strictObject({
      title: z.string().min(5),
      intro: z.string().min(30).optional(),
      steps: titledItems.min(3).max(4),
    }),
    aftercare: z.strictObject({ title: z.string().min(5), paragraphs: z.array(z.string().min(60)).min(1) }).optional(),
    faqs: z.array(z.strictObject({ question: z.string().min(10), answer: z.string().min(40) })).optional(),
    cta: z.strictObject({ title: z.string().min(5), text: z.string().min(40) }),
  }),
});

/**
 * The current brand's home hero, src/assets/images/hero/<brand-id>.<ext>, and no other brand's:
 * a build imports only the images its collections and pages reference, so no other brand's hero
 * enters it (an import.meta.glob over the folder would bring every brand's into every build).
 */
const heroDir = 'src/assets/images/hero';
const brandHero = defineCollection({
  loader: () => {
    const files = readdirSync(heroDir).filter((file) => /^(.+)\.(jpe?g|png|webp|avif)$/.exec(file)?.[1] === brand.id);
    if (files.length !== 1)
      throw new Error(
        files.length
          ? `Images: brand "${brand.id}" has two hero files (${files.join(', ')}) in ${heroDir}; delete one.`
          : `Images: no hero image for brand "${brand.id}" (expected ${heroDir}/${brand.id}.jpg). ` +
              'Run `npm run images -- ' +
              brand.id +
              '`, or add a photo with that name.',
      );
    // A leading slash is project-relative for image().
    return [{ id: brand.id, image: `/${heroDir}/${files[0]}` }];
  },
  schema: ({ image }) => z.strictObject({ id: z.string(), image: image() }),
});

export const collections = {
  brandHero,
  testimonials,
  reviewPlatforms,
  gallery,
  deliveryZones,
  areas,
  blog,
  homeReviews,
  recentWork,
  servicesTicker,
  hedgeSpecies,
  servicePages,
};

// Referenced so the shared imports stay in one place for the collections added below.
void [defineCollection, file, glob, imageKey];
