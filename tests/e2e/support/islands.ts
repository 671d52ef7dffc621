/** Helpers for the island tests: hydration, a paused clock, axe. */
import { expect, type Page } from '@playwright/test';
import { defaultBrand } from './brands.ts';
import { wcagAxe } from './quality.ts';

/** The island whose component file is `src/islands/<name>.tsx`. */
export function island(page: Page, name: string) {
  return page.locator(`astro-island[component-url*="/${name}."]`);
}

/**
 * Astro drops `ssr` as soon as it has started an island's hydration; React runs the island's
 * effects in later tasks, scheduled with MessageChannel (React's scheduler), which the fake clock
 * leaves alone: a few message round-trips of our own run after them.
 */
export async function effectsSettled(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Scrolls a `client:visible-after-load` island into view and waits until Astro has hydrated it
 * (<astro-island> drops its `ssr` attribute once the component ran in the browser).
 */
export async function hydrated(page: Page, name: string, index = 0) {
  const root = island(page, name).nth(index);
  // <astro-island> is display: contents, so scroll its first rendered child.
  await root.locator(':scope > *').first().scrollIntoViewIfNeeded();
  await expect(root).not.toHaveAttribute('ssr');
  await effectsSettled(page);
  return root;
}

const start = new Date('2025-03-03T09:00:00Z');

/**
 * Installs Playwright's fake clock paused at a fixed time, before the page loads: timers,
 * requestAnimationFrame and requestIdleCallback then run only when the test moves time on
 * with `page.clock.runFor()`, so "every 5 s" is checked exactly, without real waiting.
 */
export async function pausedClock(page: Page) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Waits until the named islands (already on their way) have hydrated and run their effects. */
export async function islandsReady(page: Page, names: string[]) {
  for (const name of names) await expect(island(page, name).first()).not.toHaveAttribute('ssr');
  await effectsSettled(page);
}

/**
 * Waits until the named site-wide overlays (the side panel and contact buttons' scripts in
 * src/components/overlays/, the WelcomeDialog island) are wired up: each marks its root with
 * `data-ready`. Moves no clock: the welcome dialog's 1.5 s timer is already running once it is ready.
 */
export async function overlaysReady(page: Page, names: string[]) {
  for (const name of names) await expect(page.locator(`[data-overlay="${name}"]`)).toHaveAttribute('data-ready');
}

/** WCAG 2.0/2.1/2.2 A and AA rules of axe-core. */
export async function axeViolations(page: Page, include?: string) {
  const { violations } = await wcagAxe(page, include).analyze();
  return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/** Keeps the welcome dialog closed for tests about something else (as if already dismissed this session). */
export async function skipWelcomeDialog(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('welcome-dialog-dismissed', '1'));
}

/** The default brand's welcome dialog. */
export const welcomeDialog = (page: Page) =>
  page.getByRole('dialog', { name: `Welcome to ${defaultBrand.businessName}` });

/** Opens `path` on a paused clock and lets 1.5 s pass once the dialog's timer runs: it is open. */
export async function openWelcome(page: Page, path = '/') {
  await pausedClock(page);
  await page.goto(path);
  await overlaysReady(page, ['WelcomeDialog']);
  await page.clock.runFor(1500);
  await expect(welcomeDialog(page)).toBeVisible();
}
