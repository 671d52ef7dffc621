/**
 * A brand's web fonts stay off a first visit's critical path (issue 22): the first page shows the
 * metric-matched fallback and fetches the font files only once it has loaded and painted, so they
 * never compete with the stylesheet and the hero; every later page shows the brand's faces from
 * the cache. Without script the faces load as they always did (font-display: optional).
 * One test per brand whose look chooses a web font.
 */
import { expect, test, type Page } from '@playwright/test';
import { fontUses, resolveLook } from '../../src/lib/brand-look.ts';
import { typefaces, typefaceVariable } from '../../src/lib/typefaces.ts';
import { WEB_FONTS_CACHED_KEY } from '../../src/lib/web-fonts-cached.ts';
import { brandUrl, brands } from './support/brands.ts';
import { keepWelcomeDialogShut } from './support/quality.ts';

const fontBrands = brands.flatMap((brand) => {
  const uses = fontUses(resolveLook(brand));
  return uses.length > 0 ? [{ brand, uses }] : [];
});

/** Per typeface the page uses, whether its font stack starts with the web face (not its fallback). */
async function webFaceFirst(page: Page, ids: string[]): Promise<Record<string, boolean>> {
  return page.evaluate(
    (variables) =>
      Object.fromEntries(
        variables.map(({ id, variable, family }) => {
          const first = getComputedStyle(document.documentElement).getPropertyValue(variable).split(',')[0]!.trim();
          return [id, new RegExp(`^"?${family}-[0-9a-f]+"?$`).test(first)];
        }),
      ),
    ids.map((id) => ({
      id,
      variable: typefaceVariable(id as keyof typeof typefaces),
      family: typefaces[id as keyof typeof typefaces].family,
    })),
  );
}

/** The page's own @font-face web faces (not their local fallbacks) and their loading status. */
const webFaceStatuses = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].filter((face) => !face.family.includes(' fallback')).map((face) => face.status),
  );

for (const { brand, uses } of fontBrands) {
  const ids = uses.map((use) => use.id);
  const allFirst = Object.fromEntries(ids.map((id) => [id, true]));
  const noneFirst = Object.fromEntries(ids.map((id) => [id, false]));

  test(`${brand.id}: the first page fetches its fonts after it has painted; the next page shows them from the cache`, async ({
    page,
    context,
  }) => {
    await keepWelcomeDialogShut(context);
    await page.goto(brandUrl(brand.id, '/'), { waitUntil: 'load' });
    expect(await webFaceFirst(page, ids), 'first page: the fallback faces only').toEqual(noneFirst);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), WEB_FONTS_CACHED_KEY), {
        message: 'fonts fetched and noted',
      })
      .not.toBeNull();
    const early = await page.evaluate(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_astro/fonts/') && entry.startTime < loaded.loadEventStart)
        .map((entry) => entry.name);
    });
    expect(early, 'font files fetched before the first page had loaded').toEqual([]);
    // The page itself never switched face (no reflow): its own @font-face faces stay unused.
    expect(await webFaceStatuses(page)).not.toContain('loaded');

    await page.goto(brandUrl(brand.id, '/contact'), { waitUntil: 'load' });
    expect(await webFaceFirst(page, ids), 'next page: the brand faces').toEqual(allFirst);
    await page.evaluate(() => document.fonts.ready);
    const statuses = await webFaceStatuses(page);
    expect(statuses.length).toBeGreaterThan(0);
    expect(
      statuses.every((status) => status === 'loaded'),
      `faces: ${statuses.join(', ')}`,
    ).toBe(true);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_astro/fonts/'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(fetched, 'the next page reads the files from the cache').toEqual(fetched.map(() => 0));
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
