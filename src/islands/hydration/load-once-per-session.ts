import type { ClientDirective } from 'astro';
import { afterLoadAndPaint } from './after-load-and-paint.ts';

/**
 * `client:load-once-per-session="<sessionStorage key>"`: hydrates the island once the page has
 * loaded and painted, unless this browser session has already set the key. A
 * visitor who closed the welcome dialog on one page downloads no island code for it on the next.
 * The time of the load event goes on the island as `data-page-loaded-at` (performance.now()),
 * so the component can time itself from the load rather than from its own, later, hydration. Astro's
 * island code itself arrives after the first paint (src/after-build/first-paint.ts), usually after the
 * load event: the time is then that of its arrival, a round trip later at most.
 */
const loadOncePerSession: ClientDirective = (load, options, el) => {
  const key = String(options.value);
  const seen = () => {
    try {
      return sessionStorage.getItem(key) !== null;
    } catch {
      return false; // Storage blocked: behave as a first visit.
    }
  };
  if (seen()) return;
  const start = async () => {
    el.setAttribute('data-page-loaded-at', String(performance.now()));
    // The island's code is fetched only after the first paint too: on a page whose text paints after
    // the load event, React's runtime would otherwise arrive before that paint.
    await afterLoadAndPaint();
    if (!seen()) await (await load())();
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
};

export default loadOncePerSession;
