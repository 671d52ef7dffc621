/**
 * Typing before the island hydrates. Each form's script is held (≥ 3 s, and until the test has
 * typed) while the visitor types at once into the plain HTML form; after hydration every value
 * is still there and Submit sends exactly those values. A Submit pressed before hydration is
 * sent natively.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import {
  captureMailto,
  dismissWelcomeDialog,
  emailjsUrl,
  holdIslandScript,
  interceptService,
  json,
  openedMailtoLinks,
  text,
  waitForHydration,
  web3formsUrl,
} from './support/forms.ts';

test.beforeEach(({ page }) => dismissWelcomeDialog(page));

const early = {
  name: 'Zoë 🌳 <b>Early</b>',
  email: 'early@example.com',
  phone: '07700 900321',
  message: 'Typed before the script arrived & kept?\nLine 2 🌲',
};

/** Opens the page with the island held, scrolls to the form and checks it is still plain HTML. */
async function openHeld(page: Page, path: string, sectionId: string, component: string) {
  const held = await holdIslandScript(page, component);
  await page.goto(path);
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  await held.requested;
  await expect(section.locator('form')).not.toHaveAttribute('data-enhanced');
  await expect(section.locator('button[type="submit"]')).toBeEnabled();
  return { section, release: held.release };
}

async function typeAtOnce(section: Locator, messageLabel: string) {
  // pressSequentially: real key presses, as a visitor types (fill would set the value at once).
  await section.getByLabel('Your name').pressSequentially(early.name);
  await section.getByLabel('Email address').pressSequentially(early.email);
  await section.getByLabel('Phone number').pressSequentially(early.phone);
  await section.getByLabel(messageLabel).fill(early.message);
}

test('quote form: values typed before hydration survive it, and Submit sends exactly them', async ({ page }) => {
  const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
  const { section, release } = await openHeld(page, '/', 'quote-form', 'QuoteForm');
  await typeAtOnce(section, 'Tell us about your project');
  await section.getByLabel('Service needed').selectOption('patio');
  release();
  await waitForHydration(section);

  await expect(section.getByLabel('Your name')).toHaveValue(early.name);
  await expect(section.getByLabel('Email address')).toHaveValue(early.email);
  await expect(section.getByLabel('Phone number')).toHaveValue(early.phone);
  await expect(section.getByLabel('Service needed')).toHaveValue('patio');
  await expect(section.getByLabel('Tell us about your project')).toHaveValue(early.message);
  await expect(section.getByText(`${early.message.length} / 5,000 characters`)).toBeVisible();

  await section.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(section.getByRole('status')).toContainText('Quote request sent successfully!');
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toMatchObject({
    name: early.name,
    email: early.email,
    phone: early.phone,
    service: 'patio',
    message: early.message,
    subject: `Quote Request from ${early.name} - patio`,
  });
});

test('enquiry form: values typed before hydration survive it, and Submit sends exactly them', async ({ page }) => {
  const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
  const { section, release } = await openHeld(page, '/contact', 'enquiry-form', 'EnquiryForm');
  await typeAtOnce(section, 'Your message');
  await section.getByLabel('Service').selectOption('Tree Surgery');
  release();
  await waitForHydration(section);

  await expect(section.getByLabel('Your name')).toHaveValue(early.name);
  await expect(section.getByLabel('Service')).toHaveValue('Tree Surgery');
  await expect(section.getByLabel('Your message')).toHaveValue(early.message);

  await section.getByRole('button', { name: 'Send Message' }).click();
  await expect(section.getByRole('status')).toHaveText("Message sent! We'll be in touch soon.");
  expect(requests).toHaveLength(1);
  expect((JSON.parse(requests[0]!.body) as { template_params: unknown }).template_params).toEqual({
    name: early.name,
    email: early.email,
    phone: early.phone,
    service: 'Tree Surgery',
    message: early.message,
    to_email: brand.email,
  });
});

test('update request form: values typed before hydration survive it, and Submit prepares exactly them', async ({
  page,
}) => {
  await captureMailto(page);
  const { section, release } = await openHeld(page, '/client-updates', 'update-request-form', 'UpdateRequestForm');
  await section.getByLabel('Your name').pressSequentially(early.name);
  await section.getByLabel('Email address').pressSequentially(early.email);
  await section.getByLabel('What needs updating').selectOption('gallery');
  await section.getByLabel('New content').fill(early.message);
  await section.getByRole('radio', { name: /Urgent/ }).check();
  await section.getByLabel('Additional notes').fill('Notes 🌳');
  release();
  await waitForHydration(section);

  await expect(section.getByLabel('Your name')).toHaveValue(early.name);
  await expect(section.getByLabel('What needs updating')).toHaveValue('gallery');
  await expect(section.getByLabel('New content')).toHaveValue(early.message);
  await expect(section.getByRole('radio', { name: /Urgent/ })).toBeChecked();

  await section.getByRole('button', { name: 'Submit Update Request' }).click();
  await expect(section.getByRole('status')).toContainText('Your email client should open');
  const [link] = await openedMailtoLinks(page);
  const url = new URL(link!);
  expect(url.searchParams.get('subject')).toBe('Website Update Request: Gallery (Urgent priority)');
  const body = url.searchParams.get('body')!;
  for (const line of [
    `Client Name: ${early.name}`,
    `Email: ${early.email}`,
    'Update Type: Gallery',
    'Priority: Urgent (same day)',
    early.message.replace('\n', '\r\n'),
    'Notes 🌳',
  ]) {
    expect(body).toContain(line);
  }
});

test('a draft from an earlier visit fills only the fields not typed into before hydration', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('form-draft:enquiry')) {
      sessionStorage.setItem(
        'form-draft:enquiry',
        JSON.stringify({ name: 'From the draft', message: 'Draft message', service: 'Fencing' }),
      );
    }
  });
  const { section, release } = await openHeld(page, '/contact', 'enquiry-form', 'EnquiryForm');
  await section.getByLabel('Your name').pressSequentially('Typed now');
  release();
  await waitForHydration(section);
  await expect(section.getByLabel('Your name')).toHaveValue('Typed now');
  await expect(section.getByLabel('Your message')).toHaveValue('Draft message');
  await expect(section.getByLabel('Service')).toHaveValue('Fencing');
});

test('a Submit pressed before hydration is sent natively to Web3Forms, not dropped', async ({ page }) => {
  const requests = await interceptService(page, web3formsUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sent</title><p>Sent' }),
  );
  const { section } = await openHeld(page, '/', 'quote-form', 'QuoteForm');
  await typeAtOnce(section, 'Tell us about your project');
  await section.getByRole('button', { name: 'Get My Free Quote' }).click();
  await expect(page).toHaveTitle('Sent');
  expect(requests).toHaveLength(1);
  expect(Object.fromEntries(new URLSearchParams(requests[0]!.body))).toMatchObject({
    access_key: 'test-web3forms-access-key',
    subject: 'Quote Request',
    from_name: brand.businessName,
    name: early.name,
    email: early.email,
    phone: early.phone,
    message: early.message.replace('\n', '\r\n'),
  });
});
