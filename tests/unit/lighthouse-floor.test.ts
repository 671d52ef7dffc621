/**
 * The floor of `npm run lighthouse`: a copy of the build with the minimal page, routable
 * on the brand's host, the build itself untouched; and every route's FCP and LCP as ratios of it.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { brotliBytes } from '../../scripts/measure.ts';
import { distWithFloor, floorHtml, floorRoute, formatReport, withFloorRatios } from '../../scripts/lighthouse.ts';
import { createRouter } from '../../scripts/netlify-router.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('adds the floor page to a copy of dist/, routable on the brand host, leaving dist/ as it was', async () => {
  const brand = loadBrands()[0]!;
  const dist = mkdtempSync(join(tmpdir(), 'floor-test-'));
  made.push(dist);
  mkdirSync(join(dist, brand.id));
  writeFileSync(join(dist, brand.id, 'index.html'), '<!doctype html><title>Home</title>');
  const redirects = `https://${brand.hostnames[0]}/  /${brand.id}/index.html  200!\n`;
  writeFileSync(join(dist, '_redirects'), redirects);
  writeFileSync(join(dist, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');

  const copy = distWithFloor(dist, [brand]);
  made.push(join(copy, '..'));
  expect(existsSync(join(dist, brand.id, `${floorRoute}.html`))).toBe(false);
  expect(readFileSync(join(dist, '_redirects'), 'utf8')).toBe(redirects);
  const route = (await createRouter(copy)).route({ host: brand.hostnames[0]!, url: floorRoute });
  expect(route.kind).toBe('file');
  expect(readFileSync((route as { file: string }).file, 'utf8')).toBe(floorHtml);
  expect((await createRouter(copy)).route({ host: brand.hostnames[0]!, url: '/' }).kind).toBe('file');
});

it('is about half a kilobyte: one heading and a paragraph, inline style', () => {
  expect(floorHtml.length).toBeLessThan(800);
  expect(brotliBytes(floorHtml)).toBeLessThan(512);
  expect(floorHtml.match(/<h1>/g)).toHaveLength(1);
  expect(floorHtml.match(/<p>/g)).toHaveLength(1);
});

/** One route's line of a run, all scores 100. */
const result = (route: string, fcp: number, lcp: number, tbt = 0) => ({
  route,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcp,
  lcp,
  tbt,
  cls: 0,
  shortfalls: {},
  benchmarkIndex: 1500,
});

it('reports FCP and LCP as ratios of the floor, marking misses of 1.15 and 1.3, and of 1.3 and 1.45 on the home', () => {
  const rows = withFloorRatios(
    [result('/', 1000, 1400), result('/', 1080, 1500), result('/contact', 920, 1000), result('/about', 1000, 1400)],
    { fcp: 800, lcp: 1000 },
  );
  expect(rows.map((r) => [r.fcpRatio, r.lcpRatio])).toEqual([
    [1.25, 1.4],
    [1.35, 1.5],
    [1.15, 1],
    [1.25, 1.4],
  ]);
  const lines = formatReport('brand', rows, 1).split('\n');
  const report = lines.join('\n');
  expect(lines.filter((line) => line.startsWith('| / |')).map((line) => line.split(' | ').slice(7, 9))).toEqual([
    ['1.25', '1.40'],
    ['1.35 ✗', '1.50 ✗'],
  ]);
  expect(report).toContain('| 1.15 | 1.00 |');
  expect(report).toContain('| 1.25 ✗ | 1.40 ✗ |');
  expect(report).toContain('simulated slow 4G');
  // A run with the browser's own throttling says so, so that its figures are not read as the simulation's.
  const applied = formatReport('brand', rows, 1, 'HTTP/2', 'devtools');
  expect(applied).toContain('DevTools throttling, not simulated');
  expect(applied).not.toContain('simulated slow 4G');
});

it("says when the floor's own TBT shows the machine blocking, and not otherwise", () => {
  const run = (floorTbt: number) => {
    const floor = result(`floor (${floorRoute})`, 900, 900, floorTbt);
    return formatReport('brand', withFloorRatios([floor, result('/', 900, 900, 500)], floor), 3);
  };
  expect(run(210)).toContain('The floor runs no script, yet its TBT is 210 ms');
  expect(run(0)).not.toContain('The floor runs no script');
  expect(formatReport('brand', [result('/', 900, 900, 500)], 3)).not.toContain('The floor runs no script');
});
