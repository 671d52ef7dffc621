/**
 * What every tool that drives Chromium shares (playwright.config.ts, scripts/lighthouse.ts,
 * scripts/screenshots.ts): which Chromium (the tools a visitor's full browser, the tests its headless shell),
 * its launch flags, and which brands a run covers.
 */
import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { loadBrands } from '../src/render-time/load-brands.ts';
import type { Brand } from '../src/lib/brand-schema.ts';
import { WEB_FONTS_CACHED_KEY } from '../src/lib/web-fonts-cached.ts';

/** Quiet, sandbox-free, GPU-free Chromium, as containers and CI need it. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/** CHROMIUM_PATH (or CHROME_PATH), else Debian's /usr/bin/chromium; undefined when it does not exist. */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/**
 * The browser tests' Chromium: CHROMIUM_PATH (or CHROME_PATH) when set, else Debian's headless shell (package
 * chromium-headless-shell: Chromium's engine without the desktop browser around it, what Playwright itself runs
 * for headless tests; the suite takes about a third less time in it), else Debian's full Chromium.
 */
export function testChromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH) return chromiumPath();
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

/** The value of `--name=value` on the command line. */
export function option(name: string, argv = process.argv): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/**
 * The brands a tool run covers: `--all` every brand, `--brand=<id>` that one, neither the default
 * brand. An unknown id ends the run naming the known ones.
 */
export function brandsFromArgs(tool: string, argv = process.argv, brands: Brand[] = loadBrands()): Brand[] {
  if (argv.includes('--all')) return brands;
  const id = option('brand', argv) ?? brands[0]!.id;
  const brand = brands.find((b) => b.id === id);
  if (!brand) {
    console.error(`${tool}: unknown --brand=${id} (known: ${brands.map((b) => b.id).join(', ')})`);
    process.exit(1);
  }
  return [brand];
}

/** The local address `npm run serve` answers for a brand. */
export function brandOrigin(brandId: string, port: number, scheme: 'http' | 'https' = 'http'): string {
  return `${scheme}://${brandId}.localhost:${port}`;
}

/**
 * Opens a brand's home once and waits until its web fonts are in the cache, as for a returning
 * visitor: a first page paints with the fallback faces and swaps the brand's in after its load
 * (src/after-build/browser/web-fonts-swap-in.ts), every later page shows them from its first paint.
 */
export async function warmWebFonts(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(
    (key) => document.documentElement.dataset.fonts !== 'later' || localStorage.getItem(key) !== null,
    WEB_FONTS_CACHED_KEY,
  );
}
