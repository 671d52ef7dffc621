/**
 * A page rendered by the installed Astro the way the site's build renders its pages, without a build: compiled by
 * the compiler Astro itself uses, rendered by Astro's container API (`experimental_AstroContainer`) with the React
 * renderer and the client directives of the project's own configuration (astro.config.ts), each directive's script
 * built by Astro's own directive builder. What Vite would do in a build is stood in for only where the container asks
 * for it: a module's URL (`/_astro/<name>.js`) and the code of a virtual module, taken from the configuration's Vite
 * plugins. Used by tests/unit/upgrade-canaries.test.ts; node only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration, SSRManifest } from 'astro';
import { experimental_AstroContainer } from 'astro/container';
import config from '../../../astro.config.ts';

/** The integrations of the configuration that give pages their renderer and client directives. */
const renderingIntegrations = ['@astrojs/react', 'client-directives'];

export interface ClientDirective {
  name: string;
  entrypoint: string;
}

interface Renderer {
  name: string;
  clientEntrypoint?: string;
  serverEntrypoint: string;
}

/** A Vite plugin hook as integrations write it: a function, or a handler behind a filter on the module id. */
type Hook = ((id: string) => unknown) | { filter?: { id?: unknown }; handler: (id: string) => unknown };
interface VitePlugin {
  resolveId?: Hook;
  load?: Hook;
}

export interface ProjectRendering {
  directives: ClientDirective[];
  renderers: Renderer[];
  vitePlugins: VitePlugin[];
}

/** What the configuration's rendering integrations set up, collected from their `astro:config:setup` hooks. */
export async function projectRendering(): Promise<ProjectRendering> {
  const found: ProjectRendering = { directives: [], renderers: [], vitePlugins: [] };
  const integrations = (config.integrations ?? []).flat() as AstroIntegration[];
  for (const integration of integrations.filter((i) => renderingIntegrations.includes(i.name))) {
    await integration.hooks['astro:config:setup']?.({
      command: 'build',
      config: {},
      addClientDirective: (directive: ClientDirective) => found.directives.push(directive),
      addRenderer: (renderer: Renderer) => found.renderers.push(renderer),
      updateConfig: (update: { vite?: { plugins?: unknown[] } }) =>
        found.vitePlugins.push(...((update.vite?.plugins ?? []).flat(Infinity) as VitePlugin[])),
      injectScript: () => {},
      logger: console,
    } as never);
  }
  return found;
}

function callHook(hook: Hook | undefined, id: string): unknown {
  if (!hook) return undefined;
  if (typeof hook === 'function') return hook(id);
  const filter = hook.filter?.id;
  if (filter !== undefined && !(filter instanceof RegExp && filter.test(id))) return undefined;
  return hook.handler(id);
}

/** The code a Vite plugin of the configuration gives a virtual module (`astro:react:opts`), or undefined. */
export function virtualModuleCode(plugins: readonly VitePlugin[], specifier: string): string | undefined {
  for (const plugin of plugins) {
    const id = callHook(plugin.resolveId, specifier);
    if (typeof id !== 'string') continue;
    const loaded = callHook(plugin.load, id) as string | { code: string } | undefined;
    return typeof loaded === 'string' ? loaded : loaded?.code;
  }
  return undefined;
}

const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));

/**
 * A client directive's inline script as Astro builds it for a page (its entrypoint bundled with Astro's wrapper).
 * Astro exports no API for it: the canary imports the builder from Astro's own files.
 */
export async function directiveScript(directive: ClientDirective): Promise<string> {
  const builder = join(astroRoot, 'dist/core/client-directive/build.js');
  const { buildClientDirectiveEntrypoint } = (await import(pathToFileURL(builder).href).catch((error: unknown) => {
    throw new Error(
      `Astro's client directive builder is no longer ${builder}: point directiveScript at where this Astro builds a directive's script (addClientDirective)`,
      { cause: error },
    );
  })) as { buildClientDirectiveEntrypoint: (name: string, entrypoint: string, root: URL) => Promise<string> };
  return buildClientDirectiveEntrypoint(directive.name, directive.entrypoint, pathToFileURL(`${resolve('.')}/`));
}

/** The site URL a build gives a module: `/_astro/<its file's name>.js`. */
const builtUrl = (specifier: string) => `/_astro/${basename(specifier.split('?')[0]!).replace(/\.\w+$/, '')}.js`;

export interface RenderedPage {
  html: string;
  /** The URLs the page's island component, its renderer and its own script were given. */
  componentUrl: string;
  rendererUrl: string;
  scriptUrl: string;
}

/**
 * A full page with one React island per client directive of the configuration and a script of its own, rendered by
 * the installed Astro. The compiled page and its island are written for Node to import beside the project's
 * node_modules (so `astro` and `react` resolve as the site's do), and removed after.
 */
export async function renderIslandPage(rendering: ProjectRendering): Promise<RenderedPage> {
  const react = rendering.renderers.find((renderer) => renderer.name === '@astrojs/react');
  if (!react) throw new Error('astro.config.ts gives no @astrojs/react renderer');
  // Node has no Vite: the configuration's plugins answer the virtual modules the renderer imports.
  registerHooks({
    resolve(specifier, context, next) {
      const code = specifier.startsWith('astro:') ? virtualModuleCode(rendering.vitePlugins, specifier) : undefined;
      if (code === undefined) return next(specifier, context);
      return { url: `data:text/javascript,${encodeURIComponent(code)}`, shortCircuit: true };
    },
  });
  const directives = await Promise.all(
    rendering.directives.map(async (directive) => [directive.name, await directiveScript(directive)] as const),
  );

  const cache = resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'upgrade-canary-'));
  try {
    writeFileSync(
      join(dir, 'Island.mjs'),
      "import { createElement } from 'react';\nexport default function Island() { return createElement('p', null, 'An island'); }\n",
    );
    const islands = rendering.directives.map((directive) => `<Island client:${directive.name} />`).join('\n');
    const source = `---\nimport Island from './Island.mjs';\n---\n<html lang="en"><head><title>Canary</title></head><body>\n${islands}\n<script>document.documentElement.dataset.canary = 'ran';</script>\n</body></html>\n`;
    const page = join(dir, 'Page.astro');
    const { transform } = (await import(
      pathToFileURL(createRequire(join(astroRoot, 'package.json')).resolve('@astrojs/compiler-rs')).href
    )) as { transform: (source: string, options: object) => { code: string } };
    const compiled = transform(source, {
      filename: page,
      normalizedFilename: '/Page.astro',
      internalURL: 'astro/compiler-runtime',
      resultScopedSlot: true,
      compact: config.compressHTML ?? true,
      resolvePath: (specifier: string) => join(dir, specifier),
    });
    writeFileSync(join(dir, 'Page.mjs'), compiled.code);
    const { default: Page } = (await import(pathToFileURL(join(dir, 'Page.mjs')).href)) as { default: never };
    const { default: server } = (await import(react.serverEntrypoint)) as { default: never };

    const container = await experimental_AstroContainer.create({
      manifest: { clientDirectives: new Map(directives) } as Partial<SSRManifest> as SSRManifest,
      resolve: async (specifier: string) => builtUrl(specifier),
    });
    container.addServerRenderer({ name: react.name, renderer: server });
    container.addClientRenderer({ name: react.name, entrypoint: react.clientEntrypoint! });
    return {
      html: await container.renderToString(Page, { partial: false }),
      componentUrl: builtUrl(join(dir, 'Island.mjs')),
      rendererUrl: builtUrl(react.clientEntrypoint!),
      scriptUrl: builtUrl(page),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
