/**
 * npm run screenshots: every route of a brand (and its not-found page), full page, at 390 px
 * (phone) and 1280 px (laptop) wide, into screenshots/<brand>/<page>-<width>.png, so a person
 * can review the whole site at a glance. Serves the existing build like Netlify (run
 * `npm run build` first). The welcome dialog is kept shut; motion is reduced so carousels
 * hold still; every lazy image is scrolled into view and loaded before the shot, and sections
 * that render only near the window are drawn. The brand's web fonts are fetched first, so pages
 * show its faces from their first paint, as a first visit shows them once its first page has loaded.
 *
 *   npm run screenshots                         the default brand
 *   npm run screenshots -- --brand=<id>         one brand
 *   npm run screenshots -- --all                every brand
 *   npm run screenshots -- --routes=/,/contact  some routes only
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { WELCOME_DISMISSED_KEY } from '../src/lib/welcome-dismissed.ts';
import { routes } from '../src/lib/routes.ts';
import { brandOrigin, brandsFromArgs, chromiumFlags, chromiumPath, option, warmWebFonts } from './browser.ts';
import { startServer } from './serve.ts';

export const widths = [390, 1280] as const;
const notFoundPath = '/this-page-does-not-exist';

/** "/" → "home", "/blog/some-post" → "blog--some-post", the unknown path → "404". */
export function shotName(route: string): string {
  if (route === '/') return 'home';
  if (route === notFoundPath) return '404';
  return route.slice(1).replaceAll('/', '--');
}

/**
 * Islands still to hydrate before a shot. Not those that wait for something a screenshot never does:
 * a media query (client:media), a visitor's action (the toaster, client:event) or, once dismissed
 * as here, the welcome dialog (client:load-once-per-session).
 */
const pendingIslands =
  'astro-island[ssr]:not([client="media"]):not([client="event"]):not([client="load-once-per-session"])';

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 40)));
    const step = Math.floor(window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    // Islands that only hydrate in view: bring each one in view (a busy machine may have skipped it).
    for (const island of document.querySelectorAll('astro-island[ssr][client="visible-after-load"]')) {
      (island.firstElementChild ?? island.parentElement)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      for (let waited = 0; island.hasAttribute('ssr') && waited < 50; waited++) await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page
    .waitForFunction(
      (pendingIslands) =>
        document.querySelectorAll(pendingIslands).length === 0 &&
        // Slides parked beside a carousel never load (lazy): only images in the page's own column count.
        [...document.images].every((img) => {
          const box = img.getBoundingClientRect();
          return img.complete || box.right <= 0 || box.left >= window.innerWidth || box.width === 0;
        }),
      pendingIslands,
      { timeout: 10_000 },
    )
    .catch(async () => {
      const pending = await page.evaluate(
        (pendingIslands) => [
          ...[...document.querySelectorAll(pendingIslands)].map(
            (island) => island.getAttribute('component-url') ?? 'island',
          ),
          ...[...document.images].filter((img) => !img.complete).map((img) => img.currentSrc || img.src),
        ],
        pendingIslands,
      );
      console.warn(`  ${page.url()}: never finished loading: ${pending.slice(0, 3).join(', ')}`);
    });
  await page.evaluate(() =>
    document.querySelectorAll('dialog[open]').forEach((dialog) => (dialog as HTMLDialogElement).close()),
  );
  // A full-page shot does not scroll: sections that render only near the window (content-visibility,
  // Section's renderWhenNear) would come out blank, where a visitor who scrolls sees them drawn.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.waitForTimeout(300);
}

async function main() {
  if (!existsSync('dist/_redirects')) {
    console.error('screenshots: no build in dist/ (run `npm run build` first)');
    process.exit(1);
  }
  const wanted = brandsFromArgs('screenshots');
  const paths = option('routes')?.split(',') ?? [...routes, notFoundPath];
  // Port 0: any free port, so a running `npm run serve` or test server is no obstacle.
  const server: Server = await startServer({
    port: Number(option('port') ?? process.env.SCREENSHOTS_PORT ?? 0),
    quiet: true,
  });
  const port = (server.address() as AddressInfo).port;
  const executablePath = chromiumPath();
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumFlags });
  try {
    for (const brand of wanted) {
      const dir = join('screenshots', brand.id);
      if (!option('routes')) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 800 },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          ...(width < 600 ? { isMobile: true, hasTouch: true } : {}),
        });
        await context.addInitScript((key) => sessionStorage.setItem(key, '1'), WELCOME_DISMISSED_KEY);
        const page = await context.newPage();
        await warmWebFonts(page, brandOrigin(brand.id, port));
        for (const route of paths) {
          await page.goto(`${brandOrigin(brand.id, port)}${route}`, { waitUntil: 'load' });
          await settle(page);
          const file = join(dir, `${shotName(route)}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(`✓ ${file}`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
