/**
 * JavaScript off: the server-rendered forms are complete HTML forms. The quote form posts to
 * Web3Forms (intercepted here) with the access key and the visitor's values; the enquiry form
 * posts there too when the build has a Web3Forms key (the test build has; without it, a mailto:
 * form, see forms-keyless.spec.ts). The update request form's script-free path is a mailto: form,
 * checked as markup for every brand in tests/build/forms.test.ts: headless Chromium has no e-mail
 * program, and a submitted mailto: form hangs its page (Chromium also writes a script-free mailto:
 * body with `&` as a line break and non-ASCII text double-encoded: docs/reference/forms.md, "Mail forms").
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
