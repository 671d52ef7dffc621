/**
 * The second half of web-fonts-later.ts, inlined by the build before </body>. When that script
 * chose the fallback faces for this page's first paint (<html data-fonts="later">), it loads the
 * page's own web faces once the page has loaded and painted, then changes the mark to what the
 * script's `data-then` says (none: every face; "body-later": all but body text, which would rewrap):
 * the font stacks take the web faces back, already loaded, so headings change face in one frame,
 * on the lines the metric-matched fallback gave them. It notes the files, so the next page shows
 * every face from its first paint. A face that fails to arrive leaves the fallback in place.
 */
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';
import { afterLoadAndPaint } from './after-load-and-paint.ts';

const root = document.documentElement;
const script = document.querySelector<HTMLScriptElement>('script[data-fonts]');
const files = script?.dataset.fonts ?? '';
const then = script?.dataset.then;

if (files && root.dataset.fonts === 'later') {
  void afterLoadAndPaint()
    .then(() =>
      Promise.all(
        // The page's own @font-face faces; the local fallbacks are there already.
        [...document.fonts].filter((face) => !face.family.includes(' fallback')).map((face) => face.load()),
      ),
    )
    .then(
      () => {
        if (then) root.dataset.fonts = then;
        else delete root.dataset.fonts;
        try {
          localStorage.setItem(WEB_FONTS_CACHED_KEY, files);
        } catch {
          // storage blocked: the next page starts with the fallback again
        }
      },
      () => undefined,
    );
}
