/**
 * The Content-Security-Policy in a real browser: every route of the default brand (and its
 * not-found page) is loaded from `npm run serve`, which applies the generated _headers, and
 * brought to its settled state (islands hydrated, lazy parts scrolled into view, the welcome
 * dialog opened). No CSP violation may be reported, and no other console error either. Also checks
 * that every eagerly loaded image is in the first viewport (it is fetched before first paint).
 */
import { expect, test } from '@playwright/test';
import { brandUrl, defaultBrand } from './support/brands.ts';
import { allPaths, notFoundPath, settle } from './support/quality.ts';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

for (const path of allPaths) {
  test(`${path}: no CSP violation or console error`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The not-found page answers 404 on purpose; Chromium logs that as a failed load.
      if (path === notFoundPath && /status of 404/.test(text)) return;
      consoleErrors.push(text);
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));

    const response = await page.goto(brandUrl(defaultBrand.id, path));
    const csp = response?.headers()['content-security-policy'];
    expect(csp, 'the server sends the CSP').toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The one thing tests/build/budgets.test.ts cannot see: that an eager (hero) image really is in the first view.
    const eagerOutOfView = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.loading !== 'lazy' && !img.closest('header'))
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width === 0 || box.top >= window.innerHeight || box.bottom <= 0;
        })
        .map((img) => img.currentSrc || img.src),
    );
    expect.soft(eagerOutOfView, 'eager images outside the first viewport').toEqual([]);
    await settle(page);
    await page.waitForTimeout(1_700); // the welcome dialog opens after 1.5 s

    const violations = await page.evaluate(() => window.__cspViolations);
    expect.soft(violations, 'securitypolicyviolation events').toEqual([]);
    expect
      .soft(
        consoleErrors.filter((text) => /Content Security Policy/i.test(text)),
        'CSP console errors',
      )
      .toEqual([]);
    expect.soft(consoleErrors, 'console errors').toEqual([]);
  });
}
