/**
 * Preview any brand on a host without one (localhost here, a deploy preview on Netlify): the
 * switch at /_preview/<id>, remembered by a cookie the rules' `Cookie=` conditions read.
 */
import { expect, test, type Page } from '@playwright/test';
import { previewCookie } from '../../src/hosting/preview.ts';
import { brands, brandUrl, defaultBrand } from './support/brands.ts';
import { axeFindings, keepWelcomeDialogShut } from './support/quality.ts';

const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Brand preview' });

test.beforeEach(async ({ context }) => keepWelcomeDialogShut(context));

test('on localhost, a visitor switches to another brand, browses it, and switches back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(defaultBrand.businessName);
  await expect(previewBar(page)).toHaveCount(0);

  // The chooser lists the brands this build can preview; take the first one it offers.
  await page.goto('/_preview/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview a brand');
  const choice = page.getByRole('main').getByRole('listitem').first().getByRole('link');
  const name = (await choice.textContent())!.trim();
  const brand = brands.find((b) => b.businessName === name)!;
  expect(brand, `a brand named ${name}`).toBeDefined();
  expect(brand.default).toBe(false);
  await choice.click();
  await expect(page).toHaveURL(`/_preview/${brand.id}`);
  await expect(page.getByRole('banner')).toContainText(brand.businessName);
  await expect(previewBar(page)).toContainText(`Preview: you are seeing ${brand.businessName}.`);

  // Several routes, typed and followed through the page's own root-relative links.
  for (const path of ['/contact', '/about', '/services', '/fencing']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('banner'), path).toContainText(brand.businessName);
    await expect(previewBar(page), path).toBeVisible();
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('banner')).toContainText(brand.businessName);
  await expect(previewBar(page)).toBeVisible();
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(previewBar(page)).toBeVisible();
  await page.goto('/contact');
  expect(await axeFindings(page)).toEqual([]);

  await previewBar(page)
    .getByRole('link', { name: `Switch back to ${defaultBrand.businessName}` })
    .click();
  await expect(page).toHaveURL(`/_preview/${brand.id}/off`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview a brand');
  await page.goto('/contact');
  await expect(page.getByRole('banner')).toContainText(defaultBrand.businessName);
  await expect(previewBar(page)).toHaveCount(0);
});

test('a brand host ignores every preview cookie', async ({ page, context }) => {
  const others = brands.filter((b) => !b.default);
  const host = new URL(brandUrl(defaultBrand.id)).hostname;
  await context.addCookies(others.map((b) => ({ name: previewCookie(b.id), value: '1', domain: host, path: '/' })));
  for (const path of ['/', '/contact']) {
    await page.goto(brandUrl(defaultBrand.id, path));
    await expect(page.getByRole('banner'), path).toContainText(defaultBrand.businessName);
    await expect(previewBar(page), path).toHaveCount(0);
  }
  const start = await page.goto(brandUrl(defaultBrand.id, `/_preview/${others[0]!.id}`));
  expect(start?.status()).toBe(404);
});
