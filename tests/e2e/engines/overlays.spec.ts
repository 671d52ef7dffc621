/**
 * The site-wide overlays in each engine: the welcome dialog (on time, never early, focus inside and kept
 * there, Escape closes it for the session), the phone's side panel (focus in, Escape, focus back) and the
 * contact buttons (each hands its link over and raises its own toast).
 */
import { timings } from '../../../src/lib/carousel.ts';
import { defaultBrand } from '../support/brands.ts';
import { expect, test } from './support/fixtures.ts';
import { effectsSettled, engineState, settle, waitInPage } from './support/page-checks.ts';
import { laptop, phone, pick } from './support/visitor.ts';

/** How much later than its 1.5 s the dialog may open on a busy machine; it may never open earlier. */
const lateBy = 4_000;

for (const size of [phone, laptop])
  test(`${size.name}: the welcome dialog opens 1.5 s after load, with focus inside; Escape closes it for the session`, async ({
    open,
    front,
  }) => {
    const visitor = await open({ size, welcome: true });
    await visitor.goto(front.url(defaultBrand.id, '/'));
    const dialog = 'dialog[data-overlay="WelcomeDialog"]';
    expect(await waitInPage(visitor, `document.querySelector('${dialog}[open]')`, 15_000), 'the dialog opens').toBe(
      true,
    );
    const { loadedAt, dialogOpenedAt } = await engineState(visitor);
    const delay = dialogOpenedAt! - loadedAt!;
    expect(delay, 'ms from the load event to the dialog').toBeGreaterThanOrEqual(timings.welcomeDialogDelayMs - 1);
    expect(delay, 'ms from the load event to the dialog').toBeLessThan(timings.welcomeDialogDelayMs + lateBy);

    const focusInside = () =>
      visitor.evaluate((selector) => document.activeElement?.closest(selector) !== null, dialog);
    expect(await focusInside(), 'focus moved into the dialog').toBe(true);
    for (let i = 0; i < 6; i++) {
      await visitor.press('Tab');
      expect(await focusInside(), `focus still inside after ${i + 1} Tab`).toBe(true);
    }
    await visitor.press('Shift+Tab');
    expect(await focusInside(), 'focus still inside after Shift+Tab').toBe(true);
    await visitor.press('Escape');
    expect(await waitInPage(visitor, `!document.querySelector('${dialog}[open]')`), 'Escape closes it').toBe(true);
    expect(await visitor.evaluate(() => document.querySelector('[inert]') === null), 'the page is usable again').toBe(
      true,
    );

    // The next page in the same session: the island is skipped, the dialog never scheduled.
    await visitor.goto(front.url(defaultBrand.id, '/about'));
    await settle(visitor);
    expect(
      await visitor.evaluate(
        (selector) => document.querySelector(selector)?.hasAttribute('data-ready') ?? false,
        dialog,
      ),
      'the dialog is not scheduled again this session',
    ).toBe(false);
    expect((await engineState(visitor)).errors).toEqual([]);
  });

test('phone: the side panel opens from the menu button pressed before its script arrived, with focus inside, and Escape gives focus back', async ({
  open,
  front,
}) => {
  const visitor = await open({ size: phone, openedWhenParsed: true });
  // The menu's module (loaded after the first paint, or at the first press) held, as on a slow phone.
  const held = front.hold('MobileNav\\.astro_astro_type_script_index_0_lang');
  await visitor.goto(front.url(defaultBrand.id, '/'));
  const panel = '[data-overlay="MobileNav"]';
  const button = await pick(visitor, () =>
    [...document.querySelectorAll('header button')].find((b) => b.textContent?.includes('Open menu')),
  );
  expect(button, 'the Open menu button').not.toBeNull();
  await visitor.click(button!);
  expect(
    await visitor.evaluate((selector) => document.querySelector(selector)?.hasAttribute('data-ready'), panel),
    "pressed before the menu's script had run",
  ).toBe(false);
  held.release();
  expect(
    await waitInPage(
      visitor,
      `(() => { const p = document.querySelector('${panel}'); return p && p.getBoundingClientRect().width > 0 && getComputedStyle(p).visibility === 'visible' && p.contains(document.activeElement); })()`,
    ),
    'the panel is shown with focus inside',
  ).toBe(true);
  expect(
    await visitor.evaluate(
      (selector) => document.querySelector(selector)?.querySelectorAll('a[href]').length ?? 0,
      panel,
    ),
  ).toBeGreaterThan(3);
  await visitor.press('Escape');
  expect(
    await waitInPage(
      visitor,
      `(() => { const p = document.querySelector('${panel}'); return p.getBoundingClientRect().width === 0 || getComputedStyle(p).visibility !== 'visible' || !p.matches(':popover-open, [open], :modal'); })()`,
    ),
    'Escape closes it',
  ).toBe(true);
  expect(
    await visitor.evaluate(() => document.activeElement?.textContent?.includes('Open menu') ?? false),
    'focus back on the menu button',
  ).toBe(true);
  expect((await engineState(visitor)).errors).toEqual([]);
});

for (const size of [phone, laptop])
  test(`${size.name}: each contact button hands its link over and raises its own toast`, async ({ open, front }) => {
    const visitor = await open({ size });
    await visitor.goto(front.url(defaultBrand.id, '/'));
    expect(await waitInPage(visitor, `document.querySelector('[data-overlay="ContactButtons"][data-ready]')`)).toBe(
      true,
    );
    const links = await visitor.evaluate(() =>
      [...document.querySelectorAll('[data-overlay="ContactButtons"] a[data-toast]')].map((link) => ({
        href: link.getAttribute('href')!,
        toast: link.getAttribute('data-toast')!,
      })),
    );
    expect(links.map((link) => link.href.split(':')[0])).toEqual(['tel', 'https', 'mailto']);
    for (const [index, link] of links.entries()) {
      const button = `[data-overlay="ContactButtons"] a[href="${link.href}"]`;
      // The last toast slides in over the phone's bar for a moment (WebKit's driver then refuses the click as
      // intercepted): the button is pressed once nothing covers it, as a visitor would, and it must come free.
      const uncovered = `(() => { const b = document.querySelector('${button}'); const r = b.getBoundingClientRect(); return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); })()`;
      expect(await waitInPage(visitor, uncovered), `nothing covers the ${link.href.split(':')[0]} button`).toBe(true);
      await visitor.click(button);
      const shown = `[...document.querySelectorAll('[data-sonner-toast][data-visible="true"]:not([data-removed="true"]) [data-title]')].some((t) => t.textContent.trim() === ${JSON.stringify(link.toast)})`;
      expect(await waitInPage(visitor, shown), `the toast "${link.toast}"`).toBe(true);
      expect((await engineState(visitor)).handedOff[index], 'the link followed').toBe(link.href);
      await effectsSettled(visitor);
    }
    expect((await engineState(visitor)).errors).toEqual([]);
  });
