import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/browser.ts';

/**
 * Browser tests run against the built site served like Netlify (`npm run serve`), never the dev server.
 * Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser (`npx playwright install`).
 */
const executablePath = chromiumPath();
const port = Number(process.env.PORT ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  // Firefox and WebKit have their own runs (playwright.engines.config.ts).
  testIgnore: 'engines/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
