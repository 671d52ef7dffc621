import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event unless this sessionStorage key is set (src/islands/directives). */
    'client:load-once-per-session'?: string;
    /** Hydrate on the first window event of this name, replaying it once the island is ready. */
    'client:event'?: string;
  }
}
