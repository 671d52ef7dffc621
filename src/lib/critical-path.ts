/**
 * What stands between a built page and its first paint (issue 22), as pure edits of the page's HTML
 * and pure reads of the built modules. The menu and the contact bar are enhancements of HTML that
 * works without them: their module scripts load after the first paint (modulesAfterFirstPaint).
 */

/**
 * The page with its external module scripts taken out and listed, once each in order, in the
 * `data-modules` of one inline script before </body> whose code (`loaderCode`) imports them after
 * the first paint. Unchanged when the page has none, so applying it twice changes nothing.
 */
export function modulesAfterFirstPaint(html: string, loaderCode: string): string {
  const urls = new Set<string>();
  const rest = html.replace(/<script type="module" src="([^"]+)"><\/script>/g, (_, url: string) => {
    urls.add(url);
    return '';
  });
  if (urls.size === 0) return html;
  return rest.replace('</body>', `<script data-modules="${[...urls].join(' ')}">${loaderCode}</script></body>`);
}

/** The modules a page loads after its first paint (the `data-modules` list of modulesAfterFirstPaint). */
export function modulesLoadedAfterPaint(html: string): string[] {
  return [...html.matchAll(/<script data-modules="([^"]*)">/g)].flatMap((match) =>
    match[1]!.split(' ').filter(Boolean),
  );
}

/** Static imports of a built chunk (`import "./x.js"`, `… from "./x.js"`, not `import()`), as site URLs. */
export function staticImports(code: string, fromUrl: string): string[] {
  const specifiers = [...code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)].map((match) => match[1]!);
  return [...new Set(specifiers.map((specifier) => new URL(specifier, `https://site.invalid${fromUrl}`).pathname))];
}

/**
 * Every module reachable from `entryUrls` by static imports, the entries included, in the order
 * found (breadth first). `readModule` returns a module's code by site URL (undefined: not built).
 */
export function importClosure(entryUrls: readonly string[], readModule: (url: string) => string | undefined): string[] {
  const found = new Set<string>();
  const queue = [...entryUrls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (found.has(url)) continue;
    found.add(url);
    const code = readModule(url);
    if (code !== undefined) queue.push(...staticImports(code, url));
  }
  return [...found];
}
