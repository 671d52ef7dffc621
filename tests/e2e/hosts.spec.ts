/** Host routing as a real browser (and a raw HTTP client) sees it on `npm run serve`. */
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { brands, brandUrl, defaultBrand, port } from './support/brands.ts';
import { keepWelcomeDialogShut } from './support/quality.ts';

function get(host: string, path: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const [first, second] = brands.filter((b) => !b.default);

test('the same path on two brand hosts shows two businesses', async ({ page }) => {
  for (const brand of [first!, second!]) {
    await page.goto(brandUrl(brand.id, '/fencing'));
    await expect(page).toHaveTitle(new RegExp(brand.businessName.replace(/[&]/g, '.')));
    await expect(page.getByRole('banner')).toContainText(brand.businessName);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: brand.phone })).toHaveAttribute(
      'href',
      `tel:+44${brand.phone.replace(/\s/g, '').slice(1)}`,
    );
  }
});

test('an unknown host gets the default brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(defaultBrand.businessName);
});

for (const brand of brands) {
  test(`${brand.id}: www host serves its page, apex redirects, unknown path is its own 404`, async () => {
    const host = brand.hostnames[0]!;
    const page = await get(host, '/fencing');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${brand.businessName.replace(/&/g, '&amp;')}</title>`);

    const apex = await get(brand.apexHostnames[0]!, '/patio?ref=card');
    expect(apex.status).toBe(301);
    expect(apex.location).toBe(`https://${host}/patio?ref=card`);

    const missing = await get(host, '/this-page-does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page Not Found');
    expect(missing.body).toContain(brand.phone);
  });
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // On a slow machine the welcome dialog (1.5 s after load) could open over the menu button mid-test.
  test.beforeEach(async ({ context }) => keepWelcomeDialogShut(context));

  test('the side panel opens from the menu button and closes', async ({ page }) => {
    await page.goto(brandUrl(defaultBrand.id, '/'));
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.click();
    const panel = page.getByRole('dialog', { name: 'Site navigation' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });
});
