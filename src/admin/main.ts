/**
 * The editor at /admin: Decap CMS, bundled by the build (scripts/admin/bundle.ts) with the configuration it
 * generated from the schemas (config.json next to this script, per host). On localhost it edits the working tree
 * through decap-server (npm run admin) when the configuration offers it; elsewhere it commits to GitHub through
 * Netlify's OAuth provider.
 */
import CMS from './decap.ts';
import type { ComponentClass } from 'react';
import { collectionName, editorFormat, editorGroups, noMediaLibrary, readinessKey, sitesKey } from './admin-config.ts';
import type { BrandReadiness } from '../lib/readiness.ts';
import { showReadiness } from './readiness.ts';
import { adminConfigFile } from '../hosting/netlify-rules.ts';
import { afterSave } from './decap-store.ts';
import { editorFormat as format, fieldOrders } from './formats.ts';
import { PhotoKeyControl, PhotoKeyPreview } from './photo-key-widget.tsx';
import { showProblems, showProblemsAfterSave } from './problems.ts';
import { ownerWords } from './words.ts';
import { OpeningDayControl, OpeningDayPreview, withCheck, type ControlProps } from './widgets.tsx';

/** decap-server's address, when the configuration offers it and the editor runs on this machine. */
function localBackend(config: Record<string, unknown>): { url: string } | false {
  const { hostname, search } = window.location;
  if (!config.local_backend || !['localhost', '127.0.0.1'].includes(hostname)) return false;
  const port = new URLSearchParams(search).get('local_backend_port') ?? '8081';
  return /^\d{2,5}$/.test(port) ? { url: `http://${hostname}:${port}/api/v1` } : false;
}

/** The Media tab would store files the build does not read: a library that is never shown removes it. */
const noMediaTab = {
  name: noMediaLibrary,
  init: () => ({
    show: () => {},
    hide: () => {},
    onClearControl: () => {},
    onRemoveControl: () => {},
    enableStandalone: () => false,
  }),
};

interface Site {
  id: string;
  name: string;
}

/**
 * With several brands (on localhost or a deploy preview), the one the page names (?brand=<id>): its collections
 * only. Without one, a page to choose it, and no editor.
 */
function chosenSite<C extends { name: string }>(
  sites: Site[],
  collections: C[],
): { site?: Site; collections: C[] } | undefined {
  if (sites.length < 2) return { site: sites[0], collections };
  const params = new URLSearchParams(window.location.search);
  const site = sites.find((s) => s.id === params.get('brand'));
  if (site) {
    document.title = `Edit ${site.name}`;
    const names = editorGroups.map((group) => collectionName(site.id, group.name));
    return { site, collections: collections.filter((collection) => names.includes(collection.name)) };
  }
  const main = document.createElement('main');
  main.style.cssText = 'max-width:40rem;margin:3rem auto;padding:0 1rem;font:17px/1.5 system-ui,sans-serif';
  const heading = document.createElement('h1');
  heading.textContent = 'Which business do you want to edit?';
  const list = document.createElement('ul');
  for (const { id, name } of sites) {
    const link = document.createElement('a');
    params.set('brand', id);
    link.href = `?${params.toString()}`;
    link.textContent = name;
    const item = document.createElement('li');
    item.style.margin = '0.5rem 0';
    item.append(link);
    list.append(item);
  }
  main.append(heading, list);
  document.body.append(main);
  return undefined;
}

/**
 * Decap refuses to save an entry with a field in error by rejecting with no reason, once it has shown each field's
 * problem and its toast (actions/entries.js, editorialWorkflow.js: `return Promise.reject()`): the refusal the owner
 * sees, not a fault, so it is not reported as an uncaught error. Any other rejection still is.
 */
window.addEventListener('unhandledrejection', (event) => {
  if (event.reason === undefined) event.preventDefault();
});

async function start(): Promise<void> {
  // Each brand host answers with its own brand's configuration (src/hosting/netlify-rules.ts, adminRules).
  const response = await fetch(new URL(adminConfigFile, import.meta.url));
  const config = (await response.json()) as Record<string, unknown> & Parameters<typeof fieldOrders>[0];
  CMS.registerCustomFormat(editorFormat, 'yml', format(fieldOrders(config)) as never);
  const control = (name: string) => CMS.getWidget(name)!.control as unknown as ComponentClass<ControlProps>;
  const preview = (name: string) => CMS.getWidget(name)!.preview;
  for (const name of ['string', 'text', 'object', 'list'])
    CMS.registerWidget(`checked-${name}`, withCheck(control(name)) as never, preview(name) as never);
  CMS.registerWidget('opening-day', OpeningDayControl as never, OpeningDayPreview as never);
  CMS.registerWidget('photo-key', PhotoKeyControl as never, PhotoKeyPreview as never);
  CMS.registerLocale('en', ownerWords(CMS.getLocale('en') ?? {}) as never);
  const local = localBackend(config);
  CMS.registerEventListener({
    name: 'postSave',
    handler: async () => {
      await afterSave();
      if (local) showProblemsAfterSave();
    },
  } as never);
  CMS.registerMediaLibrary(noMediaTab as never);
  const {
    local_backend: _offered,
    [sitesKey]: sites = [],
    [readinessKey]: readiness = [],
    collections,
    ...rest
  } = config;
  const shown = chosenSite(sites as Site[], collections);
  if (!shown) return;
  CMS.init({ config: { ...rest, collections: shown.collections, local_backend: local } as never });
  if (local) void showProblems();
  showReadiness((readiness as BrandReadiness[]).find((entry) => entry.brandId === shown.site?.id));
}

void start();
