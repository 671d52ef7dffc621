/**
 * The words in the site's furniture and pages for the brand being built: the shared files in
 * src/content/ with the brand's own keys over them (brands/<id>/content/), brand facts filled in.
 * Components read them here and hand islands what they show as props (islands never read content).
 */
import { getEntry } from 'astro:content';
import { pictureSource } from '../assets/images.ts';
import { brand } from './brand.ts';
import { brandTrade } from '../lib/brand-pictures.ts';
import type { z } from 'astro/zod';
import type {
  aboutPageSchema,
  areaPageSchema,
  blogPageSchema,
  coverageRegionsSchema,
  galleryPageSchema,
  callsToActionSchema,
  clientUpdatesPageSchema,
  contactPageSchema,
  deliveryPageSchema,
  formsWordsSchema,
  hedgeTrimmingPageSchema,
  homeSectionsSchema,
  notFoundSchema,
  picturesWordsSchema,
  privacyPageSchema,
  proofWordsSchema,
  ratingWordsSchema,
  reviewsPageSchema,
  servicePageWordsSchema,
  servicesPageSchema,
  welcomeDialogSchema,
} from '../lib/content-schemas.ts';

type WordsCollection =
  | 'forms'
  | 'welcomeDialog'
  | 'callsToAction'
  | 'notFound'
  | 'homeSections'
  | 'rating'
  | 'pictures'
  | 'proofWords'
  | 'contactPage'
  | 'servicesPage'
  | 'reviewsPage'
  | 'blogPage'
  | 'clientUpdatesPage'
  | 'deliveryPage'
  | 'hedgeTrimmingPage'
  | 'privacyPage'
  | 'aboutPage'
  | 'areaPage'
  | 'servicePage'
  | 'galleryPage'
  | 'coverageRegions';

/**
 * One words entry, typed by its schema (the collections are built by one generic helper in
 * src/content.config.ts, so their generated types are too loose to use).
 */
async function entry<Schema extends z.ZodType>(collection: WordsCollection, id: string): Promise<z.infer<Schema>> {
  const found = await getEntry(collection, id);
  if (!found) throw new Error(`Content: no ${id} entry in the ${collection} collection (src/content/).`);
  const { id: _, ...words } = found.data as { id: string };
  return words as z.infer<Schema>;
}

export const formsWords = () => entry<typeof formsWordsSchema>('forms', 'forms');
export const welcomeDialogWords = () => entry<typeof welcomeDialogSchema>('welcomeDialog', 'welcome-dialog');
export const callsToActionWords = () => entry<typeof callsToActionSchema>('callsToAction', 'calls-to-action');
export const notFoundWords = () => entry<typeof notFoundSchema>('notFound', 'not-found');
export const homeSectionsWords = () => entry<typeof homeSectionsSchema>('homeSections', 'home-sections');
/**
 * The description of a picture drawn per brand, for the picture the page shows: the brand's own photo, its drawing
 * (by its trade) or the shared illustration (src/content/pictures.yaml).
 */
export async function pictureAlt(key: keyof z.infer<typeof picturesWordsSchema>): Promise<string> {
  const words = (await entry<typeof picturesWordsSchema>('pictures', 'pictures'))[key];
  const source = await pictureSource(key);
  return words[source === 'drawn' ? brandTrade(brand.focus) : source];
}
/** How the brand's proof is stated (lib/proof.ts fills the slots). */
export const proofWords = () => entry<typeof proofWordsSchema>('proofWords', 'proof');
/** How a number of reviews is said (lib/rating.ts, ratingSlots). */
export const ratingWords = () => entry<typeof ratingWordsSchema>('rating', 'rating');
export const contactPageWords = () => entry<typeof contactPageSchema>('contactPage', 'contact');
export const servicesPageWords = () => entry<typeof servicesPageSchema>('servicesPage', 'services');
export const reviewsPageWords = () => entry<typeof reviewsPageSchema>('reviewsPage', 'reviews');
export const blogPageWords = () => entry<typeof blogPageSchema>('blogPage', 'blog');
export const clientUpdatesPageWords = () =>
  entry<typeof clientUpdatesPageSchema>('clientUpdatesPage', 'client-updates');
export const deliveryPageWords = () => entry<typeof deliveryPageSchema>('deliveryPage', 'delivery-info');
export const hedgeTrimmingPageWords = () =>
  entry<typeof hedgeTrimmingPageSchema>('hedgeTrimmingPage', 'hedge-trimming');
export const privacyPageWords = () => entry<typeof privacyPageSchema>('privacyPage', 'privacy');
export const aboutPageWords = () => entry<typeof aboutPageSchema>('aboutPage', 'about');
/** {area} left for the page: fillSlots(text, { area: area.name }). */
export const areaPageWords = () => entry<typeof areaPageSchema>('areaPage', 'area');
export const servicePageWords = () => entry<typeof servicePageWordsSchema>('servicePage', 'service');
/** {count} and {noun} left for the filter. */
export const galleryPageWords = () => entry<typeof galleryPageSchema>('galleryPage', 'galleryPage');
/** {towns} and {area} left for the block. */
export const coverageRegionsWords = () => entry<typeof coverageRegionsSchema>('coverageRegions', 'coverage-regions');
