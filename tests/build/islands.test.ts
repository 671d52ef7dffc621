/**
 * The islands the design names are React 19 islands hydrated by @astrojs/react: the carousels,
 * the gallery filter, the three forms, the toaster and the welcome dialog, each an <astro-island>
 * whose renderer is React's, sharing one React runtime per page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../../src/after-build/critical-path.ts';
import { formRoutes } from '../../src/lib/routes.ts';
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

/**
 * Each island of `component`: its props, its inner HTML, and the HTML Astro gave it as children
 * (<astro-slot>, and named slots as <astro-slot name="…">).
 */
function islandsNamed(html: string, component: string) {
  const island = new RegExp(
    `<astro-island\\b[^>]*component-url="[^"]*/${component}\\.[^>]*>([\\s\\S]*?)</astro-island>`,
    'g',
  );
  return [...html.matchAll(island)].map(([whole, inner]) => ({
    props: JSON.parse(decodeEntities(/\sprops="([^"]*)"/.exec(whole)![1]!)) as Record<string, [number, unknown]>,
    inner: inner!,
    slot: /<astro-slot>([\s\S]*?)<\/astro-slot>/.exec(inner!)?.[1] ?? '',
    namedSlot: (name: string) =>
      new RegExp(`<astro-slot name="${name}">([\\s\\S]*?)</astro-slot>`).exec(inner!)?.[1] ?? '',
  }));
}

/** A prop as Astro serialises it: [0, value] for a plain value, [1, [...]] for an array of serialised values. */
function propValue([type, value]: [number, unknown]): unknown {
  return type === 1 ? (value as [number, unknown][]).map(propValue) : value;
}

/** The slide labels ("1 of 6", …) in the order the slides appear in `html`. */
const slideLabels = (html: string) =>
  [...html.matchAll(/aria-roledescription="slide" aria-label="([^"]+)"/g)].map((match) => match[1]);
const labelsFor = (count: number) => Array.from({ length: count }, (_, i) => `${i + 1} of ${count}`);

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
    const sliders = pagesOf(id).flatMap((page) =>
      islandsNamed(page.html, 'ImageSlider').map((slider) => ({ ...slider, page })),
    );
    expect(sliders.length).toBeGreaterThan(0);
    for (const { props, inner, slot, page } of sliders) {
      expect(Object.keys(props).sort(), page.path).toEqual(['count', 'label']);
      const count = propValue(props.count!) as number;
      expect(count, page.path).toBeGreaterThan(0);
      expect(slideLabels(slot), page.path).toEqual(labelsFor(count));
      // Each photo once: in the slot, nowhere else in the island.
      expect(inner.match(/<picture>/g), page.path).toHaveLength(count);
      expect(slot.match(/<picture>/g), page.path).toHaveLength(count);
      for (const caption of slot.match(/<p class="[^"]*"/g) ?? [])
        expect(caption, page.path).toContain(count > 1 ? 'pb-14' : 'pb-3');
    }
  });

  it('renders the home reviews once, as the carousel’s children, and passes only their number and label', () => {
    const [carousel, ...others] = islandsNamed(pagesOf(id).find((page) => page.path === '/')!.html, 'ReviewsCarousel');
    expect(others).toEqual([]);
    const { props, inner, slot } = carousel!;
    expect(Object.keys(props).sort()).toEqual(['count', 'label']);
    const count = propValue(props.count!) as number;
    expect(slideLabels(slot)).toEqual(labelsFor(count));
    // Each card is a keen-slider slide with its rating and quote, once: in the slot, nowhere else in the island.
    expect(slot.match(/<div role="group"[^>]*class="keen-slider__slide /g)).toHaveLength(count);
    expect(slot.match(/<span class="sr-only">Rated [1-5] out of 5<\/span>/g)).toHaveLength(count);
    expect(inner.match(/<blockquote/g)).toHaveLength(count);
    expect(slot.match(/<blockquote/g)).toHaveLength(count);
  });

  it('renders the recent projects and their thumbnails once, as the carousel’s children; the island gets their titles', () => {
    const [carousel, ...others] = islandsNamed(
      pagesOf(id).find((page) => page.path === '/')!.html,
      'RecentWorkCarousel',
    );
    expect(others).toEqual([]);
    const { props, inner, slot, namedSlot } = carousel!;
    expect(Object.keys(props).sort()).toEqual(['label', 'titles']);
    const titles = propValue(props.titles!) as string[];
    expect(titles.length).toBeGreaterThan(1);
    expect(slideLabels(slot)).toEqual(labelsFor(titles.length));
    expect([...slot.matchAll(/<h3 class="[^"]*">([^<]+)<\/h3>/g)].map((match) => decodeEntities(match[1]!))).toEqual(
      titles,
    );
    const thumbnails = namedSlot('thumbnails');
    const buttons = [...thumbnails.matchAll(/<button\b[^>]*>/g)].map(([tag]) => tag);
    expect(buttons.map((tag) => /data-show-slide="(\d+)"/.exec(tag)?.[1])).toEqual(titles.map((_, i) => `${i}`));
    // Disabled until the island runs; the first project is the current one.
    for (const tag of buttons) expect(tag).toMatch(/\sdisabled[\s>]/);
    expect(buttons.map((tag) => tag.includes('aria-current="true"'))).toEqual(titles.map((_, i) => i === 0));
    expect(
      [...thumbnails.matchAll(/<span class="sr-only">Show ([^<]+)<\/span>/g)].map((match) => decodeEntities(match[1]!)),
    ).toEqual(titles);
    // Each photo once as a slide and once as a thumbnail, nowhere else in the island.
    expect(slot.match(/<picture>/g)).toHaveLength(titles.length);
    expect(thumbnails.match(/<picture>/g)).toHaveLength(titles.length);
    expect(inner.match(/<picture>/g)).toHaveLength(2 * titles.length);
  });

  it('has one toaster on every page, one welcome dialog on every page but a form page, and hydrates nothing before first paint', () => {
    for (const page of pages) {
      const count = (name: string) => page.islands.filter((island) => island.component === name).length;
      expect(count('Toaster'), page.path).toBe(1);
      expect(count('WelcomeDialog'), page.path).toBe(formRoutes.includes(page.path) ? 0 : 1);
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
