/**
 * The quote and enquiry flows on a slow phone: the CPU throttled 4× (CDP
 * Emulation.setCPUThrottlingRate) from the first byte, the visitor typing as soon as the form
 * shows, before or while the island hydrates. Everything typed is kept and sent.
 */
import { expect, test, type Page } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import {
  dismissWelcomeDialog,
  emailjsUrl,
  interceptService,
  json,
  text,
  toast,
  waitForHydration,
  web3formsUrl,
} from './support/forms.ts';

// A 4× slower CPU on a shared machine: allow twice the usual time.
test.describe.configure({ timeout: 60_000 });

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ page }) => {
  await dismissWelcomeDialog(page);
  await throttle(page);
});

const visitor = { name: 'Slow Phone 🌳', email: 'slow@example.com', message: 'Typed while the page was busy.' };

test('quote form at 4× CPU: typed at once, kept through hydration, sent once, thanked, cleared', async ({ page }) => {
  const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
  await page.goto('/', { waitUntil: 'commit' });
  const section = page.locator('#quote-form');
  await section.getByLabel('Your name').fill(visitor.name);
  await section.getByLabel('Email address').fill(visitor.email);
  await section.getByLabel('Tell us about your project').fill(visitor.message);
  await waitForHydration(section);
  await expect(section.getByLabel('Your name')).toHaveValue(visitor.name);
  await expect(section.getByLabel('Tell us about your project')).toHaveValue(visitor.message);

  await section.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(toast(page, "Quote request sent successfully! We'll contact you within 24 hours.")).toBeVisible({
    timeout: 15_000,
  });
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toMatchObject({
    name: visitor.name,
    email: visitor.email,
    message: visitor.message,
    from_name: brand.businessName,
  });
  await expect(section.getByLabel('Your name')).toHaveValue('');
});

test('enquiry form at 4× CPU: checks, then sends through EmailJS, values kept until success', async ({ page }) => {
  const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
  await page.goto('/contact', { waitUntil: 'commit' });
  const section = page.locator('#enquiry-form');
  await section.getByLabel('Your name').fill(visitor.name);
  await section.getByLabel('Email address').fill('slow@');
  await section.getByLabel('Your message').fill(visitor.message);
  await waitForHydration(section);

  await section.getByRole('button', { name: 'Send Message' }).click();
  await expect(section.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(section.getByLabel('Email address')).toBeFocused();
  await section.getByLabel('Email address').fill(visitor.email);
  await section.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, "Message sent! We'll be in touch soon.")).toBeVisible({ timeout: 15_000 });
  expect(requests).toHaveLength(1);
  expect((JSON.parse(requests[0]!.body) as { template_params: unknown }).template_params).toMatchObject({
    name: visitor.name,
    email: visitor.email,
    message: visitor.message,
  });
});
