/**
 * Gallery filter, download links, the error boundary, pages without JavaScript, layout
 * stability while islands hydrate, and axe on the states only these islands reach.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { textFileName } from '../../src/lib/blog-text.ts';
import { defaultBrand } from './support/brands.ts';
import {
  axeViolations,
  hydrated,
  island,
  overlaysReady,
  effectsSettled,
  skipWelcomeDialog,
} from './support/islands.ts';

const article = '/blog/understanding-tree-surgery-west-london-slough';

/** Scrolls every `client:visible-after-load` island into view until all of the page's islands have hydrated. */
async function hydrateAll(page: Page) {
  const names = await page
    .locator('astro-island[client="visible-after-load"]')
    .evaluateAll((roots) => roots.map((root) => root.getAttribute('component-url')!));
  for (let i = 0; i < names.length; i++) {
    const root = page.locator('astro-island[client="visible-after-load"]').nth(i);
    await root.locator(':scope > *').first().scrollIntoViewIfNeeded();
    await expect(root).not.toHaveAttribute('ssr');
  }
  await effectsSettled(page);
  // The welcome dialog (seen this session) and the toaster (no toast yet) rightly stay unhydrated.
  await expect(page.locator('astro-island[client="visible-after-load"][ssr]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('gallery filter', () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcomeDialog(page);
  });
  const filter = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Filter projects by type' }).getByRole('button', { name, exact: true });
  const projects = (page: Page) => island(page, 'GalleryFilter').locator('li');

  test('defaults to all six projects; each category shows its own; decking has a friendly empty state', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await hydrated(page, 'GalleryFilter');
    await expect(filter(page, 'All Projects')).toHaveAttribute('aria-pressed', 'true');
    await expect(projects(page)).toHaveCount(6);

    let total = 0;
    for (const [name, query] of [
      ['Gardens', 'garden'],
      ['Artificial Grass', 'artificial-grass'],
      ['Fencing', 'fencing'],
    ] as const) {
      await filter(page, name).click();
      await expect(filter(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`/gallery\\?category=${query}$`));
      const count = await projects(page).count();
      expect(count, name).toBeGreaterThan(0);
      total += count;
    }
    expect(total).toBe(6);

    await filter(page, 'Decking').click();
    await expect(projects(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No decking projects in the gallery yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask about decking' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('Showing 0 decking projects')).toBeAttached();

    await filter(page, 'All Projects').click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(projects(page)).toHaveCount(6);
  });

  test('?category=decking is shared and survives a reload', async ({ page }) => {
    await page.goto('/gallery?category=decking');
    await hydrated(page, 'GalleryFilter');
    await expect(filter(page, 'Decking')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No decking projects in the gallery yet' })).toBeVisible();
    await page.reload();
    await hydrated(page, 'GalleryFilter');
    await expect(page).toHaveURL(/\/gallery\?category=decking$/);
    await expect(filter(page, 'Decking')).toHaveAttribute('aria-pressed', 'true');
    await expect(projects(page)).toHaveCount(0);
  });

  test('the server-rendered page lists every project whatever the URL says', async ({ request }) => {
    const html = await (await request.get('/gallery?category=decking')).text();
    const islandHtml = /<astro-island[^>]*GalleryFilter[\s\S]*?<\/astro-island>/.exec(html)![0];
    expect(islandHtml.match(/<li\b/g)).toHaveLength(6);
    expect(islandHtml).toContain('aria-pressed="true"');
    expect(islandHtml).not.toContain('No decking projects');
  });
});

test.describe('download links', () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcomeDialog(page);
  });

  test('the article downloads as "<title>.txt" with the full text', async ({ page }) => {
    await page.goto(article);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download article' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(textFileName(title));
    expect(download.suggestedFilename()).toBe('Understanding Tree Surgery in West London & Slough.txt');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith(title)).toBe(true);
    expect(text.toLowerCase()).toContain('tree preservation order');
    expect(text).toContain(defaultBrand.phone);
    expect(text.length).toBeGreaterThan(3000);
    expect(text).not.toMatch(/<[a-z][^>]*>/i); // plain text, no markup
  });

  test('the listing downloads the same file, with a link to the article', async ({ page }) => {
    await page.goto('/blog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Understanding Tree Surgery in West London & Slough.txt');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text).toContain(`${article}`);
    expect(text.length).toBeGreaterThan(3000);
  });
});

test.describe('error boundary', () => {
  async function bundle(dev: boolean) {
    const result = await build({
      entryPoints: [fileURLToPath(new URL('./fixtures/error-boundary-page.tsx', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      jsx: 'automatic',
      define: { 'import.meta.env.DEV': String(dev), 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    return result.outputFiles[0]!.text;
  }

  for (const dev of [false, true]) {
    test(`a throwing island shows the 'Unexpected Application Error!' block and leaves the page usable (${dev ? 'dev' : 'production'})`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.setContent(
        '<main><h1>Our services</h1><a href="/contact">Contact us</a><div id="broken"></div><div id="working"></div></main>',
      );
      await page.addScriptTag({ content: await bundle(dev) });
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Unexpected Application Error!');
      await expect(alert).toContainText('Reviews data is missing');
      await expect(alert.locator('pre')).toHaveCount(dev ? 1 : 0);
      await expect(page.getByRole('heading', { name: 'Our services' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
      await expect(page.getByText('Professional Fencing Installation')).toBeVisible();
      expect(errors.some((text) => text.includes('[BrokenReviews]'))).toBe(true);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows every review, the first ticker entry and all recent work', async ({ page }) => {
    await page.goto('/');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.locator('[aria-roledescription="slide"]')).toHaveCount(25);
    await expect(reviews.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await expect(reviews.getByRole('button', { name: 'Next reviews' })).toBeDisabled();
    await expect(page.getByText('Professional Fencing Installation', { exact: true }).first()).toBeVisible();
    const recentWork = page.getByRole('region', { name: 'Recent projects' });
    await expect(recentWork.locator('figure')).toHaveCount(6);
    // Nothing looks clickable that does nothing: the thumbnails wait for the island.
    const thumbnails = recentWork.getByRole('list', { name: 'Project thumbnails' }).getByRole('button');
    await expect(thumbnails).toHaveCount(6);
    for (const thumbnail of await thumbnails.all()) await expect(thumbnail).toBeDisabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Email' }),
    ).toHaveAttribute('href', `mailto:${defaultBrand.email}`);
  });

  test('the gallery lists all six projects', async ({ page }) => {
    await page.goto('/gallery?category=decking');
    await expect(island(page, 'GalleryFilter').locator('li')).toHaveCount(6);
  });
});

test.describe('layout stability', () => {
  test('hydrating the islands shifts nothing', async ({ page }) => {
    await skipWelcomeDialog(page);
    // Record every layout shift whose moved element sits inside an island.
    await page.addInitScript(() => {
      type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      const shifts: string[] = [];
      Object.assign(window, { islandShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          for (const source of entry.sources) {
            const root = source.node instanceof Element ? source.node.closest('astro-island') : null;
            if (root) shifts.push(`${root.getAttribute('component-url')}: ${entry.value}`);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/', '/fencing', '/gallery', article]) {
      await page.goto(path);
      await hydrateAll(page);
      expect(await page.evaluate(() => Reflect.get(window, 'islandShifts')), path).toEqual([]);
    }
  });
});

// Every route with its islands hydrated, the welcome dialog open and the side panel open on a phone are
// checked with axe in pages.spec.ts; here the states only these islands reach.
test.describe('axe (WCAG 2.2 AA)', () => {
  test('/gallery?category=decking (the filter’s empty state) with its islands hydrated', async ({ page }) => {
    await skipWelcomeDialog(page);
    await page.goto('/gallery?category=decking');
    await hydrateAll(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('home page with a toast showing', async ({ page }) => {
    await skipWelcomeDialog(page);
    await page.goto('/');
    await overlaysReady(page, ['ContactButtons']);
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Email' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('islands wait for the first paint', () => {
  test('islands in the first screen, the menu and the contact bar fetch their code only after the load event and the first contentful paint', async ({
    page,
  }) => {
    // The header's logo arrives late, as on a slow phone network: the load event waits for it.
    await page.route('**/favicon.svg', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/contact');
    // The enquiry form starts on its own, without scrolling (a form page has no welcome dialog).
    await expect(island(page, 'EnquiryForm')).not.toHaveAttribute('ssr');
    // The menu and the contact bar are enhanced once their late-loaded modules have run.
    await expect(page.locator('[data-overlay="MobileNav"][data-ready]')).toHaveCount(1);
    await expect(page.locator('[data-overlay="ContactButtons"][data-ready]')).toHaveCount(1);
    const timing = await page.evaluate(() => {
      const islandCode = new Set(
        [...document.querySelectorAll('astro-island')].flatMap((root) =>
          ['component-url', 'renderer-url'].map((name) => new URL(root.getAttribute(name)!, location.href).href),
        ),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        islandCode: scripts.filter((entry) => islandCode.has(entry.name)).length,
        fetched: scripts.map((entry) => ({ url: entry.name, start: entry.startTime })),
        load: navigation.loadEventStart,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      };
    });
    expect(timing.islandCode).toBeGreaterThanOrEqual(2); // the form and React's runtime
    // …and the menu's and the contact bar's modules: every script the page fetched.
    expect(timing.fetched.length).toBeGreaterThan(timing.islandCode);
    for (const { url, start } of timing.fetched) {
      expect(start, url).toBeGreaterThanOrEqual(timing.load);
      expect(start, url).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    }
  });
});
