/**
 * The after-paint half of web-fonts-from-second-page.ts: a module the page imports with its others
 * after its first paint (modules-after-paint.ts). When that script chose the fallback faces for this
 * page (<html data-fonts="later">), it fetches the font files its `data-fonts` lists into the
 * browser's cache, as the page's @font-face would, and notes them for the next page.
 */
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';

const files = document.querySelector<HTMLScriptElement>('script[data-fonts]')?.dataset.fonts ?? '';

if (files && document.documentElement.dataset.fonts === 'later') {
  void Promise.all(
    // Never shown on this page: the family name is not in any font stack.
    files
      .split(' ')
      .map((url) => new FontFace('web-fonts-from-second-page', `url("${url}")`, { display: 'optional' }).load()),
  ).then(
    () => {
      try {
        localStorage.setItem(WEB_FONTS_CACHED_KEY, files);
      } catch {
        // storage blocked: nothing to note
      }
    },
    () => undefined, // a file that failed to arrive is fetched again on the next page
  );
}
