import type { ClientDirective } from 'astro';
import { afterLoadAndPaint } from './after-load-and-paint.ts';

/**
 * `client:visible-after-load`: Astro's `client:visible` (hydrate when the island comes on screen),
 * watched only from the page's load event and first paint on. An island in the first screen then
 * fetches its code after the hero image and the first paint, not alongside them; until it hydrates
 * its server-rendered HTML works on its own, and what a visitor typed meanwhile is kept.
 */
const visibleAfterLoad: ClientDirective = (load, options, el) => {
  const hydrate = async () => await (await load())();
  const rootMargin =
    typeof options.value === 'object' ? (options.value as { rootMargin?: string }).rootMargin : undefined;
  void afterLoadAndPaint().then(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      },
      { rootMargin },
    );
    // <astro-island> is display: contents and has no box of its own: watch what it rendered.
    for (const child of el.children) observer.observe(child);
  });
};

export default visibleAfterLoad;
