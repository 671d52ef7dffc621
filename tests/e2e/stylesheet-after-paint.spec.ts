/**
 * A page carries, in place of its stylesheet, the rules its HTML and its scripts use when that spares
 * its first paint the stylesheet's round trip (src/after-build/first-paint.ts, inliningPays). A visitor must
 * not be able to tell. tests/build/inlined-css.test.ts proves it from the files for every such page of
 * every brand as served; what only scripts and states show is compared here, in a browser, on a sample:
 * the default brand's home, the page with the most islands (carousels, the quote form, the welcome
 * dialog's code). Every element of it, on a phone, has the box and the look it has with the whole
 * stylesheet, once its islands have hydrated, with the menu open, and with the form's error messages
 * showing.
 */
import { readdirSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { brandUrl, defaultBrand } from './support/brands.ts';
import { keepWelcomeDialogShut, settle } from './support/quality.ts';

/** The pages compared: each must carry its rules (the test fails if one links its stylesheet). */
const samples = ['/'];

/** Position, size and the main looks of every element of the page, in document order. */
function looks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const look = [
        style.display,
        style.position,
        style.color,
        style.backgroundColor,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderTopColor,
        style.boxShadow,
        style.opacity,
      ];
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${look.join(' ')}`;
    }),
  );
}

/**
 * Both pages look alike, once they have settled. Astro marks an island hydrated (no `ssr`) when it
 * has handed it to React, which hydrates it in a transition and re-renders it hydrated after that
 * (a slider's scroller changes its classes then): on a busy machine one page may be a render
 * behind the other when first read, so the comparison is retried until they agree or time runs out.
 * A page can also get no rendering frames at all while both settle side by side (CI, two workers):
 * its islands never come into view and its `content-visibility` sections keep their placeholder
 * height. If they still disagree, each page is brought to the front and settled again, on its own,
 * before the last comparison; a real difference in the rules fails both.
 */
async function expectSameLooks(a: Page, b: Page, message: string): Promise<void> {
  const compare = () =>
    expect(async () => expect(await looks(a), message).toEqual(await looks(b))).toPass({ timeout: 10_000 });
  try {
    await compare();
  } catch {
    for (const page of [a, b]) {
      await page.bringToFront();
      await settle(page);
    }
    await compare();
  }
}

/** The site URL of the stylesheet the build writes, which the pages that keep it link. */
function builtStylesheet(): string {
  const sheets = readdirSync(new URL('../../dist/_astro/', import.meta.url)).filter((name) => name.endsWith('.css'));
  expect(sheets, 'one stylesheet in the build being served').toHaveLength(1);
  return `/_astro/${sheets[0]}`;
}

/** The inline <style> that stands for the stylesheet: the one with Tailwind's layers. */
const inlinedRules = /<style>(?:(?!<\/style>)[\s\S])*@layer utilities\{[\s\S]*?<\/style>/;

/** A context whose pages get the whole stylesheet back in place of their inlined rules. */
async function withWholeStylesheet(context: BrowserContext, href: string): Promise<void> {
  await context.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      // Fetched from Node, which does not resolve *.localhost: the server picks the brand by Host. A
      // reused connection the server has just closed fails with ECONNRESET: the next try opens another.
      const url = new URL(route.request().url());
      const fetchPage = () =>
        route.fetch({
          url: `http://127.0.0.1:${url.port}${url.pathname}`,
          headers: { ...route.request().headers(), host: url.host },
        });
      const response = await fetchPage().catch(() => fetchPage().catch(fetchPage));
      const html = await response.text();
      await route.fulfill({ response, body: html.replace(inlinedRules, `<link rel="stylesheet" href="${href}">`) });
    },
  );
}

test(`${defaultBrand.id}: a page that carries its rules looks as it does with the whole stylesheet, once scripts have run`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const brand = defaultBrand;
  const phone = { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' } as const;
  const inlined = await browser.newContext(phone);
  const whole = await browser.newContext(phone);
  await keepWelcomeDialogShut(inlined);
  await keepWelcomeDialogShut(whole);
  // Fallback faces only: a web font that is ready for one page's first layout and not for the
  // other's (font-display: optional) would wrap a heading differently, whatever the CSS.
  for (const context of [inlined, whole]) await context.route(/\.woff2$/, (route) => route.abort());
  await withWholeStylesheet(whole, builtStylesheet());

  for (const [index, path] of samples.entries()) {
    const [a, b] = [await inlined.newPage(), await whole.newPage()];
    await a.goto(brandUrl(brand.id, path));
    expect(await a.locator('link[rel="stylesheet"]').count(), `${path}: carries its rules`).toBe(0);
    await b.goto(brandUrl(brand.id, path));
    expect(await b.locator('link[rel="stylesheet"]').count(), `${path}: the whole stylesheet`).toBe(1);
    // Islands hydrated (carousels, forms…), so that both pages show the same elements.
    await Promise.all([settle(a), settle(b)]);
    await expectSameLooks(a, b, `${path}: islands hydrated`);
    if (index === 0) {
      // The menu is the same on every page: opened on the first.
      for (const page of [a, b]) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
      }
      await expectSameLooks(a, b, `${path}: menu open`);
      for (const page of [a, b]) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeHidden();
      }
    }
    // What only a script shows: a form's error messages after an empty submit.
    if ((await a.locator('form').count()) > 0) {
      for (const page of [a, b]) {
        // Whatever the pointer rests on after the click gets its hover colour at once, not partway
        // through an easing that one page has finished and the other has not (transitions are not compared).
        await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important; }' });
        const form = page.locator('form').first();
        await form.scrollIntoViewIfNeeded();
        await expect(form).toHaveAttribute('data-enhanced', { timeout: 15_000 });
        await form.locator('button[type="submit"]').click();
        await expect(form.getByRole('alert')).toHaveText('Please fill in all required fields.');
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await expectSameLooks(a, b, `${path}: the form's errors`);
    }
    await Promise.all([a.close(), b.close()]);
  }
  await Promise.all([inlined.close(), whole.close()]);
});
