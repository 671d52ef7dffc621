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
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [{ name: 'firefox' }, { name: 'webkit' }],
});
