/**
 * What stands between a built page and its first paint (issue 22), as pure edits of the page's HTML
 * and pure reads of the built modules. The menu and the contact bar are enhancements of HTML that
 * works without them: their module scripts load after the first paint (modulesAfterFirstPaint). A
 * first visit's web fonts wait for it too (webFontsFromSecondPage).
 */
import { webFontFaces } from './font-face-url.ts';

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

/** Where a page's web font files are listed for the loader of webFontsFromSecondPage. */
const fontsAttribute = 'data-fonts';

/** The comma-separated families of a CSS font-family value, quotes kept (commas inside quotes do not split). */
function families(stack: string): string[] {
  return (stack.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map((family) => family.trim()).filter(Boolean);
}

/**
 * The page with its web fonts kept off the first visit's critical path. Astro's <Font> writes the
 * @font-face rules and, in the same <style>, `:root{--font-x:Face,"Face fallback: …",generic}`. After
 * that style this adds a rule that, while <html data-fonts="later">, leaves the web faces out of
 * every such stack (the metric-matched fallback stays), and an inline script (`loaderCode`) that
 * lists the files in `data-fonts`: it sets "later" until those files are in the browser's cache and
 * fetches them after the first paint. Unchanged when the page has no web font file; applying it
 * twice changes nothing.
 */
export function webFontsFromSecondPage(html: string, loaderCode: string): string {
  if (html.includes(`<script ${fontsAttribute}=`)) return html;
  const style = /<style>(@font-face\{[^<]*)<\/style>/.exec(html);
  if (!style) return html;
  const css = style[1]!;
  const webFaces = webFontFaces(css);
  if (webFaces.length === 0) return html;
  const webFamilies = new Set(webFaces.map((face) => face.family));
  const stacks = [...css.matchAll(/(--font-[\w-]+):([^;}]+)/g)].map(([, name, stack]) => {
    const kept = families(stack!).filter((family) => !webFamilies.has(family.replace(/^["']|["']$/g, '')));
    return `${name}:${kept.join(',')}`;
  });
  const urls = [...new Set(webFaces.map((face) => face.url))].join(' ');
  const added =
    `<style>:root[${fontsAttribute}=later]{${stacks.join(';')}}</style>` +
    `<script ${fontsAttribute}="${urls}">${loaderCode}</script>`;
  return html.replace(style[0], `${style[0]}${added}`);
}

/** The web font files a page fetches after its first paint (the `data-fonts` list of webFontsFromSecondPage). */
export function fontsLoadedAfterPaint(html: string): string[] {
  return new RegExp(`<script ${fontsAttribute}="([^"]*)">`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
}
