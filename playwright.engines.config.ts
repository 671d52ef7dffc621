import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/**
 * The cross-engine sample (tests/e2e/engines): Debian's Firefox ESR over WebDriver BiDi and WebKitGTK
 * over WebDriver classic, against the built site served like Netlify (each worker serves it itself,
 * tests/e2e/engines/support/front.ts). One project per engine: `--project=firefox` or `--project=webkit`.
 * Nothing to download: the browsers are Debian's packages (firefox-esr, webkit2gtk-driver, xvfb).
 */
export default defineConfig({
  testDir: 'tests/e2e/engines',
  fullyParallel: true,
  // Playwright's default, half the cores, leaves a 2-core machine one worker, idle while a page waits on a frame or a
  // timer: two there, as in CI.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: [['list']],
  timeout: 90_000, // a session that hangs is asked for again once (support/webkit.ts)
  expect: { timeout: 10_000 },
  projects: [{ name: 'firefox' }, { name: 'webkit' }],
});
