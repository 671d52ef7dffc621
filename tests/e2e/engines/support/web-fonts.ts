/**
 * A first visit's web-font swap as the visitor sees it, in any engine: the page paints with the
 * metric-matched fallback, loads the brand's faces after its load event and swaps them in only where
 * that moves nothing in view (src/after-build/browser/web-fonts-swap-in.ts). The Layout Instability API
 * is Chromium's alone, so what was in view at the load event (watch.ts `boxesAtLoad`) is measured again
 * once the swap is decided and scored as the page's own check scores it (src/lib/layout-shift.ts).
 */
import { layoutShiftScore } from '../../../../src/lib/layout-shift.ts';
import { WEB_FONTS_CACHED_KEY } from '../../../../src/lib/web-fonts-cached.ts';
import type { EngineState } from './watch.ts';
import { waitInPage } from './page-checks.ts';
import type { Visitor } from './visitor.ts';

export interface FontSwap {
  /** The faces loaded and noted for the next page (the swap was decided). */
  decided: boolean;
  /** The <h1>'s font stack now: the brand's face first once swapped in. */
  headingStack: string[];
  /** Whether the fallback face the <h1> was painted with first was there (else a generic font stood in). */
  fallbackDrawn: boolean;
  /** How far what was in view at the load event has moved since, scored as a layout shift. */
  moved: number;
}

export async function firstVisitFontSwap(visitor: Visitor): Promise<FontSwap> {
  const decided = await waitInPage(visitor, `localStorage.getItem(${JSON.stringify(WEB_FONTS_CACHED_KEY)}) !== null`);
  const seen = await visitor.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const stack = getComputedStyle(document.querySelector('h1')!)
      .fontFamily.split(',')
      .map((family) => family.trim().replace(/^"|"$/g, ''));
    const fallback = stack.find((family) => family.includes(' fallback: '));
    const fallbackDrawn = [...document.fonts].some(
      (face) => face.family.replace(/^"|"$/g, '') === fallback && face.status === 'loaded',
    );
    const boxes = (window as unknown as { __engines: EngineState }).__engines.boxesSinceLoad();
    return { stack, fallbackDrawn, boxes };
  });
  if (!seen.boxes) throw new Error('no boxes recorded at the load event: open the window with `boxesAtLoad: true`');
  return {
    decided,
    headingStack: seen.stack,
    fallbackDrawn: seen.fallbackDrawn,
    moved: layoutShiftScore(seen.boxes.before, seen.boxes.after, seen.boxes.view),
  };
}
