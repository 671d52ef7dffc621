/**
 * npm run look-alike: how alike the brands look. Screenshots every brand's first screen (what a
 * visitor sees before scrolling, fonts loaded, welcome dialog not yet open) on /, /about, /contact
 * and its first lead service page (focus[0]), on a phone (390×844) and a laptop (1366×768), and
 * writes to reports/look-alike.md, per route and size, the highest structural similarity between
 * two brands (SSIM as scikit-image computes it by default, on grayscale screenshots halved:
 * scripts/support/ssim.ts). 1 is identical; targets: home ≤ 0.55, every other route ≤ 0.75.
 * Serves the existing build like Netlify (run `npm run build` first); not part of the build.
 *
 *   npm run look-alike                          the build in dist/
 *   npm run look-alike -- --before=<dist dir>   also measures an older build, for a before/after table
 *
 * Screenshots land in screenshots/look-alike/<label>/<brand>/<route>-<size>.png.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { loadBrands } from '../src/render-time/load-brands.ts';
import type { Brand } from '../src/lib/brand-schema.ts';
import { ssim, type GrayImage } from './support/ssim.ts';
import { WELCOME_DISMISSED_KEY } from '../src/lib/welcome-dismissed.ts';
import { brandOrigin, chromiumFlags, chromiumPath, option, warmWebFonts } from './browser.ts';
import { startServer } from './serve.ts';

export const screens = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'laptop', width: 1366, height: 768, mobile: false },
] as const;
type Screen = (typeof screens)[number]['name'];

/** The measured pages: a name shared by all brands, and each brand's path for it. */
export const measuredRoutes = [
  { name: '/', path: () => '/' },
  { name: '/about', path: () => '/about' },
  { name: '/contact', path: () => '/contact' },
  { name: 'first lead service', path: (brand: Brand) => `/${brand.focus[0] ?? 'fencing'}` },
] as const;

/** The targets: the highest similarity allowed between two brands. */
export const target = (route: string) => (route === '/' ? 0.55 : 0.75);

const slug = (route: string) => (route === '/' ? 'home' : route.replace(/^\//, '').replaceAll(' ', '-'));

/** A screenshot as scikit-image would see it after halving: grayscale, half width and height. */
async function halvedGray(png: Buffer): Promise<GrayImage> {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png)
    .removeAlpha()
    .resize(Math.round(meta.width / 2), Math.round(meta.height / 2))
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`look-alike: expected 1 channel, got ${info.channels}`);
  return { width: info.width, height: info.height, data };
}

type Shots = Map<string, GrayImage>; // key: `${brand}|${route}|${screen}`

async function capture(browser: Browser, brands: Brand[], distDir: string, label: string): Promise<Shots> {
  const server: Server = await startServer({ distDir, port: 0, quiet: true });
  const port = (server.address() as AddressInfo).port;
  const shots: Shots = new Map();
  try {
    for (const screen of screens) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        ...(screen.mobile ? { isMobile: true, hasTouch: true } : {}),
      });
      // The welcome dialog opens once per session: marked as seen, it never opens.
      await context.addInitScript((key) => sessionStorage.setItem(key, '1'), WELCOME_DISMISSED_KEY);
      const page = await context.newPage();
      for (const brand of brands) {
        const dir = join('screenshots', 'look-alike', label, brand.id);
        mkdirSync(dir, { recursive: true });
        await warmWebFonts(page, brandOrigin(brand.id, port));
        for (const route of measuredRoutes) {
          await page.goto(`${brandOrigin(brand.id, port)}${route.path(brand)}`, { waitUntil: 'load' });
          await page.evaluate(async () => {
            await document.fonts.ready;
            const inView = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
            await Promise.all(inView.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))));
          });
          const png = await page.screenshot();
          writeFileSync(join(dir, `${slug(route.name)}-${screen.name}.png`), png);
          shots.set(`${brand.id}|${route.name}|${screen.name}`, await halvedGray(png));
        }
      }
      await context.close();
    }
  } finally {
    server.close();
  }
  return shots;
}

interface Highest {
  value: number;
  pair: [string, string];
}

/** Per route and screen, the most alike pair of brands. */
export function highest(
  shots: Shots,
  brands: string[],
  compare: (a: GrayImage, b: GrayImage) => number = ssim,
): Map<string, Record<Screen, Highest>> {
  const table = new Map<string, Record<Screen, Highest>>();
  for (const route of measuredRoutes) {
    const row = {} as Record<Screen, Highest>;
    for (const screen of screens) {
      let best: Highest = { value: -Infinity, pair: ['', ''] };
      brands.forEach((a, i) =>
        brands.slice(i + 1).forEach((b) => {
          const value = compare(
            shots.get(`${a}|${route.name}|${screen.name}`)!,
            shots.get(`${b}|${route.name}|${screen.name}`)!,
          );
          if (value > best.value) best = { value, pair: [a, b] };
        }),
      );
      row[screen.name] = best;
    }
    table.set(route.name, row);
  }
  return table;
}

/** For scale: each brand's home against its own /contact (the issue quotes 0.22–0.32). */
function ownPagesRange(shots: Shots, brands: string[], screen: Screen): string {
  const values = brands.map((id) => ssim(shots.get(`${id}|/|${screen}`)!, shots.get(`${id}|/contact|${screen}`)!));
  return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
}

function markdownTable(title: string, shots: Shots, brands: string[]): string {
  const rows = [...highest(shots, brands)].map(([route, row]) => {
    const cell = (h: Highest) =>
      `${h.value.toFixed(2)} ${h.value <= target(route) ? '✓' : '✗'} (${h.pair[0]} / ${h.pair[1]})`;
    return `| ${route} | ≤ ${target(route)} | ${cell(row.phone)} | ${cell(row.laptop)} |`;
  });
  return [
    `## ${title}`,
    '',
    '| Route | Target | Phone 390×844: highest SSIM (pair) | Laptop 1366×768: highest SSIM (pair) |',
    '| --- | --- | --- | --- |',
    ...rows,
    `| for scale: a brand's home against its own /contact | | ${ownPagesRange(shots, brands, 'phone')} | ${ownPagesRange(shots, brands, 'laptop')} |`,
    '',
  ].join('\n');
}

async function main() {
  const distDir = option('dist') ?? 'dist';
  const before = option('before');
  for (const dir of [distDir, before].filter((d): d is string => d !== undefined)) {
    if (!existsSync(join(dir, '_redirects'))) {
      console.error(`look-alike: no build in ${dir}/ (run \`npm run build\` first)`);
      process.exit(1);
    }
  }
  const brands = loadBrands();
  const ids = brands.map((b) => b.id);
  const executablePath = chromiumPath();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumFlags });
  const sections: string[] = [];
  try {
    if (before)
      sections.push(markdownTable(`Before (${before})`, await capture(browser, brands, before, 'before'), ids));
    sections.push(
      markdownTable(
        before ? `After (${distDir})` : `Now (${distDir})`,
        await capture(browser, brands, distDir, 'now'),
        ids,
      ),
    );
  } finally {
    await browser.close();
  }
  const report = [
    '# Look-alike report',
    '',
    `How alike the ${ids.length} brands look: for each page and screen size, the highest structural similarity`,
    "(SSIM: scikit-image's defaults, 7×7 uniform window, on grayscale screenshots halved) between two brands'",
    'first screens, fonts loaded, before the welcome dialog. 1 means identical; ✓ within the target',
    '(home ≤ 0.55, other pages ≤ 0.75). "first lead service" is each brand\'s focus[0] page.',
    'Screenshots: screenshots/look-alike/. Generated by `npm run look-alike`.',
    '',
    ...sections,
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/look-alike.md', report);
  console.log(report);
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
