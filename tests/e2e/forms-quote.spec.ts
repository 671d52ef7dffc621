/** Home quote form against Web3Forms (intercepted): every outcome, and nothing typed is ever lost. */
import { expect, test, type Page } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import {
  captureMailto,
  collectConsoleErrors,
  dismissWelcomeDialog,
  gate,
  interceptService,
  json,
  openKeyedForm,
  toast,
  web3formsUrl,
} from './support/forms.ts';

const failureInline = 'Failed to send message. Please try one of the alternative contact methods below.';
const failureToast = `Form submission failed. Please call us at ${brand.phone} or use WhatsApp for immediate assistance.`;
const successText = "Quote request sent successfully! We'll contact you within 24 hours.";

async function fillQuote(page: Page, values: { name?: string; email?: string; phone?: string; message?: string } = {}) {
  const form = page.locator('#quote-form');
  await form.getByLabel('Your name').fill(values.name ?? 'Jo Bloggs');
  await form.getByLabel('Email address').fill(values.email ?? 'jo@example.com');
  if (values.phone !== undefined) await form.getByLabel('Phone number').fill(values.phone);
  await form
    .getByLabel('Tell us about your project')
    .fill(values.message ?? 'About 20 m of close-board fencing & a gate.');
}

const submit = (page: Page) => page.locator('#quote-form').getByRole('button', { name: /Get My Free Quote|Preparing/ });

test.beforeEach(({ page }) => dismissWelcomeDialog(page));

test.describe('home quote form', () => {
  test('success: posts the documented fields, shows pending, then thanks and clears the form', async ({ page }) => {
    const held = gate();
    const requests = await interceptService(page, web3formsUrl, async (route) => {
      await held.wait;
      await json(route, { success: true, message: 'Email sent successfully!' });
    });
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page, { name: 'Zoë 🌳 王', message: 'Patio & path? #2 = 50% + VAT\nThanks' });
    await section.getByLabel('Service needed').selectOption('artificial-turf');
    await submit(page).click();

    const button = section.getByRole('button', { name: 'Preparing Quote Request...' });
    await expect(button).toBeDisabled();
    held.open();

    await expect(toast(page, successText)).toBeVisible();
    await expect(section.getByRole('status')).toHaveText(successText);
    await expect(section.getByLabel('Your name')).toHaveValue('');
    await expect(section.getByLabel('Tell us about your project')).toHaveValue('');
    await expect(section.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    expect(requests[0]!.contentType).toContain('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(new URLSearchParams(requests[0]!.body));
    expect(Object.keys(fields)).toEqual([
      'access_key',
      'name',
      'email',
      'phone',
      'service',
      'message',
      'subject',
      'from_name',
      'botcheck',
    ]);
    expect(fields.access_key).not.toBe('');
    expect(fields).toMatchObject({
      name: 'Zoë 🌳 王',
      email: 'jo@example.com',
      phone: 'Not provided',
      service: 'artificial-turf',
      message: 'Patio & path? #2 = 50% + VAT\nThanks',
      subject: 'Quote Request from Zoë 🌳 王 - artificial-turf',
      from_name: brand.businessName,
      botcheck: '',
    });
  });

  test('defaults: no service chosen sends General inquiry', async ({ page }) => {
    const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
    await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page, { name: 'Jo', phone: ' 07700 900123 ' });
    await submit(page).click();
    await expect(toast(page, successText)).toBeVisible();
    const fields = Object.fromEntries(new URLSearchParams(requests[0]!.body));
    expect(fields).toMatchObject({
      phone: '07700 900123',
      service: 'General inquiry',
      subject: 'Quote Request from Jo - General inquiry',
    });
  });

  const failures = [
    {
      name: '{success:false}',
      answer: (route) => json(route, { success: false, message: 'Invalid access key' }),
      logged: 'Invalid access key',
    },
    { name: 'HTTP 500', answer: (route) => json(route, { message: 'Server error' }, 500), logged: 'Server error' },
    { name: 'network abort', answer: (route) => route.abort('failed'), logged: 'Failed to fetch' },
  ] satisfies Array<{ name: string; answer: Parameters<typeof interceptService>[2]; logged: string }>;

  for (const failure of failures) {
    test(`failure (${failure.name}): alert with alternatives, toast, values kept, error logged`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await interceptService(page, web3formsUrl, failure.answer);
      const section = await openKeyedForm(page, '/', 'quote-form');
      await fillQuote(page, { message: 'Fence & gate?\nLine 2' });
      await submit(page).click();

      const alert = section.getByRole('alert');
      await expect(alert).toContainText(failureInline);
      // Focus goes to the message (the sending button had it), so Tab reaches the alternatives next.
      await expect(alert).toBeFocused();
      await expect(toast(page, failureToast)).toBeVisible();
      await expect(section.getByLabel('Your name')).toHaveValue('Jo Bloggs');
      await expect(section.getByLabel('Tell us about your project')).toHaveValue('Fence & gate?\nLine 2');
      await expect(alert.getByRole('link', { name: `Call ${brand.phone}` })).toHaveAttribute(
        'href',
        `tel:+44${brand.phone.replace(/\s/g, '').slice(1)}`,
      );
      const whatsapp = await alert.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
      expect(whatsapp).toMatch(new RegExp(`^https://wa\\.me/${brand.contact.whatsapp.digits}\\?text=`));
      expect(new URL(whatsapp!).searchParams.get('text')).toBe(
        'Quote Request from Jo Bloggs - General inquiry\n\nName: Jo Bloggs\nEmail: jo@example.com\nPhone: Not provided\n\nFence & gate?\nLine 2',
      );
      await expect(alert.getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
        'href',
        `mailto:${brand.email}?subject=Quote%20Request%20from%20Jo%20Bloggs%20-%20General%20inquiry&body=Name%3A%20Jo%20Bloggs%0D%0AEmail%3A%20jo%40example.com%0D%0APhone%3A%20Not%20provided%0D%0A%0D%0AFence%20%26%20gate%3F%0D%0ALine%202`,
      );
      expect(errors.join('\n')).toContain('Quote form: sending failed.');
      expect(errors.join('\n')).toContain(failure.logged);
      await expect(submit(page)).toBeEnabled();
    });
  }

  test('a hanging request is abandoned after 15 seconds', async ({ page }) => {
    await page.clock.install();
    const requests = await interceptService(page, web3formsUrl, () => new Promise(() => {}));
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page);
    await submit(page).click();
    await expect(section.getByRole('button', { name: 'Preparing Quote Request...' })).toBeDisabled();
    await expect.poll(() => requests.length).toBe(1);
    await page.clock.runFor(14_000);
    await expect(section.getByRole('alert')).toBeEmpty();
    await page.clock.runFor(1_000);
    await expect(section.getByRole('alert')).toContainText(failureInline);
    await expect(section.getByLabel('Your name')).toHaveValue('Jo Bloggs');
    await expect(section.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled();
  });

  test('offline fails fast without a request', async ({ page, context }) => {
    const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page);
    await context.setOffline(true);
    await submit(page).click();
    await expect(section.getByRole('alert')).toContainText(failureInline);
    expect(requests).toHaveLength(0);
    await context.setOffline(false);
  });

  test('double click and Enter spam send exactly one request', async ({ page }) => {
    const held = gate();
    const requests = await interceptService(page, web3formsUrl, async (route) => {
      await held.wait;
      await json(route, { success: true });
    });
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page);
    await submit(page).dblclick();
    await section.getByLabel('Your name').press('Enter');
    await section.getByLabel('Email address').press('Enter');
    await expect.poll(() => requests.length).toBe(1);
    held.open();
    await expect(toast(page, successText)).toBeVisible();
    expect(requests).toHaveLength(1);
  });

  test('checks: required (whitespace counts as empty), then e-mail; errors announced and cleared on edit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page, { name: '   ', email: 'jo @example' });
    await submit(page).click();
    const alert = section.getByRole('alert');
    await expect(alert).toHaveText('Please fill in all required fields.');
    const name = section.getByLabel('Your name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-describedby', /quote-error/);
    await expect(name).toBeFocused();
    // Also beside that field, where the visitor now is: on a phone the alert is out of view.
    const besideName = section.locator('#quote-name ~ p', { hasText: 'Please fill in all required fields.' });
    await expect(besideName).toBeInViewport();

    await name.fill('Jo');
    await expect(alert).toBeEmpty();
    await expect(section.getByText('Please fill in all required fields.')).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid');

    await submit(page).click();
    await expect(alert).toHaveText('Please enter a valid email address.');
    await expect(section.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await section.getByLabel('Email address').fill('jo@');
    await expect(alert).toBeEmpty();
    await submit(page).click();
    await expect(alert).toHaveText('Please enter a valid email address.');
    expect(requests).toHaveLength(0);
  });

  test('a 10,000-character paste is capped at 5,000 with a visible counter', async ({ page }) => {
    const section = await openKeyedForm(page, '/', 'quote-form');
    const message = section.getByLabel('Tell us about your project');
    await message.fill('x'.repeat(10_000));
    await expect(message).toHaveAttribute('maxlength', '5000');
    expect((await message.inputValue()).length).toBe(5000);
    await expect(section.getByText('5,000 / 5,000 characters')).toBeVisible();
  });

  test('markup is kept as text and never rendered', async ({ page }) => {
    await interceptService(page, web3formsUrl, (route) => json(route, { success: false }));
    const section = await openKeyedForm(page, '/', 'quote-form');
    const markup = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await fillQuote(page, { name: markup, message: markup });
    await submit(page).click();
    await expect(section.getByRole('alert')).toContainText(failureInline);
    await expect(section.getByLabel('Your name')).toHaveValue(markup);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(section.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a draft survives a reload and is cleared after success', async ({ page }) => {
    await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
    const section = await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page, { message: 'Draft text 🌳' });
    await section.getByLabel('Service needed').selectOption('patio');
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByLabel('Tell us about your project')).toHaveValue('Draft text 🌳');
    await expect(section.getByLabel('Your name')).toHaveValue('Jo Bloggs');
    await expect(section.getByLabel('Service needed')).toHaveValue('patio');

    await submit(page).click();
    await expect(toast(page, successText)).toBeVisible();
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('button[type="submit"]')).toBeEnabled();
    await expect(section.getByLabel('Your name')).toHaveValue('');
  });

  test('the honeypot is hidden and out of the tab order', async ({ page }) => {
    const section = await openKeyedForm(page, '/', 'quote-form');
    const honeypot = section.locator('input[name="botcheck"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
  });

  test('no e-mail program is opened when the service is configured', async ({ page }) => {
    await captureMailto(page);
    await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
    await openKeyedForm(page, '/', 'quote-form');
    await fillQuote(page);
    await submit(page).click();
    await expect(toast(page, successText)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __openedMailto: string[] }).__openedMailto)).toEqual([]);
  });
});
