/**
 * The engine tests' fixtures: per worker, the front (front.ts) and the engine named by the Playwright
 * project (playwright.engines.config.ts: `firefox` or `webkit`); per test, `open` for a fresh window
 * (its own storage and cache) at a size, closed when the test ends, and the front's instruments reset.
 */
import { test as base } from '@playwright/test';
import { WELCOME_DISMISSED_KEY } from '../../../../src/lib/welcome-dismissed.ts';
import { firefoxEngine } from './firefox.ts';
import { startFront, type Front } from './front.ts';
import type { EngineName, Visitor, VisitorOptions } from './visitor.ts';
import { webkitEngine } from './webkit.ts';

interface Engine {
  open(options: VisitorOptions): Promise<Visitor>;
  close(): Promise<void>;
}

export const test = base.extend<
  {
    /**
     * Opens a window; `welcome: true` lets the welcome dialog open (else it is kept shut, as already seen);
     * `boxesAtLoad: true` has its pages record what is in view at their load event (watch.ts).
     */
    open: (options: VisitorOptions & { welcome?: boolean; boxesAtLoad?: boolean }) => Promise<Visitor>;
  },
  { front: Front; engine: Engine }
>({
  front: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const front = await startFront();
      await use(front);
      await front.close();
    },
    { scope: 'worker' },
  ],
  engine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const name = workerInfo.project.name as EngineName;
      const engine = name === 'webkit' ? webkitEngine() : firefoxEngine();
      await use(engine);
      await engine.close();
    },
    { scope: 'worker' },
  ],
  open: async ({ engine, front }, use) => {
    const opened: Visitor[] = [];
    await use(async ({ welcome = false, boxesAtLoad = false, ...options }) => {
      front.reset({ welcomeDismissedKey: welcome ? null : WELCOME_DISMISSED_KEY, boxesAtLoad });
      const visitor = await engine.open(options);
      opened.push(visitor);
      return visitor;
    });
    for (const visitor of opened) await visitor.close().catch(() => undefined);
  },
});

export { expect } from '@playwright/test';
