/**
 * Inlined by the after-build pass (src/after-build/first-paint.ts) in place of a page's module scripts: the menu's
 * and the contact bar's, enhancements of HTML that works without them. It imports the modules its
 * script element lists in `data-modules` once the page has loaded and painted, or at the visitor's
 * first interaction if that comes sooner. Fetched during parsing, as module scripts are, they held
 * back the largest paint: Lighthouse's model counts any script that ends before it.
 * A browser without HTML invoker commands (WebKit before Safari 26.2) opens the menu only through its
 * module, so a click on an invoker button that came before the modules had run is made again once they have.
 */
import { afterLoadAndPaint } from '../../islands/hydration/after-load-and-paint.ts';

const script = document.currentScript;
const moduleUrls = script instanceof HTMLScriptElement ? (script.dataset.modules ?? '').split(' ').filter(Boolean) : [];
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;
let started = false;
let early: HTMLButtonElement | null = null;
const noteEarly = (event: Event) => {
  if (event.isTrusted && event.target instanceof Element)
    early = event.target.closest<HTMLButtonElement>('button[command]') ?? early;
};
if (!('command' in HTMLButtonElement.prototype)) window.addEventListener('click', noteEarly, true);

function start(): void {
  if (started) return;
  started = true;
  for (const type of interactions) window.removeEventListener(type, start, true);
  void Promise.all(moduleUrls.map((url) => import(/* @vite-ignore */ url))).then(() => {
    window.removeEventListener('click', noteEarly, true);
    early?.click();
  });
}

for (const type of interactions) window.addEventListener(type, start, { capture: true, passive: true });
void afterLoadAndPaint().then(start);
