/**
 * Inlined by the after-build pass (src/after-build/first-paint.ts) in place of a page's module scripts: the menu's
 * and the contact bar's, enhancements of HTML that works without them. It imports the modules its
 * script element lists in `data-modules` once the page has loaded and painted, or at the visitor's
 * first interaction if that comes sooner. Fetched during parsing, as module scripts are, they held
 * back the largest paint: Lighthouse's model counts any script that ends before it.
 */
import { afterLoadAndPaint } from '../../islands/hydration/after-load-and-paint.ts';

const script = document.currentScript;
const moduleUrls = script instanceof HTMLScriptElement ? (script.dataset.modules ?? '').split(' ').filter(Boolean) : [];
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  for (const type of interactions) window.removeEventListener(type, start, true);
  for (const url of moduleUrls) void import(/* @vite-ignore */ url);
}

for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
void afterLoadAndPaint().then(start);
