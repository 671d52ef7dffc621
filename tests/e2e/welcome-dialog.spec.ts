/**
 * The welcome dialog behaves as a visitor expects: it opens 1.5 s after a page loads (spec), but
 * not again in the browser session once the visitor has closed it or followed one of its own
 * actions (the quote link, the call, WhatsApp), and never over a page that is itself a form
 * (/contact, /client-updates). Time is Playwright's paused clock, moved on by the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { formRoutes } from '../../src/lib/routes.ts';
import { defaultBrand } from './support/brands.ts';
import { island, openWelcome, overlaysReady, pausedClock, welcomeDialog } from './support/islands.ts';

const welcome = welcomeDialog;

/** Moves the clock well past the dialog's delay on a page that has loaded. */
async function longAfterLoad(page: Page) {
  await page.waitForLoadState('load');
  await page.clock.runFor(10_000);
}

test('following the dialog’s quote link lands on /contact with no dialog, and it stays closed for the session', async ({
  page,
}) => {
  await openWelcome(page);
  await welcome(page).getByRole('link', { name: 'Get a Free Quote' }).click();
  await page.waitForURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await longAfterLoad(page);
  await expect(welcome(page)).toHaveCount(0);

  // Not closed with its button, yet answered: the next page does not bring it back.
  await page.goto('/services');
  await longAfterLoad(page);
  await expect(welcome(page)).toBeHidden();
  await expect(island(page, 'WelcomeDialog')).toHaveAttribute('ssr');
});

for (const [name, link] of [
  ['call', (page: Page) => welcome(page).getByRole('link', { name: `Call ${defaultBrand.phone}` })],
  ['WhatsApp', (page: Page) => welcome(page).getByRole('link', { name: /WhatsApp/ })],
] as const) {
  test(`following its ${name} link closes it, and no other page of the session opens it`, async ({ page }) => {
    await openWelcome(page);
    // The phone app or WhatsApp would take over here: the page stays, as it does for a visitor.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await link(page).click();
    await expect(welcome(page)).toBeHidden();
    await page.goto('/about');
    await longAfterLoad(page);
    await expect(welcome(page)).toBeHidden();
  });
}

for (const path of formRoutes) {
  test(`a fresh visit to ${path}, itself a form, opens no dialog; the next page still greets`, async ({ page }) => {
    await pausedClock(page);
    await page.goto(path);
    await expect(page.locator('form').first()).toBeVisible();
    await longAfterLoad(page);
    await expect(welcome(page)).toHaveCount(0);

    // Arriving on the form is not an answer to the dialog: the visitor's next page shows it.
    await page.goto('/about');
    await overlaysReady(page, ['WelcomeDialog']);
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeVisible();
  });
}
