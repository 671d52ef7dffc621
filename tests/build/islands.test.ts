/**
 * The islands the design names are React 19 islands hydrated by @astrojs/react: the carousels,
 * the gallery filter, the three forms, the toaster and the welcome dialog, each an <astro-island>
 * whose renderer is React's, sharing one React runtime per page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../../src/lib/critical-path.ts';
import { builtBrands, distDir, pagesOf } from './support/site.ts';

interface Island {
  component: string;
  rendererUrl: string;
  client: string;
}

function islandsOf(html: string): Island[] {
  return [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
    component: /component-url="[^"]*\/(\w+)\.[\w-]+\.js"/.exec(tag)?.[1] ?? '',
    rendererUrl: /renderer-url="([^"]+)"/.exec(tag)?.[1] ?? '',
    client: /\sclient="([^"]+)"/.exec(tag)?.[1] ?? '',
  }));
}

/** Every chunk a script loads, following static imports. */
const chunkGraph = (url: string) => importClosure([url], (chunk) => readFileSync(join(distDir, chunk), 'utf8'));

const islandsByComponent = new Map<string, Island[]>();
const rendererUrls = new Set<string>();
describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  const pages = pagesOf(id).map((page) => ({ path: page.path, islands: islandsOf(page.html) }));
  for (const page of pages)
    for (const island of page.islands) {
      islandsByComponent.set(island.component, [...(islandsByComponent.get(island.component) ?? []), island]);
      rendererUrls.add(island.rendererUrl);
    }

  it('renders the named interactive parts as islands', () => {
    const components = new Set(pages.flatMap((page) => page.islands.map((island) => island.component)));
    for (const name of [
      'ReviewsCarousel',
      'RecentWorkCarousel',
      'ImageSlider',
      'ServicesTicker',
      'GalleryFilter',
      'QuoteForm',
      'EnquiryForm',
      'UpdateRequestForm',
      'Toaster',
      'WelcomeDialog',
    ])
      expect(components, name).toContain(name);
  });

  it('has one toaster and one welcome dialog on every page, and hydrates nothing before first paint', () => {
    for (const page of pages) {
      const count = (name: string) => page.islands.filter((island) => island.component === name).length;
      expect(count('Toaster'), page.path).toBe(1);
      expect(count('WelcomeDialog'), page.path).toBe(1);
      const clients = page.islands.map((island) => island.client);
      expect(
        clients.filter((client) => client === 'load' || client === 'idle' || client === 'only'),
        page.path,
      ).toEqual([]);
    }
  });
});

it('hydrates every island with @astrojs/react, on React 19', () => {
  expect(rendererUrls.size).toBe(1); // one renderer for the whole site
  const [renderer] = [...rendererUrls];
  const graph = chunkGraph(renderer!)
    .map((url) => readFileSync(join(distDir, url), 'utf8'))
    .join('\n');
  expect(graph).toContain('hydrateRoot');
  // React's production build names its version and links its errors to react.dev.
  expect(graph).toMatch(/version:`19\.\d+\.\d+`/);
  expect(graph).toContain('react.dev/errors');
});
