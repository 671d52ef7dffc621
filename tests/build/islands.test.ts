/**
 * The islands the design names are React 19 islands hydrated by @astrojs/react: the carousels,
 * the gallery filter, the three forms, the toaster and the welcome dialog, each an <astro-island>
 * whose renderer is React's, sharing one React runtime per page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../../src/lib/critical-path.ts';
import { builtBrands, decodeEntities, distDir, pagesOf } from './support/site.ts';

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

/** Each image slider island: its props, and the HTML Astro gave it as its children (<astro-slot>). */
function imageSlidersOf(html: string) {
  return [
    ...html.matchAll(/<astro-island\b[^>]*component-url="[^"]*\/ImageSlider\.[^>]*>([\s\S]*?)<\/astro-island>/g),
  ].map(([whole, inner]) => ({
    props: JSON.parse(decodeEntities(/\sprops="([^"]*)"/.exec(whole)![1]!)) as Record<string, [number, unknown]>,
    inner: inner!,
    slot: /<astro-slot>([\s\S]*)<\/astro-slot>/.exec(inner!)?.[1] ?? '',
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

  it('renders each image slider’s slides once, as the island’s children, and passes only their count and label', () => {
    const sliders = pagesOf(id).flatMap((page) => imageSlidersOf(page.html).map((slider) => ({ ...slider, page })));
    expect(sliders.length).toBeGreaterThan(0);
    for (const { props, inner, slot, page } of sliders) {
      expect(Object.keys(props).sort(), page.path).toEqual(['count', 'label']);
      const count = props.count![1] as number;
      expect(count, page.path).toBeGreaterThan(0);
      const labels = [...slot.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"/g)].map((m) => m[1]);
      expect(labels, page.path).toEqual(Array.from({ length: count }, (_, i) => `${i + 1} of ${count}`));
      // Each photo once: in the slot, nowhere else in the island.
      expect(inner.match(/<picture>/g), page.path).toHaveLength(count);
      expect(slot.match(/<picture>/g), page.path).toHaveLength(count);
      for (const caption of slot.match(/<p class="[^"]*"/g) ?? [])
        expect(caption, page.path).toContain(count > 1 ? 'pb-14' : 'pb-3');
    }
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
