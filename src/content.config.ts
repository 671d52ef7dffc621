/**
 * Content collections: repeatable content lives here as data with zod schemas, not in markup.
 * Images are referenced by key (src/assets/image-keys.ts). The collections a brand may give its own
 * words for load through src/render-time/brand-content-files.ts, with their schemas in src/lib/content-schemas.ts;
 * those the owner edits are listed once, in src/lib/editable-kinds.ts, and read as the editor's pre-save check reads
 * them (src/render-time/editable-content.ts).
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { imageKeys } from './assets/image-keys.ts';
import { brand } from './render-time/brand.ts';
import { loadWords } from './render-time/brand-content-files.ts';
import { editableCollections } from './render-time/editable-content.ts';
import { readBrandImages } from './render-time/brand-images.ts';
import catalogueFile from './content/services.json' with { type: 'json' };
import { checkAreaRoutes } from './lib/area-routes.ts';
import { editableKinds } from './lib/editable-kinds.ts';
import {
  aboutPageSchema,
  areaPageSchema,
  coverageRegionsSchema,
  blogPageSchema,
  callsToActionSchema,
  clientUpdatesPageSchema,
  contactPageSchema,
  deliveryPageSchema,
  formsWordsSchema,
  galleryPageSchema,
  hedgeTrimmingPageSchema,
  homeSectionsSchema,
  iconName,
  imageKeySchema,
  notFoundSchema,
  order,
  picturesWordsSchema,
  proofWordsSchema,
  privacyPageSchema,
  ratingWordsSchema,
  reviewsPageSchema,
  servicePageWordsSchema,
  servicesPageSchema,
} from './lib/content-schemas.ts';
import { brandDrawingsDir } from './lib/brand-pictures.ts';
import { heroKey } from './lib/photo-check.ts';
import { parseCatalogue, servicePages as catalogueServicePages } from './lib/service-catalogue.ts';

/** src/lib's schemas check keys against the image files found on disk (src/assets/image-keys.ts). */
const imageKey = imageKeySchema(imageKeys);
// The service catalogue is a module, not a collection; a key in it with no file stops the build here, naming it.
const catalogueServiceIds = parseCatalogue(catalogueFile, 'src/content/services.json', imageKeys).map(
  (entry) => entry.id,
) as [string, ...string[]];

/**
 * What the owner edits: one collection per kind of src/lib/editable-kinds.ts (the home and about words, the service
 * pages, the areas, the reviews, the gallery …), each read by its loader (src/render-time/editable-content.ts).
 */
const { areas: editableAreas, ...editable } = editableCollections(brand, imageKeys);

/** Each of `configs` made a collection, each keeping its own type (its entries' type, for pages). */
function defineEach<T extends Record<string, Parameters<typeof defineCollection>[0]>>(configs: T): T {
  return Object.fromEntries(Object.entries(configs).map(([name, config]) => [name, defineCollection(config)])) as T;
}

// Each collection is added below by the page that needs it; keep one collection per content type.

// --- Gallery, reviews, delivery, areas and blog (pages: /gallery, /reviews, /delivery-info, area pages, /blog) ---

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

const deliveryZones = defineCollection({
  loader: file('src/content/delivery-zones.json'),
  schema: z.strictObject({
    id: z.string(),
    /** Position on the page: collections come back sorted by id (see byOrder). */
    order: z.number().int().positive(),
    title: z.string().min(3),
    description: z.string().min(20),
    /** Shown exactly as written (estimates), e.g. "£30-£50". */
    price: z.string().regex(/^£\d+-£\d+/),
  }),
});

/** The page file under src/pages that serves /<id>, if any (an area page may not take its route). */
const pageFileOf = (id: string) =>
  [`${id}.astro`, `${id}/index.astro`].find((file) => existsSync(join(process.cwd(), 'src/pages', file)));

/**
 * Area pages (src/pages/[area].astro), one per entry; their texts may name brand facts ({quoteReply} …).
 * An area id that is already a route (a service page or a page file) stops the build naming the entry.
 */
const areas = defineCollection({
  ...editableAreas,
  loader: () => {
    const entries = editableAreas.loader();
    const servicePageIds = new Set(catalogueServicePages().map((entry) => entry.id));
    checkAreaRoutes(
      entries.map((entry) => entry.id),
      { servicePageIds, pageFileOf },
      editableKinds.area.shared,
    );
    return entries;
  },
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
    /**
     * What the article is about, linked under it: catalogue services (shown when the brand offers them) and area
     * pages (src/content/areas.json ids). The brand's own areas follow.
     */
    related: z.strictObject({
      services: z.array(z.enum(catalogueServiceIds)).min(1),
      areas: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
    }),
  }),
});

// --- Home page and service pages (/, /services, /fencing … /garden-transformation) ---

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

// --- Words in the site's furniture: forms, welcome dialog, calls to action, 404 (one entry each, id = file name) ---

/** One entry: the shared file, with whichever keys the brand's own file of that name writes over it. */
function wordsCollection<S extends z.ZodObject>(name: string, schema: S, slots: readonly string[] = []) {
  const id = name.replace(/^pages\//, '');
  return defineCollection({
    loader: () => [{ id, ...loadWords(brand, `src/content/${name}.yaml`, name, schema, undefined, slots) }],
    schema: schema.extend({ id: z.string() }),
  });
}

const forms = wordsCollection('forms', formsWordsSchema);
const callsToAction = wordsCollection('calls-to-action', callsToActionSchema);
const notFound = wordsCollection('not-found', notFoundSchema);
const homeSections = wordsCollection('home-sections', homeSectionsSchema, [
  'years',
  'stars',
  'ratingValue',
  'reviews',
  'customers',
]);
/** How the brand's proof is stated (src/content/proof.yaml): lib/proof.ts fills the slots from the brand file. */
const proofWords = wordsCollection('proof', proofWordsSchema, [
  'scheme',
  'number',
  'cover',
  'kind',
  'years',
  'hours',
  'rating',
  'reviews',
  'body',
  'insurer',
  'covers',
  'price',
  'unit',
  'includes',
  'service',
  'name',
  'jurisdiction',
  'office',
  'vat',
  'count',
]);
/** What the pictures drawn per brand show (src/content/pictures.yaml). */
const pictures = wordsCollection('pictures', picturesWordsSchema);
/** How a number of reviews is said (lib/rating.ts fills {count} and {platform}). */
const rating = wordsCollection('rating', ratingWordsSchema, ['count', 'reviews', 'platform']);
/** Pages' own words: src/content/pages/<page>.yaml (brands/<id>/content/pages/<page>.yaml). */
const contactPage = wordsCollection('pages/contact', contactPageSchema);
const servicesPage = wordsCollection('pages/services', servicesPageSchema);
const reviewsPage = wordsCollection('pages/reviews', reviewsPageSchema, ['count', 'ratingValue', 'reviews']);
const blogPage = wordsCollection('pages/blog', blogPageSchema);
const clientUpdatesPage = wordsCollection('pages/client-updates', clientUpdatesPageSchema);
const deliveryPage = wordsCollection('pages/delivery-info', deliveryPageSchema);
const privacyPage = wordsCollection('pages/privacy', privacyPageSchema);
const hedgeTrimmingPage = wordsCollection('pages/hedge-trimming', hedgeTrimmingPageSchema, ['count']);
const aboutPage = wordsCollection('pages/about', aboutPageSchema);
const areaPage = wordsCollection('pages/area', areaPageSchema, ['area']);
const servicePage = wordsCollection('pages/service', servicePageWordsSchema, ['service']);
/** The gallery page's words, with the filter's {count} and {noun} left for it. */
const galleryPage = wordsCollection('galleryPage', galleryPageSchema, ['count', 'noun']);
const coverageRegions = wordsCollection('coverage-regions', coverageRegionsSchema, ['towns', 'area']);

/**
 * The brand's own photos, brands/<brand-id>/images/<key>.<ext>, each replacing the shared picture of that key
 * (src/assets/images.ts resolves keys through this collection first). Only the current brand's folder is read,
 * so no other brand's photos enter its build; a bad file stops the build naming it (src/render-time/brand-images.ts).
 */
const brandImages = defineCollection({
  loader: async () =>
    [...(await readBrandImages(brand.id, imageKeys))]
      .filter(([key]) => key !== heroKey)
      .map(([key, image]) => ({ id: key, image })),
  schema: ({ image }) => z.strictObject({ id: z.string(), image: image() }),
});

/**
 * The current brand's drawings of the shared pictures every brand shows on its home or /about
 * (src/assets/images/brands/<brand-id>/<key>.jpg, tools/images; lib/brand-pictures.ts), each in place of the shared
 * picture of that key until the brand has its own photo of it (src/assets/images.ts resolves keys). Only the current
 * brand's folder is read, so no other brand's drawing enters its build.
 */
const brandDrawings = defineCollection({
  loader: () => {
    const dir = join(brandDrawingsDir, brand.id);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((file) => {
      const key = /^(.+)\.(jpe?g|png|webp|avif)$/.exec(file)?.[1];
      if (key === undefined) return [];
      if (!(imageKeys as readonly string[]).includes(key))
        throw new Error(`Images: ${dir}/${file} is named after no image key (src/assets/images/<key>.jpg).`);
      return [{ id: key, image: `/${dir}/${file}` }];
    });
  },
  schema: ({ image }) => z.strictObject({ id: z.string(), image: image() }),
});

/**
 * The current brand's home hero: its own photo (brands/<brand-id>/images/hero.<ext>) or else its generated
 * illustration, src/assets/images/hero/<brand-id>.<ext>, and no other brand's: a build imports only the images
 * its collections and pages reference (an import.meta.glob over the folder would bring every brand's into every build).
 */
const heroDir = 'src/assets/images/hero';
const brandHero = defineCollection({
  loader: async () => {
    const own = (await readBrandImages(brand.id, imageKeys)).get(heroKey);
    if (own) return [{ id: brand.id, image: own, own: true }];
    const files = readdirSync(heroDir).filter((file) => /^(.+)\.(jpe?g|png|webp|avif)$/.exec(file)?.[1] === brand.id);
    if (files.length !== 1)
      throw new Error(
        files.length
          ? `Images: brand "${brand.id}" has two hero files (${files.join(', ')}) in ${heroDir}; delete one.`
          : `Images: no hero image for brand "${brand.id}" (expected ${heroDir}/${brand.id}.jpg). ` +
              'Run `npm run images -- ' +
              brand.id +
              '`, or add a photo at brands/' +
              brand.id +
              '/images/hero.jpg.',
      );
    // A leading slash is project-relative for image().
    return [{ id: brand.id, image: `/${heroDir}/${files[0]}`, own: false }];
  },
  schema: ({ image }) => z.strictObject({ id: z.string(), image: image(), own: z.boolean() }),
});

export const collections = {
  ...defineEach(editable),
  brandHero,
  brandImages,
  brandDrawings,
  galleryPage,
  reviewPlatforms,
  deliveryZones,
  areas,
  blog,
  hedgeSpecies,
  forms,
  callsToAction,
  notFound,
  homeSections,
  pictures,
  proofWords,
  rating,
  contactPage,
  servicesPage,
  reviewsPage,
  blogPage,
  clientUpdatesPage,
  deliveryPage,
  hedgeTrimmingPage,
  privacyPage,
  aboutPage,
  areaPage,
  servicePage,
  coverageRegions,
};

// Referenced so the shared imports stay in one place for the collections added below.
void [defineCollection, file, glob];
