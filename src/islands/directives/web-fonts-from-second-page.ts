/**
 * Inlined by the build (src/build/first-paint.ts, src/lib/critical-path.ts webFontsFromSecondPage)
 * in the <head>, right after the brand's @font-face rules. A first visit shows the metric-matched
 * fallback (<html data-fonts="later"> leaves the web faces out of the font stacks), so no font file
 * competes with the stylesheet and the hero for the first bytes; once the page has loaded and
 * painted, it fetches the files its `data-fonts` lists into the browser's cache and notes them, and
 * every later page that finds them noted shows the brand's faces from its first paint
 * (font-display: optional uses a cached file at once). Without script, the faces load as before.
 */
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';
import { afterLoadAndPaint } from './after-load-and-paint.ts';

const script = document.currentScript;
const files = script instanceof HTMLScriptElement ? (script.dataset.fonts ?? '') : '';

function noted(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_CACHED_KEY);
  } catch {
    return null; // storage blocked: every page is a first visit
  }
}

if (files && noted() !== files) {
  document.documentElement.dataset.fonts = 'later';
  void afterLoadAndPaint()
    .then(() =>
      Promise.all(
        // Fetched as the page's @font-face would fetch them, into the same cache; never shown on this page.
        files
          .split(' ')
          .map((url) => new FontFace('web-fonts-from-second-page', `url("${url}")`, { display: 'optional' }).load()),
      ),
    )
    .then(
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
