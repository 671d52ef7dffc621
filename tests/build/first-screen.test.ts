/**
 * First paint at the floor: the first screen arrives in the first round trip and its
 * largest image is fetched first. Per built page:
 *  - the bytes up to the end of the hero, <main>'s first <section> (what follows is below the fold),
 *    inline CSS included, stay within budgets.firstScreen, brotli-compressed as served (scripts/measure.ts);
 *  - a page without a stylesheet carries the rules it uses instead, and its whole document still
 *    arrives in TCP's first flight (firstFlightBytes), or was past it without them; a page with one
 *    arrives whole in the first flight (inliningPays);
 *  - an image in the first screen (the hero, and a banner above it) is its LCP candidate: the
 *    first one has fetchpriority="high", none is lazy;
 *  - module scripts are loaded only after the first paint (src/after-build/first-paint.ts), and so are the
 *    web font files of a first visit, with the fallback faces in their place until then;
 *  - a full-bleed home hero offers phones held upright a portrait crop (heroPhoneCrop), no heavier than
 *    the whole picture a phone would otherwise take.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlElement } from 'html-validate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brotliBytes, budgets } from '../../scripts/measure.ts';
import { resolveLook } from '../../src/lib/brand-look.ts';
import {
  firstFlightBytes,
  fontsLoadedAfterPaint,
  modulesLoadedAfterPaint,
} from '../../src/after-build/critical-path.ts';
import { firstScreenEnd } from '../../src/after-build/first-screen.ts';
import { webFontFaces } from '../../src/after-build/font-face-url.ts';
import { attr, builtBrands, distDir, pagesOf, parseHtml } from './support/site.ts';

/** A srcset's candidates: URL and width. */
const candidates = (srcset = '') =>
  srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    return { url: url!, width: Number.parseInt(descriptor ?? '0', 10) };
  });

/** <main>'s children that make the first screen: up to its first <section> (the hero), else its first child. */
function firstScreenChildren(main: HtmlElement | null | undefined): HtmlElement[] {
  const children = main?.childElements ?? [];
  const hero = children.findIndex((child) => child.tagName.toLowerCase() === 'section');
  return children.slice(0, hero < 0 ? 1 : hero + 1);
}

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it('ends the first screen where the DOM ends the hero, <main>’s first <section>', async () => {
    let banners = 0;
    for (const page of pagesOf(id)) {
      const main = (await parseHtml(page.html, page.file)).querySelector('main');
      const firstScreen = firstScreenChildren(main);
      const last = firstScreen.at(-1);
      const next = main?.childElements[firstScreen.length];
      const end = firstScreenEnd(page.html);
      expect(last, page.path).toBeDefined();
      expect(page.html.slice(0, end), page.path).toMatch(new RegExp(`</${last!.tagName}>$`, 'i'));
      expect(
        page.html
          .slice(end)
          .trimStart()
          .startsWith(next ? `<${next.tagName}` : '</main>'),
        page.path,
      ).toBe(true);
      if (firstScreen.length > 1) banners++;
    }
    // Hedge trimming and the area pages open with a call-now banner above their hero.
    expect(banners).toBeGreaterThan(0);
  });

  it('keeps each page’s first screen within the budget', { timeout: 60_000 }, () => {
    const over = pagesOf(id)
      .map((page) => ({ path: page.path, bytes: brotliBytes(page.html.slice(0, firstScreenEnd(page.html))) }))
      .filter((page) => page.bytes > budgets.firstScreen)
      .map((page) => `${page.path}: ${(page.bytes / 1024).toFixed(1)} KB > ${budgets.firstScreen / 1024} KB`);
    expect(over).toEqual([]);
  });

  it('paints without a stylesheet’s round trip unless its rules would cost it a second flight', () => {
    const problems: string[] = [];
    let inlined = 0;
    for (const page of pagesOf(id)) {
      const bytes = brotliBytes(page.html);
      const rules = /<style>(?:(?!<\/style>)[\s\S])*@layer utilities\{[\s\S]*?<\/style>/.exec(page.html)?.[0];
      if (/<link rel="stylesheet"/.test(page.html)) {
        // Past the first flight anyway, its rules would have cost it nothing.
        if (bytes > firstFlightBytes) problems.push(`${page.path}: ${bytes} B with its stylesheet linked`);
        continue;
      }
      inlined++;
      if (!rules) {
        problems.push(`${page.path}: neither stylesheet nor its rules`);
        continue;
      }
      const linked = brotliBytes(page.html.replace(rules, '<link rel="stylesheet" href="/_astro/site.css">'));
      if (bytes > firstFlightBytes && linked <= firstFlightBytes)
        problems.push(`${page.path}: ${bytes} B, its rules push it past the first flight (${linked} B without)`);
    }
    expect(problems).toEqual([]);
    // Every brand has pages small enough (contact, privacy, about…).
    expect(inlined).toBeGreaterThan(0);
  });

  it('fetches the first screen’s image first: fetchpriority="high", never lazy', async () => {
    const problems: string[] = [];
    let heroes = 0;
    for (const page of pagesOf(id)) {
      const root = await parseHtml(page.html, page.file);
      const images = firstScreenChildren(root.querySelector('main')).flatMap((child) => child.querySelectorAll('img'));
      if (images.length === 0) continue;
      heroes++;
      if (attr(images[0]!, 'fetchpriority') !== 'high')
        problems.push(`${page.path}: hero image ${attr(images[0]!, 'src')} lacks fetchpriority="high"`);
      for (const img of images)
        if (attr(img, 'loading') === 'lazy') problems.push(`${page.path}: ${attr(img, 'src')} is lazy above the fold`);
    }
    expect(problems).toEqual([]);
    // The home page and the service pages open with a photo in every hero style.
    expect(heroes).toBeGreaterThan(1);
  });

  it('loads its module scripts only after the first paint, through the one inline loader', () => {
    const problems: string[] = [];
    let lateModules = 0;
    for (const page of pagesOf(id)) {
      for (const [tag] of page.html.matchAll(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g))
        problems.push(`${page.path}: ${tag} is fetched while the page parses`);
      const loaders = page.html.match(/<script data-modules=/g) ?? [];
      if (loaders.length > 1) problems.push(`${page.path}: ${loaders.length} loaders`);
      for (const url of modulesLoadedAfterPaint(page.html)) {
        lateModules++;
        if (!existsSync(join(distDir, url))) problems.push(`${page.path}: ${url} is not in the build`);
      }
    }
    expect(problems).toEqual([]);
    // The menu and the contact bar are on every page.
    expect(lateModules).toBeGreaterThan(0);
  });

  it('fetches its web font files, on a first visit, only after the first paint, through the module that swaps them in', () => {
    const problems: string[] = [];
    for (const page of pagesOf(id)) {
      const declared = [...new Set(webFontFaces(page.html).map((face) => face.url))];
      const late = fontsLoadedAfterPaint(page.html);
      if ([...late].sort().join(' ') !== [...declared].sort().join(' '))
        problems.push(
          `${page.path}: declares ${declared.join(' ') || 'no font file'}, fetches ${late.join(' ') || 'none'} after paint`,
        );
      if (late.length > 0 && !page.html.includes('<style>:root[data-fonts=later]{--font-'))
        problems.push(`${page.path}: no fallback-only font stacks for a first visit`);
      if (late.length > 0 && !modulesLoadedAfterPaint(page.html).some((url) => url.includes('/web-fonts-swap-in.')))
        problems.push(`${page.path}: no module swaps the fonts in after the first paint`);
      for (const url of late)
        if (!existsSync(join(distDir, url))) problems.push(`${page.path}: ${url} is not in the build`);
      for (const [tag] of page.html.matchAll(/<link[^>]*\bas="font"[^>]*>/g))
        problems.push(`${page.path}: ${tag} fetches a font while the page parses`);
    }
    expect(problems).toEqual([]);
  });

  it.runIf(resolveLook(brand).hero === 'classic')(
    'offers phones held upright a portrait crop of its full-bleed hero, no heavier than the whole picture',
    async () => {
      const root = await parseHtml(readFileSync(join(distDir, id, 'index.html'), 'utf8'));
      const picture = root.querySelector('main')!.childElements[0]!.querySelector('picture')!;
      const sourceOf = (type: string, cropped: boolean) =>
        picture
          .querySelectorAll('source')
          .find((s) => attr(s, 'type') === type && Boolean(attr(s, 'media')) === cropped);
      const crop = candidates(attr(sourceOf('image/avif', true)!, 'srcset')).at(-1)!;
      expect(attr(sourceOf('image/avif', true)!, 'media')).toContain('(orientation: portrait)');
      const file = join(distDir, crop.url);
      const { width, height } = await sharp(file).metadata();
      expect(height).toBe(2 * width!);
      // What a 412 px phone at 1.75× took before: the whole picture's first width of at least 721 px.
      const whole = candidates(attr(sourceOf('image/avif', false)!, 'srcset')).find((c) => c.width >= 721)!;
      expect(statSync(file).size).toBeLessThanOrEqual(statSync(join(distDir, whole.url)).size);
    },
  );
});
