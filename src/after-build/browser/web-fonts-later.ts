/**
 * Inlined by the after-build pass (src/after-build/first-paint.ts, critical-path.ts webFontsAfterFirstPaint)
 * in the <head>, right after the brand's @font-face rules. On a page whose font files are not noted
 * as cached, it sets <html data-fonts="later">: the font stacks then leave the web faces out, so
 * the first paint shows the metric-matched fallback and no font file competes with the hero for
 * the first bytes. The module web-fonts-swap-in.ts, imported after the first paint, loads the faces once the page has
 * loaded and painted and then shows them. A page that finds its files noted (the visitor's next
 * page) shows the brand's faces from its first paint. Without script, the faces load as usual.
 */
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';

const script = document.currentScript;
const files = script instanceof HTMLScriptElement ? (script.dataset.fonts ?? '') : '';

function noted(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_CACHED_KEY);
  } catch {
    return null; // storage blocked: every page starts with the fallback
  }
}

if (files && noted() !== files) document.documentElement.dataset.fonts = 'later';
