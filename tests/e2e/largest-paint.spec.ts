/**
 * The first screen's largest paint, as the browser itself reports it (the last
 * `largest-contentful-paint` entry before any scroll): when it is an image, that image is fetched
 * first (fetchpriority="high") and never lazily. The build test (tests/build/first-screen.test.ts)
 * checks the hero of each page; this one catches a first-screen image outside the hero, such as
 * /about's story photo, on a phone and on a laptop. Every route of the default brand, and each
 * other brand's home and lead service pages.
 */
import { expect, test } from '@playwright/test';
import { routes } from '../../src/lib/routes.ts';
import { brandUrl, brands, defaultBrand } from './support/brands.ts';
import { keepWelcomeDialogShut } from './support/quality.ts';

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
];

const pagesToCheck = brands.flatMap((brand) =>
  (brand.id === defaultBrand.id
    ? routes
    : ['/', ...brand.focus.map((id) => `/${id}`).filter((route) => routes.includes(route))]
  ).map((path) => ({ brandId: brand.id, path })),
);

interface LargestPaint {
  tag: string;
  html: string;
  loading: string | null;
  fetchPriority: string | null;
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the largest paint of the first screen, when an image, is fetched first and eagerly', async ({
      page,
      context,
    }) => {
      test.setTimeout(pagesToCheck.length * 5_000);
      await keepWelcomeDialogShut(context);
      const problems: string[] = [];
      let images = 0;
      for (const { brandId, path } of pagesToCheck) {
        // networkidle: a lazy or low-priority image in view paints late, and would become the entry then.
        await page.goto(brandUrl(brandId, path), { waitUntil: 'networkidle' });
        const largest = await page.evaluate(async () => {
          // A loaded machine may not yet have decoded and painted the hero by network idle: the entry
          // would still be the header's logo. Every image in view decoded, then a painted frame.
          const inView = [...document.images].filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          });
          await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          return new Promise<LargestPaint | null>((resolve) => {
            new PerformanceObserver((list) => {
              const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
              resolve(
                element
                  ? {
                      tag: element.tagName,
                      html: element.outerHTML.slice(0, 140),
                      loading: element.getAttribute('loading'),
                      fetchPriority: element.getAttribute('fetchpriority'),
                    }
                  : null,
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          });
        });
        expect(largest, `${brandId}${path}: a largest paint`).not.toBeNull();
        if (largest!.tag !== 'IMG') continue;
        images++;
        if (largest!.fetchPriority !== 'high' || largest!.loading === 'lazy')
          problems.push(`${brandId}${path}: ${largest!.html}`);
      }
      expect(problems, 'first-screen largest images without fetchpriority="high", or lazy').toEqual([]);
      // Heroes are photos on the home and service pages: some largest paints must be images.
      expect(images).toBeGreaterThan(0);
    });
  });
}
