/**
 * JavaScript off: the server-rendered forms are complete HTML forms. The quote form posts to
 * Web3Forms (intercepted here) with the access key and the visitor's values; the enquiry form
 * posts there too when the build has a Web3Forms key (the test build has; without it, a mailto:
 * form, see forms-keyless.spec.ts); the update request form is a mailto: form that hands the
 * fields to the visitor's e-mail program.
 */
import { expect, test, type Locator } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import { interceptService, web3formsUrl } from './support/forms.ts';

test.use({ javaScriptEnabled: false });

const visitor = { name: 'Jo <b>No-Script</b> 🌳', email: 'jo@example.com', message: 'No JavaScript here.\n50% & more' };

async function fill(section: Locator, messageLabel: string) {
  await section.getByLabel('Your name').fill(visitor.name);
  await section.getByLabel('Email address').fill(visitor.email);
  await section.getByLabel(messageLabel).fill(visitor.message);
}

const sent = '<!doctype html><title>Web3Forms: sent</title><p>Sent';

const forms = [
  { path: '/', id: 'quote-form', messageLabel: 'Tell us about your project', subject: 'Quote Request' },
  { path: '/contact', id: 'enquiry-form', messageLabel: 'Your message', subject: 'Enquiry' },
];

/** The note under a form whose script-free path is an e-mail the browser writes (src/content/forms.yaml). */
const mailNote = /Without JavaScript your browser writes the e-mail itself/;

for (const form of forms) {
  test(`${form.id}: posts natively to Web3Forms with the access key and the visitor's values`, async ({ page }) => {
    const requests = await interceptService(page, web3formsUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: sent }),
    );
    await page.goto(form.path);
    const section = page.locator(`#${form.id}`);
    await expect(section.getByText(mailNote), 'no e-mail program involved').toHaveCount(0);
    await fill(section, form.messageLabel);
    await section.locator('button[type="submit"]').click();
    await expect(page).toHaveTitle('Web3Forms: sent');

    expect(requests).toHaveLength(1);
    expect(requests[0]!.contentType).toContain('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(requests[0]!.body));
    expect(fields).toMatchObject({
      access_key: 'test-web3forms-access-key',
      subject: form.subject,
      from_name: brand.businessName,
      name: visitor.name,
      email: visitor.email,
      message: visitor.message.replace('\n', '\r\n'),
    });
    expect(fields.botcheck, 'the honeypot stays unticked').toBeUndefined();
  });

  test(`${form.id}: the browser's own checks stop an empty or malformed submission`, async ({ page }) => {
    const requests = await interceptService(page, web3formsUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: sent }),
    );
    await page.goto(form.path);
    const section = page.locator(`#${form.id}`);
    await section.locator('button[type="submit"]').click();
    await fill(section, form.messageLabel);
    await section.getByLabel('Email address').fill('not an e-mail');
    await section.locator('button[type="submit"]').click();
    await expect(section.getByLabel('Email address')).toHaveJSProperty('validity.valid', false);
    expect(requests).toHaveLength(0);
    await expect(section.getByLabel('Your name')).toHaveValue(visitor.name);
  });
}

/**
 * The update request form's script-free path is a mailto: form. It is checked as markup: headless
 * Chromium has no e-mail program, and a submitted mailto: form hangs its page. (Chromium also
 * writes a script-free mailto: body with `&` as a line break and non-ASCII text double-encoded:
 * README, Forms. The scripted path, tested in forms-update-request.spec.ts, is exact.)
 */
test('update-request-form: a mailto: form to the updates address carrying every field', async ({ page }) => {
  await page.goto('/client-updates');
  const form = page.locator('#update-request-form form');
  await expect(form.locator('button[type="submit"]')).toHaveAttribute(
    'formaction',
    `mailto:${brand.updatesEmail}?subject=Website%20Update%20Request`,
  );
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('enctype', 'text/plain');
  await expect(form).not.toHaveAttribute('novalidate');
  for (const name of ['name', 'email', 'phone', 'updateType', 'currentContent', 'newContent', 'additionalNotes']) {
    await expect(form.locator(`[name="${name}"]`), name).toHaveCount(1);
  }
  await expect(form.locator('input[name="priority"]')).toHaveCount(4);
  await expect(form.locator('input[name="priority"][checked]')).toHaveAttribute('value', 'normal');
  for (const name of ['name', 'email', 'updateType', 'newContent']) {
    await expect(form.locator(`[name="${name}"]`), name).toHaveAttribute('required', '');
  }
  await expect(form.locator('button[type="submit"]')).toBeEnabled();
  // What Chromium does to such a body is told to the visitor, who can still correct it in the e-mail program.
  await expect(page.locator('#update-request-form').getByText(mailNote)).toBeVisible();
});
