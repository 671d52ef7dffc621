/**
 * The words in the site's furniture for the brand being built: the shared files in src/content/
 * with the brand's own keys over them (brands/<id>/content/), brand facts filled in. Components
 * read them here and hand islands what they show as props (islands never read content).
 */
import { getEntry } from 'astro:content';

async function entry<C extends 'forms' | 'welcomeDialog' | 'callsToAction' | 'notFound'>(collection: C, id: string) {
  const found = await getEntry(collection, id);
  if (!found) throw new Error(`Content: no ${id} entry (src/content/${id}.yaml).`);
  const { id: _, ...words } = found.data;
  return words;
}

export const formsWords = () => entry('forms', 'forms');
export const welcomeDialogWords = () => entry('welcomeDialog', 'welcome-dialog');
export const callsToActionWords = () => entry('callsToAction', 'calls-to-action');
export const notFoundWords = () => entry('notFound', 'not-found');
