/**
 * What stands between a built page and its first paint, as pure edits of the page's HTML and pure
 * reads of the built modules. The menu and the contact bar are enhancements of HTML that
 * works without them, and islands are server-rendered HTML until they hydrate: their module scripts
 * and Astro's island code load after the first paint (islandCodeAsModule, modulesAfterFirstPaint).
 * A first visit's web fonts wait for it too (webFontsAfterFirstPaint). A page small enough carries
 * the CSS it uses instead of waiting for its stylesheet (stylesheetsInlined).
 */
import { webFontFaces } from './font-face-url.ts';
import { bodyFontVariable } from '../lib/typefaces.ts';

/*
 * What these edits read of the markup and scripts Astro writes (an Astro upgrade that changes them is caught by
 * tests/unit/upgrade-canaries.test.ts, which applies these very patterns to what Astro renders).
 */
/** A module script as Astro writes a component's processed <script>: its URL in group 1. */
export const externalModuleScript = /<script type="module" src="([^"]+)"><\/script>/g;
/** An inline classic script, as Astro writes its island code: its code in group 1. */
export const inlineScript = /<script>([\s\S]*?)<\/script>/g;
/** How Astro's island runtime defines the <astro-island> element. */
export const islandElementDefinition = 'customElements.define("astro-island"';
/** How a client directive's script, as Astro builds it, announces itself (`astro:<directive>`). */
export const directiveAnnouncement = /window\.dispatchEvent\(new Event\("astro:[\w-]+"\)\)/;
/** The attributes naming a script a page may run (an island's component and renderer among them): URL in group 1. */
export const scriptUrlAttribute = /\b(?:src|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
/** An island's renderer (React's client for Astro): URL in group 1. */
export const rendererUrlAttribute = /\brenderer-url="([^"]+\.js)"/g;

/**
 * The page with its external module scripts taken out and listed, once each in order, in the
 * `data-modules` of one inline script before </body> whose code (`loaderCode`) imports them after
 * the first paint. Unchanged when the page has none, so applying it twice changes nothing.
 */
export function modulesAfterFirstPaint(html: string, loaderCode: string): string {
  const urls = new Set<string>();
  const rest = html.replace(externalModuleScript, (_, url: string) => {
    urls.add(url);
    return '';
  });
  if (urls.size === 0) return html;
  return rest.replace('</body>', `<script data-modules="${[...urls].join(' ')}">${loaderCode}</script></body>`);
}

/** Whether an inline script is Astro's island code: its <astro-island> element or a client directive. */
export const isIslandCode = (code: string) =>
  code.includes(islandElementDefinition) || directiveAnnouncement.test(code);

/**
 * The page with Astro's inline island scripts (the <astro-island> element and the client directives
 * its islands use) taken out and replaced, where the first of them stood, by a module script of
 * `moduleUrl(code)`, `code` being theirs in order, each once. modulesAfterFirstPaint then loads it
 * after the first paint, like the page's other modules: an island waits for it as server-rendered
 * HTML that works on its own. Unchanged when the page has no island.
 */
export function islandCodeAsModule(html: string, moduleUrl: (code: string) => string): string {
  const scripts = [...html.matchAll(inlineScript)].filter((match) => isIslandCode(match[1]!));
  if (scripts.length === 0) return html;
  const code = [...new Set(scripts.map((match) => match[1]!.trim()))].join('\n');
  const url = moduleUrl(code);
  let first = true;
  return html.replace(inlineScript, (script, body: string) => {
    if (!isIslandCode(body)) return script;
    if (!first) return '';
    first = false;
    return `<script type="module" src="${url}"></script>`;
  });
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

/**
 * The most a page's document may weigh, brotli-compressed, to arrive in TCP's first flight: ten
 * packets of 1460 bytes (RFC 6928), less room for the response's headers. Lighthouse's model of
 * slow 4G sends that much in one round trip and the rest a round trip later.
 */
export const firstFlightBytes = 14 * 1024;

/** Whether each version of a page arrives within TCP's first flight (brotli, as served). */
export interface FitsFirstFlight {
  /** The document as built, linking its stylesheet. */
  linked: () => boolean;
  /** The document with its rules in place of the link. */
  inlined: () => boolean;
  /** That document up to the end of its first screen (first-screen.ts). */
  inlinedFirstScreen: () => boolean;
}

/**
 * Whether a page paints sooner carrying its rules than linking its stylesheet. Linked, the stylesheet
 * costs a round trip after the document's first bytes. Carried, the rules cost nothing when the whole
 * document still arrives in the first flight. A document that the rules push past the first flight
 * keeps its link: Lighthouse's model of slow 4G fetches a document whole before it paints, so a second
 * flight costs more than the stylesheet's round trip. A document past the first flight without its
 * rules (a home) needs that second flight anyway: it carries them when its first screen, rules
 * included, stays in the first flight, where a phone paints it while the rest streams in, and the
 * model charges it no more than the stylesheet's fetch. Each version is weighed only when the
 * answer needs it.
 */
export function inliningPays(fits: FitsFirstFlight): boolean {
  if (fits.inlined()) return true;
  return !fits.linked() && fits.inlinedFirstScreen();
}

/**
 * The page painting without waiting for a stylesheet: each `<link rel="stylesheet">` replaced by a
 * <style> of the rules of it the page can use (`usedCss(href)`: those its HTML and its scripts' class
 * names can match, used-css.ts). Kept as it is when `pays(inlined, linked)` refuses the
 * result (inliningPays). Unchanged when the page has no stylesheet link, so applying it twice
 * changes nothing.
 */
export function stylesheetsInlined(
  html: string,
  usedCss: (href: string) => string,
  pays: (inlined: string, linked: string) => boolean,
): string {
  const edited = html.replace(
    /<link rel="stylesheet" href="([^"]+)">/g,
    (_, href: string) => `<style>${usedCss(href)}</style>`,
  );
  return edited !== html && pays(edited, html) ? edited : html;
}

/**
 * The site URLs of every script a page may run: its module scripts, those it loads after its first
 * paint, and the component and renderer of each island, whenever it hydrates.
 */
export function pageScriptUrls(html: string): string[] {
  const attributes = [...html.matchAll(scriptUrlAttribute)];
  return [...new Set([...attributes.map((match) => match[1]!), ...modulesLoadedAfterPaint(html)])];
}

/**
 * The site URLs of the page's own code (pageScriptUrls and their static imports), less its islands'
 * renderer and all it imports: the framework (React and Astro's client for it) sets no class and
 * creates only the elements the page's components name, while its own words (tag names, CSS
 * keywords) would keep rules no element of the page can use.
 */
export function ownScriptUrls(html: string, readModule: (url: string) => string | undefined): string[] {
  const renderers = [...html.matchAll(rendererUrlAttribute)].map((match) => match[1]!);
  const framework = new Set(importClosure(renderers, readModule));
  const own = pageScriptUrls(html).filter((url) => !framework.has(url));
  return importClosure(own, readModule).filter((url) => !framework.has(url));
}

/** Where a page's web font files are listed for the scripts of webFontsAfterFirstPaint. */
const fontsAttribute = 'data-fonts';

/** The comma-separated families of a CSS font-family value, quotes kept (commas inside quotes do not split). */
function families(stack: string): string[] {
  return (stack.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map((family) => family.trim()).filter(Boolean);
}

/**
 * The page with its web fonts kept off a first visit's critical path and shown once it has
 * painted. Astro's <Font> writes the @font-face rules and, in the same <style>,
 * `:root{--font-x:Face,"Face fallback: …",generic}`. After that style this adds a rule that, while
 * <html data-fonts="later">, leaves the web faces out of every such stack (the metric-matched
 * fallback stays), and an inline script (`deciderCode`) listing the files in `data-fonts` that sets
 * "later" until those files are noted as cached. The module that loads the faces and then turns
 * "later" into "headings" (`swapperUrl`) goes before </body> as a module script, so that
 * modulesAfterFirstPaint, applied next, imports it after the first paint with the page's others.
 * While "headings", body text keeps the fallback when the page's body role (`--brand-font-body`) is
 * a web face: a paragraph that changes face mid-page rewraps and moves what follows it, where a
 * heading keeps its lines. Unchanged when the page has no web font file; applying it twice changes
 * nothing.
 */
export function webFontsAfterFirstPaint(html: string, deciderCode: string, swapperUrl: string): string {
  if (html.includes(`<script ${fontsAttribute}=`)) return html;
  const style = /<style>(@font-face\{[^<]*)<\/style>/.exec(html);
  if (!style) return html;
  const css = style[1]!;
  const webFaces = webFontFaces(css);
  if (webFaces.length === 0) return html;
  const webFamilies = new Set(webFaces.map((face) => face.family));
  const fallbackStacks = new Map(
    [...css.matchAll(/(--font-[\w-]+):([^;}]+)/g)].map(([, name, stack]) => [
      name!,
      families(stack!)
        .filter((family) => !webFamilies.has(family.replace(/^["']|["']$/g, '')))
        .join(','),
    ]),
  );
  const later = [...fallbackStacks].map(([name, stack]) => `${name}:${stack}`).join(';');
  const bodyVariable = new RegExp(`${bodyFontVariable}:var\\((--font-[\\w-]+)\\)`).exec(html)?.[1];
  const bodyFallback = bodyVariable === undefined ? undefined : fallbackStacks.get(bodyVariable);
  const urls = [...new Set(webFaces.map((face) => face.url))].join(' ');
  const added =
    `<style>:root[${fontsAttribute}=later]{${later}}` +
    (bodyFallback ? `:root[${fontsAttribute}=headings]{${bodyFontVariable}:${bodyFallback}}` : '') +
    '</style>' +
    `<script ${fontsAttribute}="${urls}">${deciderCode}</script>`;
  return html
    .replace(style[0], `${style[0]}${added}`)
    .replace('</body>', `<script type="module" src="${swapperUrl}"></script></body>`);
}

/** The web font files a page loads after its first paint (the `data-fonts` list of webFontsAfterFirstPaint). */
export function fontsLoadedAfterPaint(html: string): string[] {
  return new RegExp(`<script ${fontsAttribute}="([^"]*)">`).exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
}
