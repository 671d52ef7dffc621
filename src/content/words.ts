/**
 * The words in the site's furniture for the brand being built: the shared files in src/content/
 * with the brand's own keys over them (brands/<id>/content/), brand facts filled in. Components
 * read them here and hand islands what they show as props (islands never read content).
 */
import { getEntry } from 'astro:content';

type WordsCollection =
  | 'forms'
  | 'welcomeDialog'
  | 'callsToAction'
  | 'notFound'
  | 'homeSections'
  | 'contactPage'
  | 'servicesPage'
  | 'reviewsPage'
  | 'blogPage'
  | 'clientUpdatesPage'
  | 'deliveryPage'
  | 'hedgeTrimmingPage';

async function entry<C extends WordsCollection>(collection: C, id: string) {
  const found = await getEntry(collection, id);
  if (!found) throw new Error(`Content: no ${id} entry in the ${collection} collection (src/content/).`);
  const { id: _, ...words } = found.data;
  return words;
}

export const formsWords = () => entry('forms', 'forms');
export const welcomeDialogWords = () => entry('welcomeDialog', 'welcome-dialog');
export const callsToActionWords = () => entry('callsToAction', 'calls-to-action');
export const notFoundWords = () => entry('notFound', 'not-found');
export const contactPageWords = () => entry('contactPage', 'contact');
export const servicesPageWords = () => entry('servicesPage', 'services');
export const reviewsPageWords = () => entry('reviewsPage', 'reviews');
export const blogPageWords = () => entry('blogPage', 'blog');
export const clientUpdatesPageWords = () => entry('clientUpdatesPage', 'client-updates');
export const homeSectionsWords = () => entry('homeSections', 'home-sections');
export const deliveryPageWords = () => entry('deliveryPage', 'delivery-info');
export const hedgeTrimmingPageWords = () => entry('hedgeTrimmingPage', 'hedge-trimming');
