/**
 * What stands between a built page and its first paint (issue 22), as pure edits of the page's HTML.
 * Module scripts (the menu, the contact bar: enhancements of HTML that works without them) are
 * fetched at low priority, after the document, the stylesheet and the hero image: at the default high
 * priority they arrived and ran before the first paint, which then waited for them.
 */

/** The page with each external module script fetched at low priority. */
export function lowPriorityModuleScripts(html: string): string {
  return html.replace(/<script type="module" src=/g, '<script type="module" fetchpriority="low" src=');
}

/** Static imports of a built chunk (`import "./x.js"`, `… from "./x.js"`, not `import()`), as site URLs. */
export function staticImports(code: string, fromUrl: string): string[] {
  const specifiers = [...code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)].map((match) => match[1]!);
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `https://site.invalid${fromUrl}`).pathname))];
}

/**
 * The page with a low-priority `modulepreload` before each low-priority module script for every
 * module it imports (`importsOf`: all of them, transitively), once per page. A static import is
 * otherwise fetched at high priority whatever its importer's priority, and Lighthouse's model
 * counts a high-priority script that ends before the first paint as holding that paint back.
 */
export function lowPriorityModulePreloads(html: string, importsOf: (moduleUrl: string) => string[]): string {
  const preloaded = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]!),
  );
  return html.replace(/<script type="module" fetchpriority="low" src="([^"]+)"><\/script>/g, (script, url: string) => {
    const links = importsOf(url)
      .filter((module) => !preloaded.has(module))
      .map((module) => {
        preloaded.add(module);
        return `<link rel="modulepreload" fetchpriority="low" href="${module}">`;
      });
    return links.join('') + script;
  });
}
