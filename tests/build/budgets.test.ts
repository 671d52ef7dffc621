/**
 * Performance budgets per route per brand (issue 10), brotli-compressed as served:
 * JavaScript ≤ 90 KB on the home page and ≤ 75 KB elsewhere (everything that hydrates once the
 * whole page has been scrolled, React's runtime included), CSS ≤ 12 KB, HTML ≤ 20 KB
 * (measured by scripts/measure.ts, `npm run measure` prints the table). And nothing is fetched
 * before first paint that the page does not show above the fold: the only eager image
 * (fetchpriority="high") is the hero, the first image of <main>, images below it are lazy,
 * image preloads point at that hero, and no font is preloaded or loaded (the site uses the
 * system font stack).
 */
import type { HtmlElement } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgets, jsBudget, measureSite, overBudget, type PageWeight } from '../../scripts/measure.ts';
import { routes } from '../../src/lib/routes.ts';
import { attr, builtBrands, distDir, pagesOf, parseHtml } from './support/site.ts';

/** Every URL an <img> may fetch (src and each srcset candidate of it and its <picture> sources). */
function imageUrls(img: HtmlElement): string[] {
  const candidates = (srcset?: string) =>
    (srcset ?? '')
      .split(',')
      .map((c) => c.trim().split(/\s+/)[0]!)
      .filter(Boolean);
  const picture = img.parent?.tagName === 'picture' ? img.parent : undefined;
  const sources = picture
    ? picture.querySelectorAll('source').flatMap((source) => candidates(attr(source, 'srcset')))
    : [];
  return [attr(img, 'src') ?? '', ...candidates(attr(img, 'srcset')), ...sources].filter(Boolean);
}

const isEager = (img: HtmlElement) => attr(img, 'loading') !== 'lazy';

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  // Brotli at quality 11 is slow: measure each brand once, for every check below.
  let weights: PageWeight[] = [];
  beforeAll(() => {
    weights = measureSite(distDir, [id]);
  }, 120_000);

  it('keeps every page within its JS, CSS and HTML budgets', () => {
    expect(weights.length).toBe(routes.length + 1);
    expect(weights.flatMap(overBudget)).toEqual([]);
  });

  it('fetches before first paint only what it shows above the fold', { timeout: 60_000 }, async () => {
    const problems: string[] = [];
    for (const page of pagesOf(id)) {
      const root = await parseHtml(page.html, page.file);
      const mainImages = root.querySelectorAll('main img');
      const hero = mainImages[0];
      const priority = root.querySelectorAll('img[fetchpriority="high"]');
      if (priority.length > 1)
        problems.push(`${page.path}: ${priority.length} images have fetchpriority="high" (one hero at most)`);
      for (const img of priority) {
        if (img !== hero)
          problems.push(
            `${page.path}: fetchpriority="high" on ${attr(img, 'src')}, which is not the first image of <main>`,
          );
        if (!isEager(img)) problems.push(`${page.path}: the high-priority image ${attr(img, 'src')} is lazy`);
      }
      for (const img of root.querySelectorAll('img')) {
        if (!isEager(img)) continue;
        const inHeader = img.closest('header') !== null;
        const isHero = img === hero && attr(img, 'fetchpriority') === 'high';
        if (!inHeader && !isHero)
          problems.push(`${page.path}: eager image ${attr(img, 'src')} (add loading="lazy", or make it the hero)`);
      }
      const heroUrls = hero && isEager(hero) ? imageUrls(hero) : [];
      const preloads = root
        .querySelectorAll('link[rel]')
        .filter((link) => /\b(preload|prefetch)\b/.test(attr(link, 'rel')!));
      for (const link of preloads) {
        const as = attr(link, 'as');
        const href = attr(link, 'href') ?? attr(link, 'imagesrcset') ?? '';
        if (as === 'font') problems.push(`${page.path}: preloads font ${href} (the site uses system fonts)`);
        if (as === 'image' && !heroUrls.some((url) => href.includes(url)))
          problems.push(`${page.path}: preloads image ${href}, which is not its hero`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('hydrates on text pages only the welcome dialog, and the toaster only on a toast', () => {
    for (const route of ['/about', '/services', '/reviews', '/delivery-info', '/wiltshire', '/privacy', '/404']) {
      const html = pagesOf(id).find((page) => page.path === route)!.html;
      const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => ({
        component: /component-url="[^"]*\/(\w+)\.[\w-]+\.js"/.exec(tag)?.[1],
        client: /\sclient="([^"]+)"/.exec(tag)?.[1],
      }));
      expect(islands, route).toEqual([
        { component: 'WelcomeDialog', client: 'load-once-per-session' },
        { component: 'Toaster', client: 'event' },
      ]);
    }
  });

  it('loads no web fonts', () => {
    expect(weights.flatMap((page) => page.fonts.map((font) => `${page.route}: ${font}`))).toEqual([]);
  });
});

it('states the budgets of issue 10', () => {
  expect(jsBudget('/')).toBe(90 * 1024);
  expect(jsBudget('/fencing')).toBe(75 * 1024);
  expect(budgets).toMatchObject({ css: 12 * 1024, html: 20 * 1024 });
});
