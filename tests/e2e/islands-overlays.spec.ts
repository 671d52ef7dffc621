/**
 * Site-wide overlays on every page: the welcome dialog (a React island), the floating
 * contact buttons with their toasts (the Toaster island), the small-screen side panel, and
 * scrolling to the top.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { defaultBrand } from './support/brands.ts';
import {
  island,
  openWelcome,
  overlaysReady,
  pausedClock,
  skipWelcomeDialog,
  welcomeDialog,
} from './support/islands.ts';

const welcome = welcomeDialog;

test.describe('welcome dialog', () => {
  test('opens 1500 ms after the page is ready, as a modal with focus inside', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await overlaysReady(page, ['WelcomeDialog']);
    await page.clock.runFor(1499);
    await expect(welcome(page)).toBeHidden();
    await page.clock.runFor(1);
    const dialog = welcome(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute('href', '/contact');
    await expect(dialog.getByRole('link', { name: `Call ${defaultBrand.phone}` })).toHaveAttribute('href', /^tel:\+44/);
    // Modal: the page behind cannot be reached with the keyboard; Tab wraps inside the dialog.
    const stops = await dialog.locator('a[href], button').count();
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link').last()).toBeFocused();
  });

  test('the Close button closes it, and it stays closed after a reload and on other pages', async ({ page }) => {
    await openWelcome(page);
    await welcome(page).getByRole('button', { name: 'Close' }).click();
    await expect(welcome(page)).toBeHidden();

    await page.reload();
    await page.clock.runFor(10_000);
    await expect(welcome(page)).toBeHidden();

    await page.goto('/services');
    await page.clock.runFor(10_000);
    await expect(welcome(page)).toBeHidden();
    // The session has seen it: its island is not even hydrated (client:load-once-per-session).
    await expect(island(page, 'WelcomeDialog')).toHaveAttribute('ssr');
  });

  test('Escape closes it and focus goes back where it was', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/');
    await overlaysReady(page, ['WelcomeDialog']);
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await skipLink.focus();
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome(page)).toBeHidden();
    await expect(skipLink).toBeFocused();
    await page.reload();
    await page.clock.runFor(5000);
    await expect(welcome(page)).toBeHidden();
  });

  test('does not interrupt a visitor who is in the side panel; it greets them on the next page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pausedClock(page);
    await page.goto('/');
    await overlaysReady(page, ['WelcomeDialog', 'MobileNav']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.clock.runFor(1500);
    await expect(page.getByRole('dialog', { name: 'Site navigation' })).toBeVisible();
    await expect(welcome(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await page.goto('/services');
    await overlaysReady(page, ['WelcomeDialog']);
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeVisible();
  });

  test('does not cover a form the visitor has started, even once they have tapped away from it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pausedClock(page);
    // The home's quote form (the contact page, itself a form, has no dialog at all).
    await page.goto('/');
    await overlaysReady(page, ['WelcomeDialog']);
    await page.getByLabel('Your name').fill('Jane');
    // Tapping outside the field (to hide the keyboard) moves focus off the form.
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeHidden();
    await expect(page.getByLabel('Your name')).toHaveValue('Jane');
    // Not marked as seen: the next page greets them.
    await page.goto('/services');
    await overlaysReady(page, ['WelcomeDialog']);
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeVisible();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await openWelcome(page);
    await page.mouse.click(5, 5);
    await expect(welcome(page)).toBeHidden();
  });

  test('a new browser session sees it again', async ({ browser }) => {
    for (let session = 0; session < 2; session++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await openWelcome(page);
      await page.keyboard.press('Escape');
      await context.close();
    }
  });
});

test.describe('floating contact buttons and toasts', () => {
  test.beforeEach(async ({ page }) => {
    await skipWelcomeDialog(page);
    await pausedClock(page);
    await page.goto('/');
    await overlaysReady(page, ['ContactButtons']);
    // Keep the test on the page: tel:/mailto: would hand over to another program, WhatsApp opens a tab.
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me/"]'))
            event.preventDefault();
        },
        true,
      ),
    );
  });

  const quickContact = (page: Page) => page.getByRole('navigation', { name: 'Quick contact' });
  /** Toasts on screen: sonner keeps an outgoing or over-the-limit toast in the DOM, hidden, for its exit animation. */
  const shownToasts = (page: Page) =>
    page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');
  const fallback = `If this doesn't work, please call us directly at ${defaultBrand.phone}`;
  /**
   * The first toast of a page loads sonner over the network, then sonner renders from a timer:
   * move the paused clock on in small steps until the new toast is on screen. After a failed load,
   * Chromium keeps the result of a failed import, so only Astro's own retry (a second later, at a new
   * `?astro-retry=` URL) fetches the code again: those tests move the clock in bigger steps.
   */
  const waitForToast = async (page: Page, title: string, step = 20) => {
    await expect
      .poll(async () => {
        await page.clock.runFor(step);
        return page.locator('[data-sonner-toast] [data-title]', { hasText: title }).count();
      })
      .toBe(1);
  };
  const click = async (page: Page, name: string | RegExp, title: string, step = 20) => {
    await quickContact(page).getByRole('link', { name }).click();
    await waitForToast(page, title, step);
  };
  const toasterCode = /\/_astro\/Toaster\.[^/?]*\.js(\?.*)?$/;
  /** Taps Email, then moves the clock on until the toaster's code was asked for twice (Astro's load and its retry). */
  const tapUntilTwoTries = async (page: Page, attempts: () => number) => {
    await quickContact(page).getByRole('link', { name: 'Email' }).click();
    await expect
      .poll(async () => {
        await page.clock.runFor(500);
        return attempts();
      })
      .toBe(2);
  };

  test('link to phone, WhatsApp and e-mail from the brand', async ({ page }) => {
    const group = quickContact(page);
    await expect(group.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      `tel:+44${defaultBrand.phone.replace(/\s/g, '').slice(1)}`,
    );
    await expect(group.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/${defaultBrand.contact.whatsapp.digits}`,
    );
    await expect(group.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${defaultBrand.email}`);
  });

  for (const [name, title] of [
    ['Call Now', 'Opening phone...'],
    [/^WhatsApp/, 'Opening WhatsApp...'],
    ['Email', 'Opening email...'],
  ] as const) {
    test(`${String(name)} shows the toast '${title}'`, async ({ page }) => {
      await click(page, name, title);
      await expect(shownToasts(page)).toHaveCount(1);
      await expect(shownToasts(page).locator('[data-title]')).toHaveText(title);
      await expect(shownToasts(page).locator('[data-description]')).toHaveText(fallback);
    });
  }

  test("a toast still shows after the toaster's code failed to load (a phone that was offline)", async ({ page }) => {
    let attempts = 0;
    await page.route(toasterCode, (route) =>
      ++attempts <= 2 ? route.abort('internetdisconnected') : route.continue(),
    );
    // The first load and Astro's own retry a second later both fail.
    await tapUntilTwoTries(page, () => attempts);
    await click(page, 'Call Now', 'Opening phone...', 250);
    await expect(shownToasts(page).locator('[data-title]')).toHaveText('Opening phone...');
  });

  test("a tap made while the toaster's code was failing to load shows its toast once the code loads", async ({
    page,
  }) => {
    let attempts = 0;
    let held: Route | undefined;
    await page.route(toasterCode, (route) => {
      attempts++;
      if (attempts === 1) return route.abort('internetdisconnected');
      if (attempts === 2) return void (held = route);
      return route.continue();
    });
    await tapUntilTwoTries(page, () => attempts);
    // Astro's retry is still under way when the visitor taps again; then it fails too.
    await quickContact(page).getByRole('link', { name: 'Call Now' }).click();
    await held!.abort('internetdisconnected');
    await waitForToast(page, 'Opening phone...', 250);
    await expect(shownToasts(page).locator('[data-title]')).toHaveText('Opening phone...');
    expect(attempts).toBe(3);
  });

  test('only one toast is visible at a time, and it goes after 4 seconds', async ({ page }) => {
    await click(page, 'Call Now', 'Opening phone...');
    await click(page, 'Email', 'Opening email...');
    await expect(shownToasts(page)).toHaveCount(1);
    await expect(shownToasts(page).locator('[data-title]')).toHaveText('Opening email...');
    await page.clock.runFor(400); // the replaced toast's exit animation
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
    await page.mouse.move(600, 100); // pointer away from the toast: hovering pauses its timer
    await page.clock.runFor(3400); // under 3.9 s after the e-mail toast appeared
    await expect(shownToasts(page)).toHaveCount(1);
    await page.clock.runFor(700);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('the toaster sits bottom-right', async ({ page }) => {
    await click(page, 'Email', 'Opening email...');
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
  });
});

test.describe('side panel on small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await skipWelcomeDialog(page);
  });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Site navigation' });

  test('opens from the menu button, keeps focus inside, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    await overlaysReady(page, ['MobileNav']);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(panel(page)).toBeVisible();
    const close = panel(page).getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(panel(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const stops = await panel(page).locator('a[href], button').count();
    for (let i = 0; i < stops; i++) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(panel(page).getByRole('link', { name: 'Get a Quote' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('the Close control and the backdrop close it', async ({ page }) => {
    await page.goto('/');
    await overlaysReady(page, ['MobileNav']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.mouse.click(10, 400);
    await expect(panel(page)).toBeHidden();
  });

  test('choosing a page closes it; the new page starts at the top with the panel closed', async ({ page }) => {
    await page.goto('/');
    await overlaysReady(page, ['MobileNav']);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel(page).getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('**/gallery');
    await expect(panel(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(panel(page)).toBeHidden();
  });

  test('a menu opened before its script has arrived stays open when the script runs, which then wires it up', async ({
    page,
  }) => {
    // The menu's module loads only after the first paint (src/after-build/first-paint.ts): hold it back further.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/MobileNav*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel(page)).toBeVisible();
    release();
    await overlaysReady(page, ['MobileNav']);
    await expect(panel(page)).toBeVisible();
    // Now enhanced: a click on the backdrop closes it (the native dialog alone ignores it).
    await page.mouse.click(10, 400);
    await expect(panel(page)).toBeHidden();
  });

  test('opens and closes without JavaScript too (HTML invoker commands)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Services' })).toBeVisible();
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toBeHidden();
    await context.close();
  });
});

test.describe('scroll position', () => {
  test('a followed link opens the next page at the top', async ({ page }) => {
    await skipWelcomeDialog(page);
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL('**/gallery');
    // Still at the top once the page's overlays are wired up.
    await overlaysReady(page, ['ContactButtons', 'MobileNav']);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('no island moves the page on load: hydration, the welcome dialog and its closing keep it at the top', async ({
    page,
  }) => {
    await pausedClock(page);
    await page.goto('/');
    await overlaysReady(page, ['WelcomeDialog', 'ContactButtons', 'MobileNav']);
    await page.clock.runFor(1500);
    await expect(welcome(page)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await page.clock.runFor(10_000);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
