/**
 * Every image of every page of every built brand, as its markup tells the browser: a width and a height
 * (no layout shift while it loads) and an alt text (empty for decoration), pictures only as AVIF or
 * WebP (vector drawings aside), a `sizes` wherever a srcset offers widths, each offered width the
 * file's real width (the browser chooses by them), and at most one image fetched at high priority.
 * Whether the chosen file suits the space the layout gives it is the browser's to tell
 * (tests/e2e/images.spec.ts).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parseHtml, queryAll } from '../support/dom.ts';
import { builtBrands, distDir, pagesOf } from './support/site.ts';

const modern = /\.(avif|webp)$/;
const vector = /\.svg$/;

/** A srcset's candidates: URL and descriptor ("640w", "2x", or none). */
function candidates(srcset: string | undefined): { url: string; descriptor: string }[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url, descriptor = '']) => ({ url: url!, descriptor }));
}

const widths = new Map<string, Promise<number | undefined>>();
/** The pixel width of a built image file, read once. */
function fileWidth(url: string): Promise<number | undefined> {
  if (!widths.has(url))
    widths.set(
      url,
      sharp(join(distDir, url.split('?')[0]!))
        .metadata()
        .then(({ width }) => width),
    );
  return widths.get(url)!;
}

/** What is wrong with the page's images, one line each; and the width claims to check against the files. */
function imageProblems(html: string): { problems: string[]; claims: { url: string; width: number; where: string }[] } {
  const document = parseHtml(html);
  const problems: string[] = [];
  const claims: { url: string; width: number; where: string }[] = [];
  const images = queryAll('img', document);
  for (const image of images) {
    const { src = '', width, height, alt } = image.attribs;
    const label = `<img src="${src}">`;
    if (!/^[1-9]\d*$/.test(width ?? '') || !/^[1-9]\d*$/.test(height ?? ''))
      problems.push(`${label}: width="${width}" height="${height}"`);
    if (alt === undefined) problems.push(`${label}: no alt attribute`);
    const picture =
      image.parent && 'name' in image.parent && image.parent.name === 'picture' ? image.parent : undefined;
    const sources = picture ? queryAll('source', picture) : [];
    for (const element of [image, ...sources]) {
      const offered = [
        ...candidates(element.attribs.srcset),
        ...(element === image && src ? [{ url: src, descriptor: '' }] : []),
      ];
      for (const { url, descriptor } of offered) {
        if (vector.test(url)) continue;
        if (!modern.test(url.split('?')[0]!)) problems.push(`${label}: offers ${url}, neither AVIF nor WebP`);
        const claimed = /^(\d+)w$/.exec(descriptor);
        if (claimed) claims.push({ url, width: Number(claimed[1]), where: label });
      }
      if (
        candidates(element.attribs.srcset).some(({ descriptor }) => descriptor.endsWith('w')) &&
        !element.attribs.sizes
      )
        problems.push(`${label}: a srcset of widths without sizes`);
    }
    const types = sources.map((source) => source.attribs.type);
    if (sources.length && !(types.includes('image/avif') && types.includes('image/webp')))
      problems.push(`${label}: <picture> sources ${types.join(', ')} (AVIF and WebP expected)`);
  }
  const high = images.filter((image) => image.attribs.fetchpriority === 'high');
  if (high.length > 1) problems.push(`${high.length} images at fetchpriority="high"`);
  if (high.some((image) => image.attribs.loading === 'lazy')) problems.push('a high-priority image is lazy');
  return { problems, claims };
}

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  const pages = pagesOf(id);

  it('sizes and describes every image, as AVIF or WebP, with at most one fetched at high priority', () => {
    const problems = pages.flatMap((page) => imageProblems(page.html).problems.map((p) => `${page.path}: ${p}`));
    expect(problems).toEqual([]);
    expect(pages.some((page) => /<img\b/.test(page.html))).toBe(true);
  });

  it('offers each width in a srcset as the real width of that file', { timeout: 60_000 }, async () => {
    const claims = pages.flatMap((page) => imageProblems(page.html).claims.map((c) => ({ ...c, path: page.path })));
    expect(claims.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const claim of claims) {
      const actual = await fileWidth(claim.url);
      if (actual !== claim.width)
        wrong.push(`${claim.path} ${claim.where}: ${claim.url} offered as ${claim.width}w is ${actual} px wide`);
    }
    expect(wrong).toEqual([]);
  });
});

it('reads image markup as a browser would', () => {
  const read = (html: string) => imageProblems(html).problems;
  expect(read('<img src="/_astro/a.webp" width="10" height="5" alt="">')).toEqual([]);
  expect(read('<img src="/_astro/a.webp" alt="">')).toHaveLength(1);
  expect(read('<img src="/_astro/a.webp" width="10" height="5">')).toHaveLength(1);
  expect(read('<img src="/_astro/a.jpg" width="10" height="5" alt="">')).toHaveLength(1);
  expect(read('<img src="/logo.svg" width="10" height="5" alt="">')).toEqual([]);
  expect(read('<img src="/a.webp" srcset="/a.webp 400w" width="10" height="5" alt="">')).toHaveLength(1);
  expect(
    read(
      '<picture><source type="image/webp" srcset="/a.webp 1x"><img src="/a.webp" width="1" height="1" alt=""></picture>',
    ),
  ).toHaveLength(1);
});
