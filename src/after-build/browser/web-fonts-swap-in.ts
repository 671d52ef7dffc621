/**
 * The second half of web-fonts-later.ts: a module the page imports with its others after its first
 * paint (modules-after-paint.ts). When that script chose the fallback faces for this page's first
 * paint (<html data-fonts="later">), it loads the page's own web faces once the page has loaded and
 * painted, then shows them: the font stacks take the web faces back, already loaded, so the text
 * changes face in one frame, on the lines the metric-matched fallback gave it. A line can still
 * wrap differently in the brand's face, and a visitor should not see the page move: the swap is
 * laid out and measured before the browser paints it (src/lib/layout-shift.ts), and kept only if
 * what is in view moves less than `allowed`. Every face first; else the headings' alone
 * ("headings": body text in a web face keeps its fallback); else none on this page. Either way it
 * notes the files, so the next page shows every face from its first paint. A face that fails to
 * arrive leaves the fallback in place.
 */
import { layoutShiftScore, type Box } from '../../lib/layout-shift.ts';
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';
import { afterLoadAndPaint } from '../../islands/hydration/after-load-and-paint.ts';

/** The most a swap may move what is in view: a fifth of what Lighthouse allows a whole page (CLS 0.01). */
const allowed = 0.002;

const root = document.documentElement;
const files = document.querySelector<HTMLScriptElement>('script[data-fonts]')?.dataset.fonts ?? '';

function inView(box: Box): boolean {
  return box.width * box.height > 0 && box.y < innerHeight && box.y + box.height > 0 && box.x < innerWidth;
}

/**
 * The elements in view and their boxes. What lies below the window is not entered: its sections
 * may be skipped until they near it (content-visibility), and measuring inside them would lay them out.
 */
function elementsInView(): { element: Element; box: Box }[] {
  const found: { element: Element; box: Box }[] = [];
  const visit = (parent: Element) => {
    for (const element of parent.children) {
      const box = element.getBoundingClientRect();
      if (box.y >= innerHeight && box.width * box.height > 0) continue;
      if (inView(box)) found.push({ element, box });
      visit(element);
    }
  };
  visit(document.body);
  return found;
}

/** Sets the mark (undefined: every face shown) and lays the page out again. */
function mark(state: string | undefined, elements: readonly Element[]): Box[] {
  if (state) root.dataset.fonts = state;
  else delete root.dataset.fonts;
  return elements.map((element) => element.getBoundingClientRect());
}

function swapIn(): void {
  const shown = elementsInView();
  const elements = shown.map(({ element }) => element);
  const before = shown.map(({ box }) => box);
  const view = { width: innerWidth, height: innerHeight };
  for (const state of [undefined, 'headings'])
    if (layoutShiftScore(before, mark(state, elements), view) <= allowed) return;
  root.dataset.fonts = 'later';
}

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
        swapIn();
        try {
          localStorage.setItem(WEB_FONTS_CACHED_KEY, files);
        } catch {
          // storage blocked: the next page starts with the fallback again
        }
      },
      () => undefined,
    );
}
