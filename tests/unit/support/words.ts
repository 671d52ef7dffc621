/**
 * The shared words (src/content/*.yaml) as a brand without its own files sees them, brand facts
 * filled in: for tests that render islands or check messages (the required texts, word for word, are
 * pinned separately, in tests/unit/content-words.test.ts).
 */
import { loadWords } from '../../../src/render-time/brand-content-files.ts';
import { formsWordsSchema } from '../../../src/lib/content-schemas.ts';
import { leadFormWords, updateRequestWords } from '../../../src/lib/forms/words.ts';
import { fixtureBrand } from '../../fixtures/brands.ts';

/** A fixture brand: it has no content folder, so it shows the shared words. */
export const wordsBrand = fixtureBrand('oakmere-tree-care');

export const formsWords = loadWords(wordsBrand, 'src/content/forms.yaml', 'forms', formsWordsSchema);
export const quoteWords = leadFormWords(formsWords, 'quote');
export const enquiryWords = leadFormWords(formsWords, 'enquiry');
export const updateWords = updateRequestWords(formsWords);
