/**
 * Inlined by the build (src/build/first-paint.ts, src/lib/critical-path.ts webFontsFromSecondPage)
 * in the <head>, right after the brand's @font-face rules. A first visit shows the metric-matched
 * fallback (<html data-fonts="later"> leaves the web faces out of the font stacks), so no font file
 * competes with the hero for the first bytes; web-fonts-into-cache.ts, loaded after the first paint,
 * fetches the files this script's `data-fonts` lists and notes them, and every later page that finds
 * them noted shows the brand's faces from its first paint (font-display: optional uses a cached file
 * at once). Only this decision runs before the first paint: the fetching waits in a module.
 * Without script, the faces load as before.
 */
import { WEB_FONTS_CACHED_KEY } from '../../lib/web-fonts-cached.ts';

const script = document.currentScript;
const files = script instanceof HTMLScriptElement ? (script.dataset.fonts ?? '') : '';

function noted(): string | null {
  try {
    return localStorage.getItem(WEB_FONTS_CACHED_KEY);
  } catch {
    return null; // storage blocked: every page is a first visit
  }
}

if (files && noted() !== files) document.documentElement.dataset.fonts = 'later';
