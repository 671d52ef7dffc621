/**
 * Helpers shared by the quality-gate browser tests (pages, keyboard, images): bringing a page to its
 * settled state, keeping the welcome dialog shut, and axe settings (the pages to walk: samples.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { WELCOME_DISMISSED_KEY } from '../../../src/lib/welcome-dismissed.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no wcag22a tag: 2.2's new A criteria carry wcag21a/22aa). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Marks the welcome dialog as already dismissed for this context, so it does not cover pages under test. */
export async function keepWelcomeDialogShut(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage blocked: the dialog may open; tests that care close it.
    }
  }, WELCOME_DISMISSED_KEY);
}

/**
 * Loads a path and waits until it is what a visitor sees after a moment: every lazy image and
 * client:visible-after-load island scrolled into view once, and every such island hydrated (Astro removes the
 * `ssr` attribute when it has).
 */
export async function openSettled(page: Page, url: string): Promise<number> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return response?.status() ?? 0;
}

export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or 100 ms when the browser delivers none (a loaded machine has stalled rAF for the
    // whole test timeout): the walk below is bounded in time as well as in steps.
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 100);
      });
    const deadline = performance.now() + 20_000;
    const inTime = () => performance.now() < deadline;
    // One pass down the page for lazy images and sections that react to scrolling.
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (
      let y = 0, steps = 0;
      y < document.documentElement.scrollHeight && steps < 80 && inTime();
      y += step, steps++
    ) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    // A busy machine may skip the frame in which an island was in view: bring each one in view and wait for it.
    for (const island of document.querySelectorAll('astro-island[ssr][client="visible-after-load"]')) {
      (island.firstElementChild ?? island.parentElement)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      for (let waited = 0; island.hasAttribute('ssr') && waited < 100 && inTime(); waited++) await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page
    .waitForFunction(
      // Islands that hydrate on their own; the toaster (client:event) waits for a toast, the welcome
      // dialog for the load event of a session that has not seen it, and client:media for its query.
      () =>
        document.querySelectorAll(
          'astro-island[ssr]:is([client="visible-after-load"], [client="idle"], [client="load"])',
        ).length === 0,
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => undefined); // An island that never hydrates shows up in the checks themselves.
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core with the WCAG A/AA rules, as every browser test runs it. Options before tags: `options()` replaces
 * what `withTags()` set. Only violations are detailed (listing every passing node is much of axe's time), and
 * axe runs in the page itself rather than frame by frame and then in a blank page: the site's policy allows
 * no frame (`frame-src 'none'`), so there is none to visit.
 */
export function wcagAxe(page: Page, include?: string): AxeBuilder {
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode();
  return include ? builder.include(include) : builder;
}

/** Runs axe with the WCAG A/AA tags; returns violations as short readable findings. */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  const builder = wcagAxe(page, include);
  // Contrast is judged on what rests on screen: a rotating carousel caught half-way through a
  // fade (the ticker changes every 2.5 s) would blend its text into the background.
  const still = await page.addStyleTag({ content: '*,*::before,*::after{transition:none!important}' });
  const { violations } = await builder.analyze().finally(() => still.evaluate((style) => (style as Element).remove()));
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes
      .slice(0, 5)
      .map(
        (node) =>
          `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.split('\n').slice(1, 2).join('').trim()}` : ''}`,
      ),
  }));
}
