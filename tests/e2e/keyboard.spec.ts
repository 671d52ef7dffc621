/**
 * Keyboard-only walk: Tab from the top of the home page and of /contact to the end, and check
 * that every visible control is reached, that each shows a visible focus indicator (its
 * outline or box-shadow differs from its unfocused look: WCAG 2.4.7), that it is not hidden
 * behind the sticky header or the floating buttons when focused (2.4.11), and that the
 * enquiry form's fields come in reading order.
 */
import { expect, test, type Page } from '@playwright/test';
import { brandUrl, defaultBrand } from './support/brands.ts';
import { keepWelcomeDialogShut, openSettled } from './support/quality.ts';

interface Control {
  index: number;
  label: string;
  /** Radio buttons: one stop per group. */
  group?: string;
  look: string;
}

interface Stop {
  index: number | null;
  label: string;
  indicator: boolean;
  obscured: boolean;
  focusVisible: boolean;
}

/** Tags every visible tabbable control with data-kb=<n> and records how it looks unfocused. */
function markControls(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}`;
    };
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if ((el as HTMLButtonElement).disabled || el.tabIndex < 0 || el.closest('[inert], dialog:not([open])'))
        return false;
      const box = el.getBoundingClientRect();
      return (
        box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true, opacityProperty: false })
      );
    });
    return controls.map((el, index) => {
      el.dataset.kb = String(index);
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const label = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name || (el as HTMLInputElement).name || el.getAttribute('href') || ''}"`;
      const group = el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.name}` : undefined;
      return { index, label, group, look: look(el) };
    });
  });
}

/** Presses Tab once and describes where focus landed. */
async function tab(page: Page, unfocused: Map<number, string>): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(async (baseline) => {
    const el = document.activeElement as HTMLElement | null;
    // Let the scroll that brings the control into view finish before looking at what covers it.
    for (let frame = 0, last = ''; frame < 30; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = JSON.stringify(el?.getBoundingClientRect());
      if (now === last) break;
      last = now;
    }
    if (!el || el === document.body)
      return { index: null, label: 'body', indicator: false, obscured: false, focusVisible: false };
    const index = el.dataset.kb === undefined ? null : Number(el.dataset.kb);
    const s = getComputedStyle(el);
    const look = `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}|${s.boxShadow}`;
    const outline =
      s.outlineStyle !== 'none' &&
      parseFloat(s.outlineWidth) >= 1 &&
      !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(s.outlineColor);
    const shadow = s.boxShadow !== 'none' && (index === null || look !== baseline[index]);
    // Not obscured: at least one of five points of the control is the control itself (or inside it).
    const box = el.getBoundingClientRect();
    const inset = (v: number, size: number) => Math.min(Math.max(v, 1), size - 2);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
      [box.left + 2, box.bottom - 2],
      [box.right - 2, box.bottom - 2],
    ].map(([x, y]) => [inset(x!, window.innerWidth), inset(y!, window.innerHeight)] as const);
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
    const obscured = !hits.some((hit) => hit && (hit === el || el.contains(hit) || hit.contains(el)));
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return {
      index,
      label: `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"`,
      indicator: outline || shadow,
      obscured,
      focusVisible: el.matches(':focus-visible'),
    };
  }, Object.fromEntries(unfocused));
}

async function walk(page: Page, path: string) {
  await openSettled(page, brandUrl(defaultBrand.id, path));
  await expect
    .poll(() => page.locator('astro-island[ssr][client="visible-after-load"]').count(), {
      message: 'every island on the page hydrates',
      timeout: 20_000,
    })
    .toBe(0);
  const controls = await markControls(page);
  expect(controls.length, 'controls on the page').toBeGreaterThan(5);
  const positiveTabindex = await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex^="-"])').count();
  expect.soft(positiveTabindex, 'elements with a positive tabindex (they break the reading order)').toBe(0);

  // Start the Tab sequence at the top of the document, wherever settling the page left it.
  await page.evaluate(() => {
    const start = document.createElement('div');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus({ preventScroll: true });
  });

  const unfocused = new Map(controls.map((control) => [control.index, control.look]));
  const stops: Stop[] = [];
  for (let presses = 0; presses < controls.length * 2 + 20; presses++) {
    const stop = await tab(page, unfocused);
    if (stop.index !== null && stops.some((seen) => seen.index === stop.index)) break; // wrapped round
    if (stop.label === 'body' && stops.length > 0) break; // left the page
    stops.push(stop);
  }

  // A control that stopped being tabbable meanwhile (an island finished hydrating) is not a miss.
  const stillTabbable = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter(
          (el) => el.isConnected && el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'),
        )
        .map((el) => Number(el.dataset.kb)),
    ),
  );
  const reached = new Set(stops.map((stop) => stop.index));
  const reachedGroups = new Set(controls.filter((c) => reached.has(c.index)).map((c) => c.group));
  const missed = controls.filter(
    (c) => stillTabbable.has(c.index) && !reached.has(c.index) && !(c.group && reachedGroups.has(c.group)),
  );
  expect
    .soft(
      missed.map((c) => c.label),
      `${path}: controls Tab never reaches`,
    )
    .toEqual([]);
  expect
    .soft(
      stops.filter((s) => !s.indicator).map((s) => s.label),
      `${path}: focused without a visible indicator`,
    )
    .toEqual([]);
  expect
    .soft(
      stops.filter((s) => !s.focusVisible).map((s) => s.label),
      `${path}: keyboard focus not :focus-visible`,
    )
    .toEqual([]);
  expect
    .soft(
      stops.filter((s) => s.obscured).map((s) => s.label),
      `${path}: focused but hidden behind something`,
    )
    .toEqual([]);
  return { controls, stops };
}

// Instant scrolling (the site scrolls smoothly only when motion is welcome), so focus lands in view at once.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context }) => {
  await keepWelcomeDialogShut(context);
});

test('the home page can be used with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { stops } = await walk(page, '/');
  expect(stops[0]?.label, 'the first Tab lands on the skip link').toContain('Skip to content');
});

test('the contact form can be filled in with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { controls, stops } = await walk(page, '/contact');
  const formFields = controls.filter(
    (c) => /<(input|select|textarea)#enquiry-/.test(c.label) || /Send Message|Email My Message/.test(c.label),
  );
  expect(formFields.length, 'enquiry form controls').toBeGreaterThanOrEqual(6);
  const order = stops.map((s) => s.index).filter((index) => formFields.some((f) => f.index === index));
  expect(order, 'form fields in reading order').toEqual(formFields.map((f) => f.index));
});

test('the side panel can be opened, walked and closed with the keyboard at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettled(page, brandUrl(defaultBrand.id, '/'));
  const menu = page.getByRole('button', { name: 'Open menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Site navigation' });
  await expect(panel).toBeVisible();
  // Focus moves into the panel and stays there while it is open.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(menu).toBeFocused();
});
