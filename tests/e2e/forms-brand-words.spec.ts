/**
 * A brand's own form words (brands/<id>/content/forms.yaml): the brand that rewrites its quote form's
 * success message shows its own text after a (intercepted) Web3Forms success; the default brand shows
 * the required one, word for word. The expected texts are the content as the build reads it
 * (src/render-time/brand-content-files.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { loadWords } from '../../src/render-time/brand-content-files.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { formsWordsSchema } from '../../src/lib/content-schemas.ts';
import { brands, brandUrl, defaultBrand } from './support/brands.ts';
import { dismissWelcomeDialog, interceptService, json, openKeyedForm, toast, web3formsUrl } from './support/forms.ts';

const successOf = (brand: Brand) => loadWords(brand, 'src/content/forms.yaml', 'forms', formsWordsSchema).quote.success;
const requiredSuccess = "Quote request sent successfully! We'll contact you within 24 hours.";
const ownWords = brands.filter((brand) => successOf(brand) !== successOf(defaultBrand));

async function sendQuote(page: Page, brand: Brand) {
  await interceptService(page, web3formsUrl, (route) =>
    json(route, { success: true, message: 'Email sent successfully!' }),
  );
  const section = await openKeyedForm(page, brandUrl(brand.id, '/'), 'quote-form');
  await section.getByLabel('Your name').fill('Jo Bloggs');
  await section.getByLabel('Email address').fill('jo@example.com');
  await section.getByLabel('Tell us about your project').fill('About 20 m of close-board fencing and a gate.');
  await section.getByRole('button', { name: 'Get My Free Quote' }).click();
  return section;
}

test.beforeEach(({ page }) => dismissWelcomeDialog(page));

test('at least one brand words its own quote success message', () => {
  expect(ownWords.length).toBeGreaterThan(0);
  expect(successOf(defaultBrand)).toBe(requiredSuccess);
});

for (const brand of ownWords) {
  test(`${brand.id}: the quote form thanks in the brand's own words`, async ({ page }) => {
    const section = await sendQuote(page, brand);
    await expect(section.getByRole('status')).toHaveText(successOf(brand));
    await expect(toast(page, successOf(brand))).toBeVisible();
    await expect(page.getByText(requiredSuccess)).toHaveCount(0);
  });
}

test(`${defaultBrand.id} (default): the quote form thanks in the required words`, async ({ page }) => {
  const section = await sendQuote(page, defaultBrand);
  await expect(section.getByRole('status')).toHaveText(requiredSuccess);
  for (const brand of ownWords) await expect(page.getByText(successOf(brand))).toHaveCount(0);
});
