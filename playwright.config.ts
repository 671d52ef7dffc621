import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from './scripts/browser.ts';

/**
 * Browser tests run against the built site served like Netlify (`npm run serve`), never the dev server.
 * Chromium: CHROMIUM_PATH, else Debian's headless shell (/usr/bin/chromium-headless-shell), else Debian's
 * /usr/bin/chromium, else Playwright's own browser (`npx playwright install`).
 */
const executablePath = testChromiumPath();
const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  // Firefox and WebKit have their own runs (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  fullyParallel: true,
  // Playwright's default, half the cores, leaves a 2-core machine one worker, idle while a page waits on a frame or a
  // timer: two there, as in CI.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node scripts/serve.ts',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
