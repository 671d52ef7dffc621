/**
 * Server-rendered markup and pure helpers of the islands (no DOM needed), rendered with react-dom/server as in the site.
 * Interactive behaviour is covered in the browser by tests/e2e/islands*.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ErrorBoundary, ErrorFallback, withErrorBoundary } from '../../src/islands/ErrorBoundary.tsx';
import { textFileName } from '../../src/lib/blog-text.ts';
import ImageSlider from '../../src/islands/ImageSlider.tsx';
import ReviewsCarousel from '../../src/islands/ReviewsCarousel.tsx';
import { hideSlidesOutOfView } from '../../src/islands/slides-out-of-view.ts';
import ServicesTicker from '../../src/islands/ServicesTicker.tsx';
import {
  filterFromSearch,
  fillFilterWords,
  galleryFilters,
  urlForFilter,
  type GalleryCategory,
} from '../../src/islands/GalleryFilter.tsx';
import { showToast, TOAST_EVENT } from '../../src/islands/toast.ts';
import WelcomeDialog from '../../src/islands/WelcomeDialog.tsx';
import { slideAttributes } from '../../src/lib/carousel.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('renders the islands with React 19, the runtime the site ships (see astro.config.ts)', async () => {
  const { version } = await import('react');
  expect(version).toMatch(/^19\./);
  expect(renderToString(createElement('p', { className: 'x' }, 'hi'))).toBe('<p class="x">hi</p>');
});

describe('ErrorBoundary', () => {
  const error = new Error('Reviews could not be shown');

  it("renders the 'Unexpected Application Error!' block with the message", () => {
    const html = renderToString(createElement(ErrorFallback, { error, showStack: false }));
    expect(html).toContain('role="alert"');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Reviews could not be shown');
    expect(html).not.toContain('<pre');
  });

  it('adds the stack only when asked to (import.meta.env.DEV)', () => {
    const html = renderToString(createElement(ErrorFallback, { error, showStack: true }));
    expect(html).toContain('<pre');
    expect(html).toContain('islands.test.ts');
  });

  it('shows non-Error throws as text', () => {
    expect(renderToString(createElement(ErrorFallback, { error: 'plain string', showStack: false }))).toContain(
      'plain string',
    );
  });

  it('switches to the fallback when a child throws, and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boundary = new ErrorBoundary({ name: 'ReviewsCarousel', children: 'fine' });
    expect(renderToString(createElement('div', null, boundary.render()))).toContain('fine');

    boundary.state = ErrorBoundary.getDerivedStateFromError(error);
    boundary.componentDidCatch(error, { componentStack: '\n    at Carousel' });
    const html = renderToString(createElement('div', null, boundary.render()));
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Reviews could not be shown');
    expect(log).toHaveBeenCalledWith('[ReviewsCarousel]', error, '\n    at Carousel');
  });

  it('renders a wrapped island unchanged when nothing throws', () => {
    const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
    const Guarded = withErrorBoundary(Greeting, 'Greeting');
    expect(renderToString(createElement(Guarded, { name: 'Sam' }))).toBe('<p>Hello Sam</p>');
    expect(Guarded.displayName).toBe('withErrorBoundary(Greeting)');
  });

  it('lets a server-render error fail the build instead of shipping a broken page', () => {
    const Broken = () => {
      throw new Error('bad data');
    };
    expect(() => renderToString(createElement(withErrorBoundary(Broken, 'Broken')))).toThrow('bad data');
  });
});

describe('gallery filter URL', () => {
  const shared = parseYaml(readFileSync('src/content/galleryCategories.yaml', 'utf8')) as GalleryCategory[];
  it('lists the shared filters in order, all first', () => {
    expect(galleryFilters(shared, 'All Projects').map((f) => f.id)).toEqual([
      'all',
      'garden',
      'artificial-grass',
      'decking',
      'fencing',
    ]);
  });
  it('fills the count and the category noun into the filter’s words', () => {
    expect(fillFilterWords('Showing {count} {noun} projects', 3, 'fencing')).toBe('Showing 3 fencing projects');
    expect(fillFilterWords('Ask about {noun}', 0, 'decking')).toBe('Ask about decking');
  });
  it('reads ?category= and falls back to all', () => {
    expect(filterFromSearch('?category=decking', shared)).toBe('decking');
    expect(filterFromSearch('?category=artificial-grass&x=1', shared)).toBe('artificial-grass');
    expect(filterFromSearch('?category=patios', shared)).toBe('all');
    expect(filterFromSearch('', shared)).toBe('all');
    // A brand's own category is a filter in its gallery only.
    const own = [{ id: 'tree-work', label: 'Tree Work', noun: 'tree work' }, ...shared];
    expect(filterFromSearch('?category=tree-work', own)).toBe('tree-work');
    expect(filterFromSearch('?category=tree-work', shared)).toBe('all');
  });
  it('writes the filter into the URL and removes it for all', () => {
    expect(urlForFilter('https://example.test/gallery', 'fencing')).toBe('/gallery?category=fencing');
    expect(urlForFilter('https://example.test/gallery?category=fencing#top', 'all')).toBe('/gallery#top');
  });
});

describe('download file name', () => {
  it('names the file from the title with .txt', () => {
    expect(textFileName('Understanding Tree Surgery in West London & Slough')).toBe(
      'Understanding Tree Surgery in West London & Slough.txt',
    );
    expect(textFileName('Tree surgery: a guide / FAQ?')).toBe('Tree surgery a guide FAQ.txt');
    expect(textFileName('notes.txt')).toBe('notes.txt');
    expect(textFileName('  ')).toBe('download.txt');
  });
});

describe('server-rendered first state', () => {
  // The slides come from ServiceImageSlider.astro as the island's children (tests/build/islands.test.ts checks them).
  const slide = (index: number, count: number) =>
    createElement('div', slideAttributes(index, count), createElement('img', { alt: `Photo ${index + 1}` }));
  const slider = (count: number) =>
    renderToString(
      createElement(ImageSlider, { count }, ...Array.from({ length: count }, (_, index) => slide(index, count))),
    );

  it('image slider: nothing at all without images', () => {
    expect(slider(0)).toBe('');
  });

  it('image slider: one image has no arrows and no dots', () => {
    const html = slider(1);
    expect(html).toContain('alt="Photo 1"');
    expect(html).not.toContain('<button');
  });

  it('image slider: several images get arrows and one dot each, 400 px tall, every slide in the scroller', () => {
    const html = slider(3);
    expect(html.match(/<button/g)).toHaveLength(2 + 3);
    expect(html.match(/<button(?![^>]*disabled)/g)).toBeNull();
    expect(html).toContain('h-[400px]');
    expect(html).toMatch(/<div tabindex="0" aria-live="polite"[^>]*><div role="group"[^>]*aria-label="1 of 3"/);
    expect(html).toContain('aria-label="2 of 3"');
  });

  it('reviews carousel: around the cards Astro renders, 9 dots for 25, controls disabled until hydrated', () => {
    // The cards come from ReviewsSection.astro as the island's children (tests/build/islands.test.ts checks them).
    const cards = Array.from({ length: 25 }, (_, index) =>
      createElement('div', { ...slideAttributes(index, 25), className: 'keen-slider__slide' }, `Quote ${index + 1}`),
    );
    const html = renderToString(createElement(ReviewsCarousel, { count: 25 }, ...cards));
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(25);
    expect(html).toContain('aria-label="25 of 25"');
    expect(html.match(/Show reviews? \d/g)).toHaveLength(9);
    expect(html).toMatch(/<section aria-roledescription="carousel" aria-label="Customer reviews">/);
    expect(html).not.toMatch(/<button(?![^>]*disabled)/);
  });

  it('reviews carousel with what a brand has: one dot per 3 for 11, no controls for a single review', () => {
    const cards = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        createElement('div', { ...slideAttributes(index, count), className: 'keen-slider__slide' }, `Quote ${index}`),
      );
    const eleven = renderToString(createElement(ReviewsCarousel, { count: 11 }, ...cards(11)));
    expect(eleven.match(/aria-roledescription="slide"/g)).toHaveLength(11);
    expect(eleven.match(/Show reviews? \d/g)).toHaveLength(4);
    expect(eleven).toContain('Show reviews 10 to 11');
    const one = renderToString(createElement(ReviewsCarousel, { count: 1 }, ...cards(1)));
    expect(one.match(/aria-roledescription="slide"/g)).toHaveLength(1);
    expect(one).not.toContain('<button');
  });

  it('carousel slides: those out of view are hidden from assistive technology, the others shown again', () => {
    const slides = Array.from({ length: 4 }, () => {
      const attributes = new Map<string, string>();
      return {
        attributes,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      };
    });
    const hiddenOnes = () => slides.flatMap((slide, i) => (slide.attributes.get('aria-hidden') === 'true' ? [i] : []));
    hideSlidesOutOfView(slides as unknown as Element[], (index) => index !== 0);
    expect(hiddenOnes()).toEqual([1, 2, 3]);
    hideSlidesOutOfView(slides as unknown as Element[], (index) => index < 2);
    expect(hiddenOnes()).toEqual([0, 1]);
  });

  it('reviews carousel: nothing at all without reviews', () => {
    expect(renderToString(createElement(ReviewsCarousel, { count: 0 }))).toBe('');
  });

  it('services ticker: the first entry shows, the others are hidden, nothing is empty', () => {
    const entries = ['Professional Fencing Installation', 'Expert Patio & Paving Solutions'];
    const html = renderToString(createElement(ServicesTicker, { entries }));
    expect(html).toMatch(/opacity-100[^"]*">Professional Fencing Installation</);
    expect(html).toMatch(/invisible[^"]*">Expert Patio &amp; Paving Solutions</);
  });
});

describe('site-wide islands, server-rendered', () => {
  it('welcome dialog: closed in the HTML, labelled by its title and text, around the content Astro renders', () => {
    const html = renderToString(
      createElement(
        WelcomeDialog,
        null,
        createElement('h2', { id: 'welcome-dialog-title' }, 'Welcome to Acme Gardens'),
      ),
    );
    expect(html).toMatch(/^<dialog\b/);
    expect(html).not.toMatch(/<dialog[^>]*\bopen\b/);
    expect(html).toMatch(
      /<dialog[^>]*aria-labelledby="welcome-dialog-title"[^>]*aria-describedby="welcome-dialog-text"/,
    );
    expect(html).toContain('<h2 id="welcome-dialog-title">Welcome to Acme Gardens</h2></dialog>');
  });

  it('toast: showToast only dispatches the request the Toaster island listens for', () => {
    const requests: unknown[] = [];
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    target.addEventListener(TOAST_EVENT, (event) => requests.push((event as CustomEvent).detail));
    showToast('Opening phone...', { description: 'Call us' });
    showToast('Sent', { variant: 'success' });
    vi.unstubAllGlobals();
    expect(requests).toEqual([
      { title: 'Opening phone...', description: 'Call us', variant: 'default' },
      { title: 'Sent', description: undefined, variant: 'success' },
    ]);
  });
});
