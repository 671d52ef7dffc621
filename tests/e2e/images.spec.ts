/**
 * Images as a visitor's browser gets them, on a phone (390 px, 2× density) and a laptop (1280 px, 1×):
 * the file the browser chose is never much larger, nor smaller, than the space it fills — the
 * `widths`/`sizes` pairs in src/assets/responsive-image.ts must match the layout — and arrives as AVIF
 * or WebP. The markup (width/height, alt, AVIF and WebP sources, each offered width true to its file,
 * one high-priority image) is checked on every page of every brand in tests/build/images.test.ts.
 */
import { expect, test } from '@playwright/test';
import { brandUrl, defaultBrand } from './support/brands.ts';
import { keepWelcomeDialogShut, openSettled } from './support/quality.ts';

const pages = ['/', '/fencing', '/tree-surgery', '/gallery', '/about', '/blog'];

// The phone profile is a 390 px, 2× viewport without Chromium's mobile emulation: in emulation the
// preload scanner sizes eager images against the emulated 980 px default viewport before the meta
// viewport applies (a DevTools device-mode artefact, GoogleChrome/web.dev#5756), so the hero would
// be judged on a download real phones do not make.
const viewports = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2, isMobile: false, hasTouch: true },
  { name: 'laptop', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];

/**
 * How much bigger than needed a downloaded image may be. Width steps of up to ~1.6× in the presets
 * plus slack for `sizes` rounding (e.g. "100vw" for a column inside the page padding) stay under 1.8×.
 */
const oversizeTolerance = 1.8;

/**
 * How much smaller than needed a downloaded image may be, unless it is the largest file there is:
 * Chromium picks between two widths by their geometric mean, so a file up to one ladder step (≤ 1.25×
 * around the phone's column) below the need is expected; a `sizes` that undersells the slot by more
 * shows a blurred picture.
 */
const undersizeTolerance = 0.8;

interface ImageReport {
  html: string;
  currentSrc: string;
  /** Pixel width of the file the browser chose (0 when it has not loaded one). */
  fileWidth: number;
  /** The widest file the srcset offers. */
  widestOffered: number;
  renderedWidth: number;
}

for (const viewport of viewports) {
  test.describe(`${viewport.name} (${viewport.width} px, ${viewport.deviceScaleFactor}×)`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: viewport.deviceScaleFactor,
      isMobile: viewport.isMobile,
      hasTouch: viewport.hasTouch,
    });

    for (const path of pages) {
      test(`${path}: the files chosen fit the space they fill, as AVIF or WebP`, async ({ page, context }) => {
        test.setTimeout(90_000); // the page is scrolled end to end so every lazy image loads
        await keepWelcomeDialogShut(context);
        expect(await openSettled(page, brandUrl(defaultBrand.id, path))).toBe(200);
        // openSettled scrolled everything into view once and waited for the network to go quiet, so every
        // lazy image that came into view has loaded; hidden carousel slides may still be deferred.

        const images: ImageReport[] = await page.$$eval('img', (elements) =>
          Promise.all(
            elements.map(async (img) => {
              // naturalWidth of a srcset image is in CSS pixels (file width ÷ chosen density): read the file's
              // real pixel width from a plain copy of the chosen URL (already cached, so no new download).
              let fileWidth = 0;
              if (img.complete && img.naturalWidth > 0 && img.currentSrc) {
                const probe = new Image();
                probe.src = img.currentSrc;
                fileWidth = await probe.decode().then(
                  () => probe.naturalWidth,
                  () => 0,
                );
              }
              const sources =
                img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')] : [];
              const chosenPath = img.currentSrc && new URL(img.currentSrc).pathname;
              const chosenSrcset =
                [...sources, img]
                  .map((element) => element.getAttribute('srcset') ?? '')
                  .find((srcset) => chosenPath && srcset.includes(chosenPath)) ??
                img.getAttribute('srcset') ??
                '';
              return {
                html: img.outerHTML.slice(0, 160),
                currentSrc: img.currentSrc,
                fileWidth,
                // From the srcset the browser chose from: a <source> (an art-directed crop has its own widths) or the <img>'s.
                widestOffered: Math.max(
                  0,
                  ...chosenSrcset.split(',').map((candidate) => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1] ?? 0)),
                ),
                renderedWidth: img.getBoundingClientRect().width,
              };
            }),
          ),
        );
        if (path === '/' || path === '/gallery') expect(images.length, 'images on the page').toBeGreaterThan(0);

        const dpr = viewport.deviceScaleFactor;
        const measured = images.filter((image) => image.fileWidth > 0 && image.renderedWidth > 0);
        if (path === '/') expect(measured.length, 'loaded images measured on the home page').toBeGreaterThan(2);
        // Vector images (the header logo mark) are resolution-independent: only size and alt apply.
        const isVector = (image: ImageReport) => /\.svg(\?|$)/.test(image.currentSrc);
        for (const image of images) {
          if (isVector(image)) continue;
          if (image.currentSrc)
            expect.soft(image.currentSrc, `served as AVIF or WebP: ${image.html}`).toMatch(/\.(avif|webp)(\?|$)/);
          if (measured.includes(image)) {
            // A file already downloaded for a larger use of the same image on this page costs nothing
            // more: browsers reuse it for a smaller copy, which the shared width ladder makes common.
            const largestUse = Math.max(
              ...measured.filter((other) => other.currentSrc === image.currentSrc).map((other) => other.renderedWidth),
            );
            const needed = largestUse * dpr;
            if (process.env.IMAGES_DEBUG)
              console.log(
                path,
                viewport.name,
                image.fileWidth,
                Math.round(needed),
                image.currentSrc.replace(/^.*\//, ''),
              );
            expect
              .soft(image.fileWidth, `file width vs ${Math.round(needed)} device px shown: ${image.html}`)
              .toBeLessThanOrEqual(Math.ceil(needed * oversizeTolerance));
            if (image.fileWidth < image.widestOffered)
              expect
                .soft(image.fileWidth, `file width vs ${Math.round(needed)} device px shown (too small): ${image.html}`)
                .toBeGreaterThanOrEqual(Math.floor(needed * undersizeTolerance));
          }
        }
      });
    }
  });
}
