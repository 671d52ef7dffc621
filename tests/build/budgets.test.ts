/**
 * Performance budgets per route per brand, brotli-compressed as served:
 * JavaScript ≤ 90 KB on the home page and ≤ 75 KB elsewhere (everything that hydrates once the
 * whole page has been scrolled, React's runtime included), CSS ≤ 12 KB, HTML ≤ 20 KB without inline
 * <style> (counted as CSS), and the first screen ≤ 10 KB (the document up to the
 * end of the hero, <main>'s first <section>, inline CSS included; tests/build/first-screen.test.ts)
 * (measured by scripts/measure.ts, `npm run measure` prints the table). And nothing is fetched
 * before first paint that the page does not show above the fold: the only eager image
 * (fetchpriority="high") is the hero, the first image of <main>, images below it are lazy,
 * image preloads point at that hero. Web fonts: only the curated, self-hosted typefaces
 * of src/lib/typefaces.ts (Fontsource latin woff2 files, or a heading face's cut of one made after
 * the build by src/after-build/heading-face-cut.ts), only those the brand's look
 * chooses, at most three files and 60 KB per page, none preloaded (a first visit fetches them after
 * its first paint: tests/build/first-screen.test.ts). A brand on the system stack loads none.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkitten';
import type { HtmlElement } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { budgets, jsBudget, measureSite, overBudget, type PageWeight } from '../../scripts/measure.ts';
import { fontUses, resolveLook } from '../../src/lib/brand-look.ts';
import { routes } from '../../src/lib/routes.ts';
import { faceKey, typefaceFile, typefaceIds, type TypefaceId } from '../../src/lib/typefaces.ts';
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

/** Every file of the curated set, opened: which typeface and weight each is, and its characters. */
const require = createRequire(import.meta.url);
const curatedFiles = typefaceIds.flatMap((id) =>
  [400, 600, 700, 800].flatMap((weight) => {
    try {
      return [{ id, weight, font: create(readFileSync(require.resolve(typefaceFile(id, weight)))) as Font }];
    } catch {
      return [];
    }
  }),
);
const fontBudget = { files: 3, bytes: 60 * 1024 };

/**
 * The curated typeface and weight a built font URL (/_astro/fonts/…) holds: the same family and
 * weight, with no character its curated file lacks (a heading face is a cut of it, so bytes differ).
 */
function builtFontFace(url: string): { id: TypefaceId; weight: number; bytes: Buffer } | undefined {
  let bytes: Buffer;
  let font: Font;
  try {
    bytes = readFileSync(join(distDir, url));
    font = create(bytes) as Font;
  } catch {
    return undefined;
  }
  const curated = curatedFiles.find(
    (file) =>
      file.font.familyName === font.familyName && file.font['OS/2'].usWeightClass === font['OS/2'].usWeightClass,
  );
  // A cmap lists U+FFFF as the end of its last range, not as a character.
  const characters = font.characterSet.filter((code) => code !== 0xffff);
  if (!curated || !characters.every((code) => curated.font.hasGlyphForCodePoint(code))) return undefined;
  return { id: curated.id, weight: curated.weight, bytes };
}

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  // Brotli at quality 11 is slow: measure each brand once, for every check below.
  let weights: PageWeight[] = [];
  beforeAll(() => {
    weights = measureSite(distDir, [id]);
  }, 120_000);

  it('keeps every page within its JS, CSS, HTML and first-screen budgets', () => {
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
        if (as === 'font')
          problems.push(`${page.path}: preloads font ${href} (web fonts wait for a first visit's first paint)`);
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

  it('loads only the curated woff2 typefaces its look chooses, within the font budget', () => {
    const brand = builtBrands.find((b) => b.id === id)!;
    const chosen = fontUses(resolveLook(brand)).flatMap((use) => use.weights.map((weight) => faceKey(use.id, weight)));
    const problems: string[] = [];
    for (const page of weights) {
      const files = [...new Set(page.fonts.filter((f) => f.startsWith('@font-face ')).map((f) => f.slice(11)))];
      let bytes = 0;
      for (const url of files) {
        const face = builtFontFace(url);
        if (!url.endsWith('.woff2')) problems.push(`${page.route}: ${url} is not woff2`);
        if (!face) problems.push(`${page.route}: ${url} is not a latin file of the curated typefaces`);
        else if (!chosen.includes(faceKey(face.id, face.weight)))
          problems.push(`${page.route}: ${url} (${face.id} ${face.weight}) is not chosen by the brand's look`);
        bytes += face?.bytes.length ?? 0;
      }
      if (files.length > fontBudget.files) problems.push(`${page.route}: ${files.length} font files`);
      if (bytes > fontBudget.bytes) problems.push(`${page.route}: ${Math.round(bytes / 1024)} KB of fonts`);
      if (chosen.length === 0 && files.length > 0) problems.push(`${page.route}: fonts on the system stack`);
    }
    expect(problems).toEqual([]);
  });
});

it('states the budgets', () => {
  expect(jsBudget('/')).toBe(90 * 1024);
  expect(jsBudget('/fencing')).toBe(75 * 1024);
  expect(budgets).toMatchObject({ css: 12 * 1024, html: 20 * 1024, firstScreen: 10 * 1024 });
});
