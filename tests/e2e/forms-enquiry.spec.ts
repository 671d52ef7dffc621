/** /contact enquiry form against EmailJS (the official SDK's real endpoint, intercepted). */
import { expect, test, type Page } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import {
  collectConsoleErrors,
  dismissWelcomeDialog,
  emailjsUrl,
  gate,
  interceptService,
  openKeyedForm,
  text,
  toast,
} from './support/forms.ts';

const failureMessage = 'Failed to send message. Please try again or contact us directly.';
const successMessage = "Message sent! We'll be in touch soon.";

async function fillEnquiry(page: Page, values: { name?: string; email?: string; message?: string } = {}) {
  const form = page.locator('#enquiry-form');
  await form.getByLabel('Your name').fill(values.name ?? 'Priya Shah');
  await form.getByLabel('Email address').fill(values.email ?? 'priya@example.com');
  await form.getByLabel('Your message').fill(values.message ?? 'Could you trim a 30 m laurel hedge in March?');
}

const submit = (page: Page) => page.locator('#enquiry-form').locator('button[type="submit"]');

test.beforeEach(({ page }) => dismissWelcomeDialog(page));

test.describe('contact enquiry form', () => {
  test('the #enquiry-form anchor lands on the form', async ({ page }) => {
    await page.goto('/contact#enquiry-form');
    await expect(page.locator('#enquiry-form')).toBeInViewport();
    await expect(page.locator('#enquiry-form').getByRole('heading', { level: 2 })).toBeVisible();
  });

  test('success: sends the template params through EmailJS, shows Sending..., thanks, clears', async ({ page }) => {
    const held = gate();
    const requests = await interceptService(page, emailjsUrl, async (route) => {
      await held.wait;
      await text(route, 'OK');
    });
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await expect(section.getByLabel('Service')).toHaveValue('General Enquiry');
    await fillEnquiry(page, { name: 'Ólafur 🌲 <b>bold</b>' });
    await section.getByLabel('Phone number').fill('07700 900456');
    await section.getByLabel('Service').selectOption('Hedge Trimming');
    await expect(section.getByLabel('Your message')).toHaveAttribute('rows', '4');
    await submit(page).click();

    await expect(section.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.open();
    await expect(toast(page, successMessage)).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(successMessage);
    await expect(section.getByLabel('Your name')).toHaveValue('');
    await expect(section.getByLabel('Your message')).toHaveValue('');
    await expect(section.getByLabel('Service')).toHaveValue('General Enquiry');
    await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    const body = JSON.parse(requests[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      lib_version: expect.any(String),
      user_id: expect.stringMatching(/.+/),
      service_id: expect.stringMatching(/.+/),
      template_id: expect.stringMatching(/.+/),
      template_params: {
        name: 'Ólafur 🌲 <b>bold</b>',
        email: 'priya@example.com',
        phone: '07700 900456',
        service: 'Hedge Trimming',
        message: 'Could you trim a 30 m laurel hedge in March?',
        to_email: brand.email,
      },
    });
  });

  const failures = [
    {
      name: 'EmailJS 400',
      answer: (route) => text(route, 'The Public Key is invalid', 400),
      logged: 'The Public Key is invalid',
    },
    { name: 'HTTP 500', answer: (route) => text(route, 'Internal error', 500), logged: 'Internal error' },
    { name: 'network abort', answer: (route) => route.abort('failed'), logged: 'Failed to fetch' },
  ] satisfies Array<{ name: string; answer: Parameters<typeof interceptService>[2]; logged: string }>;

  for (const failure of failures) {
    test(`failure (${failure.name}): inline alert and toast, alternatives, values kept, logged`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await interceptService(page, emailjsUrl, failure.answer);
      const section = await openKeyedForm(page, '/contact', 'enquiry-form');
      await fillEnquiry(page);
      await submit(page).click();
      const alert = section.getByRole('alert');
      await expect(alert).toContainText(failureMessage);
      await expect(toast(page, failureMessage)).toBeVisible();
      await expect(section.getByLabel('Your name')).toHaveValue('Priya Shah');
      await expect(section.getByLabel('Your message')).toHaveValue('Could you trim a 30 m laurel hedge in March?');
      const whatsapp = await alert.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
      expect(new URL(whatsapp!).searchParams.get('text')).toContain('Could you trim a 30 m laurel hedge in March?');
      await expect(alert.getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
        'href',
        new RegExp(
          `^mailto:${brand.email.replace(/\./g, '\\.')}\\?subject=Enquiry%20from%20Priya%20Shah%20-%20General%20Enquiry&body=`,
        ),
      );
      expect(errors.join('\n')).toContain('Enquiry form: sending failed.');
      expect(errors.join('\n')).toContain(failure.logged);

      // Any shown error clears when the visitor edits a field.
      await section.getByLabel('Your message').press('End');
      await section.getByLabel('Your message').pressSequentially('!');
      await expect(alert).toBeEmpty();
    });
  }

  test('a hanging request is abandoned after 15 seconds', async ({ page }) => {
    await page.clock.install();
    const requests = await interceptService(page, emailjsUrl, () => new Promise(() => {}));
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await fillEnquiry(page);
    await submit(page).click();
    await expect(section.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    await page.clock.runFor(14_000);
    await expect(section.getByRole('alert')).toBeEmpty();
    await page.clock.runFor(1_000);
    await expect(section.getByRole('alert')).toContainText(failureMessage);
    await expect(section.getByLabel('Your name')).toHaveValue('Priya Shah');
    await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('offline fails fast without a request', async ({ page, context }) => {
    const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await fillEnquiry(page);
    await context.setOffline(true);
    await submit(page).click();
    await expect(section.getByRole('alert')).toContainText(failureMessage);
    expect(requests).toHaveLength(0);
    await context.setOffline(false);
  });

  test('double click and Enter spam send exactly one request', async ({ page }) => {
    const held = gate();
    const requests = await interceptService(page, emailjsUrl, async (route) => {
      await held.wait;
      await text(route, 'OK');
    });
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await fillEnquiry(page);
    await submit(page).dblclick();
    await section.getByLabel('Your name').press('Enter');
    await section.getByLabel('Email address').press('Enter');
    await expect.poll(() => requests.length).toBe(1);
    held.open();
    await expect(toast(page, successMessage)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('checks in order: required after trimming, then the e-mail; nothing sent; errors clear on edit', async ({
    page,
  }) => {
    const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    const alert = section.getByRole('alert');

    await submit(page).click();
    await expect(alert).toHaveText('Please fill in all required fields.');
    for (const label of ['Your name', 'Email address', 'Your message']) {
      await expect(section.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(section.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await fillEnquiry(page, { message: ' \n\t ', email: 'priya@nodomain' });
    await submit(page).click();
    await expect(alert).toHaveText('Please fill in all required fields.');
    await expect(section.getByLabel('Your message')).toBeFocused();

    await section.getByLabel('Your message').fill('Hedge');
    await expect(alert).toBeEmpty();
    await submit(page).click();
    await expect(alert).toHaveText('Please enter a valid email address.');
    await expect(section.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel('Email address')).toHaveAttribute('aria-describedby', /enquiry-error/);

    await section.getByLabel('Email address').fill('priya shah@example.com');
    await expect(alert).toBeEmpty();
    await submit(page).click();
    await expect(alert).toHaveText('Please enter a valid email address.');
    expect(requests).toHaveLength(0);
  });

  test('a draft survives a reload', async ({ page }) => {
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await fillEnquiry(page, { message: 'Half-written 王 message' });
    await section.getByLabel('Service').selectOption('Tree Surgery');
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByLabel('Your message')).toHaveValue('Half-written 王 message');
    await expect(section.getByLabel('Service')).toHaveValue('Tree Surgery');
  });

  test('the message box keeps a 100 px minimum height and a character counter', async ({ page }) => {
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    const message = section.getByLabel('Your message');
    expect(await message.evaluate((el) => getComputedStyle(el).minHeight)).toBe('100px');
    await message.fill('Hello');
    await expect(section.getByText('5 / 5,000 characters')).toBeVisible();
  });

  test('a 10,000-character paste is capped at 5,000 and sent as the visitor sees it', async ({ page }) => {
    const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
    const section = await openKeyedForm(page, '/contact', 'enquiry-form');
    await fillEnquiry(page, { message: 'y'.repeat(10_000) });
    await expect(section.getByText('5,000 / 5,000 characters')).toBeVisible();
    await submit(page).click();
    await expect(toast(page, successMessage)).toBeVisible();
    const params = (JSON.parse(requests[0]!.body) as { template_params: { message: string } }).template_params;
    expect(params.message).toBe('y'.repeat(5000));
  });
});
