/**
 * The localStorage key under which a page notes the web font files it has fetched into the cache
 * (src/islands/directives/web-fonts-from-second-page.ts): a page that finds its own files noted
 * shows the brand's faces from its first paint.
 */
export const WEB_FONTS_CACHED_KEY = 'web-fonts-cached';
