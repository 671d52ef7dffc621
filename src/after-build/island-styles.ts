/**
 * Astro writes its one island rule as a <style> next to the first island of a page, inside <body>,
 * where HTML allows a <style> only as the first child of its parent (the W3C Nu checker reports it on
 * every page with an island). The after-build pass moves the rule into <head>, once per page. The CSP
 * allows inline styles (`style-src 'self' 'unsafe-inline'`, src/hosting/netlify-rules.ts), so no hash
 * changes; only scripts are hashed, and they stay where they are.
 */
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

export const islandStyle = `<style>${ISLAND_STYLES}</style>`;

/** The page with Astro's island <style> taken out of <body> and written once at the end of <head>. */
export function islandStyleToHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const rest = html.slice(headEnd);
  if (!rest.includes(islandStyle)) return html;
  return (head.includes(islandStyle) ? head : head + islandStyle) + rest.replaceAll(islandStyle, '');
}
