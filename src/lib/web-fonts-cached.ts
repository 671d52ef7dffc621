/**
 * The localStorage key under which a page notes the web font files it has loaded after its first
 * paint (src/after-build/browser/web-fonts-swap-in.ts): a page that finds its own files noted
 * (web-fonts-later.ts) shows the brand's faces from its first paint.
 */
export const WEB_FONTS_CACHED_KEY = 'web-fonts-cached';
