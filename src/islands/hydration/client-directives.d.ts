import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event unless this sessionStorage key is set (src/islands/hydration). */
    'client:load-once-per-session'?: string;
    /** Hydrate on the first window event of this name, replaying it once the island is ready. */
    'client:event'?: string;
    /** Hydrate when on screen, watched from the page's load event and first paint on. */
    'client:visible-after-load'?: boolean | { rootMargin?: string };
  }
}
