/**
 * A brand's typeface on the first page of a first visit, without holding back its first paint or
 * moving anything: the first page paints with the metric-matched fallback, fetches the brand's
 * font files only once it has loaded (so they never compete with the stylesheet and the hero),
 * and then shows its headings and name in the brand's face on the lines the fallback gave them
 * (CLS ≤ 0.01). A swap that would move what is in view is not made on that page. The next page
 * shows every face from its first paint, from the cache. Without script the faces load as usual.
 * What the browser really draws is read from Chromium's own record of the fonts a node's text
 * used (DevTools' CSS.getPlatformFontsForNode), not from the stylesheet.
 * One set of tests per brand whose look chooses a web font.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { fontUses, resolveLook } from '../../src/lib/brand-look.ts';
import { typefaces, typefaceVariable, type TypefaceId } from '../../src/lib/typefaces.ts';
import { WEB_FONTS_CACHED_KEY } from '../../src/lib/web-fonts-cached.ts';
import { brandUrl, brands } from './support/brands.ts';
import { keepWelcomeDialogShut } from './support/quality.ts';

const fontBrands = brands.flatMap((brand) => {
  const look = resolveLook(brand);
  const uses = fontUses(look);
  return uses.length > 0 ? [{ brand, look, uses }] : [];
});

/** The largest layout shift total a first page may have: Lighthouse's target. */
const maxLayoutShift = 0.01;

/** Per typeface the page uses, whether its font stack starts with the web face (not its fallback). */
async function webFaceFirst(page: Page, ids: TypefaceId[]): Promise<Record<string, boolean>> {
  return page.evaluate(
    (variables) =>
      Object.fromEntries(
        variables.map(({ id, variable, family }) => {
          const first = getComputedStyle(document.documentElement).getPropertyValue(variable).split(',')[0]!.trim();
          return [id, new RegExp(`^"?${family}-[0-9a-f]+"?$`).test(first)];
        }),
      ),
    ids.map((id) => ({ id, variable: typefaceVariable(id), family: typefaces[id].family })),
  );
}

/** Sums every layout shift of the page not caused by the visitor's input, from its first paint on. */
async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    // Shifts are reported after the frame that made them.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
  });

/** The family names of the fonts Chromium drew an element's text with (the file's own: "Oswald SemiBold"). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return [];
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.filter((font) => font.glyphCount > 0).map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

/** Marks the brand name the header shows at this width (the short name on phones), for drawnWith. */
const markHeaderName = (page: Page) =>
  page
    .locator('header a[href="/"] span')
    .filter({ visible: true })
    .first()
    .evaluate((span) => span.setAttribute('data-test-name', ''));

/** The font files the page had requested before its load event. */
const fontsFetchedBeforeLoad = (page: Page) =>
  page.evaluate(() => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_astro/fonts/') && entry.startTime < loaded.loadEventStart)
      .map((entry) => entry.name);
  });

for (const { brand, look, uses } of fontBrands) {
  const ids = uses.map((use) => use.id);
  const allFirst = Object.fromEntries(ids.map((id) => [id, true]));
  const headingFamily = look.headingFont === 'system' ? undefined : typefaces[look.headingFont].family;
  const bodyFamily = look.bodyFont === 'system' ? undefined : typefaces[look.bodyFont].family;

  // Headings on the system stack have no face to swap in: those tests are for brands whose headings have one.
  if (headingFamily)
    for (const viewport of [
      { name: 'phone', width: 390, height: 844 },
      { name: 'laptop', width: 1366, height: 768 },
    ]) {
      test(`${brand.id} (${viewport.name}): a first visit's home shows its headings in the brand's face once loaded, and nothing moves`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport });
        await keepWelcomeDialogShut(context);
        await recordLayoutShifts(context);
        const page = await context.newPage();
        await page.goto(brandUrl(brand.id, '/'), { waitUntil: 'load' });
        expect(await fontsFetchedBeforeLoad(page), 'font files fetched before the page had loaded').toEqual([]);

        // The file's own name for its weight: "Oswald SemiBold", "Nunito ExtraBold", "Fraunces".
        const brandFace = [expect.stringMatching(new RegExp(`^${headingFamily} ?`))];
        await expect
          .poll(() => drawnWith(page, 'h1'), { message: 'the <h1> drawn in the brand face', timeout: 10_000 })
          .toEqual(brandFace);
        await markHeaderName(page);
        expect(await drawnWith(page, '[data-test-name]'), 'the brand name in the header').toEqual(brandFace);
        const loaded = await page.evaluate(() => {
          const family = getComputedStyle(document.querySelector('h1')!).fontFamily.split(',')[0]!.replace(/"/g, '');
          return [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
          );
        });
        expect(loaded, "the <h1>'s first family is a loaded web face").toBe(true);
        expect(await layoutShift(page), 'layout shift (CLS) of the first page').toBeLessThanOrEqual(maxLayoutShift);
        await context.close();
      });
    }

  test(`${brand.id}: the next page shows every face from its first paint, from the cache`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await keepWelcomeDialogShut(context);
    const page = await context.newPage();
    await page.goto(brandUrl(brand.id, '/'), { waitUntil: 'load' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.fonts ?? ''), {
        message: 'the first page has swapped its faces in',
        timeout: 10_000,
      })
      .not.toBe('later');

    // Read as the document is parsed, before the page has loaded (when a first page would swap).
    await page.goto(brandUrl(brand.id, '/contact'), { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.fonts ?? 'none')).toBe('none');
    expect(await webFaceFirst(page, ids), 'next page: the brand faces in every stack').toEqual(allFirst);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    if (bodyFamily) expect((await drawnWith(page, 'main p')).join()).toContain(bodyFamily);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_astro/fonts/'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched, 'the next page reads the files from the cache').toEqual(fetched.map(() => 0));
    await context.close();
  });

  if (headingFamily)
    test(`${brand.id}: a swap that would move what is in view is not made; the page keeps its fallback`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await keepWelcomeDialogShut(context);
      await recordLayoutShifts(context);
      // A fallback far wider than the brand's face: its headings take more lines than the face's would.
      await context.route(brandUrl(brand.id, '/'), async (route) => {
        // Node resolves no *.localhost name: the same request to the server's address, the brand's host named.
        const url = new URL(route.request().url());
        const response = await route.fetch({
          url: `http://127.0.0.1:${url.port}${url.pathname}`,
          headers: { ...route.request().headers(), host: url.host },
        });
        const body = (await response.text()).replace(/size-adjust:[\d.]+%/g, 'size-adjust:150%');
        await route.fulfill({ response, body });
      });
      const page = await context.newPage();
      await page.goto(brandUrl(brand.id, '/'), { waitUntil: 'load' });
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_CACHED_KEY), {
          message: 'the faces loaded and noted for the next page',
          timeout: 10_000,
        })
        .not.toBeNull();
      expect(await page.evaluate(() => document.documentElement.dataset.fonts)).toBe('later');
      expect((await drawnWith(page, 'h1')).join()).not.toContain(headingFamily);
      expect(await layoutShift(page), 'layout shift (CLS) of the first page').toBeLessThanOrEqual(maxLayoutShift);
      await context.close();
    });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test(`${brand.id}: without script, the brand faces are in the font stacks from the first page`, async ({
      page,
    }) => {
      await page.goto(brandUrl(brand.id, '/'), { waitUntil: 'load' });
      expect(await webFaceFirst(page, ids)).toEqual(allFirst);
    });
  });
}
