/** /client-updates request form: no network, it opens the visitor's e-mail program with the request written out. */
import { expect, test, type Page } from '@playwright/test';
import { defaultBrand as brand } from './support/brands.ts';
import {
  captureMailto,
  collectConsoleErrors,
  dismissWelcomeDialog,
  openForm,
  openedMailtoLinks,
  toast,
} from './support/forms.ts';
import { wordsSplitAcrossLines } from './support/wrapping.ts';

const preparedDescription =
  'Your email client should open with the update request. Please send the email to complete your request.';

async function fillRequest(page: Page) {
  const form = page.locator('#update-request-form');
  await form.getByLabel('Your name').fill('Sam Taylor');
  await form.getByLabel('Email address').fill('sam@example.com');
  await form.getByLabel('What needs updating').selectOption('pricing');
  await form.getByLabel('Current content').fill('Fencing from £40/m');
  await form.getByLabel('New content').fill('Fencing from £45/m & gates from £300?\nSee #2');
  await form.getByRole('radio', { name: /High/ }).check();
  await form.getByLabel('Additional notes').fill('50% deposit line = wrong');
}

const submit = (page: Page) => page.locator('#update-request-form').locator('button[type="submit"]');

test.beforeEach(async ({ page }) => {
  await dismissWelcomeDialog(page);
  await captureMailto(page);
});

test.describe('website update request form', () => {
  test('offers the four priorities with their turnarounds, normal by default', async ({ page }) => {
    const section = await openForm(page, '/client-updates', 'update-request-form');
    for (const name of ['Low (1 week)', 'Normal (3 days)', 'High (1 day)', 'Urgent (same day)']) {
      await expect(section.getByRole('radio', { name })).toBeVisible();
    }
    await expect(section.getByRole('radio', { name: /Normal/ })).toBeChecked();
  });

  test('opens the exact prefilled e-mail, confirms, and resets with priority back to normal', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-07-01T13:05:00Z'));
    const requests: string[] = [];
    // The form sends nothing anywhere; the site's own lazily loaded code (the toaster) is not a submission.
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/_astro/')) requests.push(request.url());
    });
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    requests.length = 0;
    await submit(page).click();

    await expect(toast(page, 'Update Request Prepared')).toContainText(preparedDescription);
    const body = [
      'Website Update Request',
      '',
      'Client Name: Sam Taylor',
      'Email: sam@example.com',
      'Phone: Not provided',
      'Update Type: Pricing',
      'Priority: High (1 day)',
      '',
      'Current Content:',
      'Fencing from £40/m',
      '',
      'Requested Content:',
      'Fencing from £45/m & gates from £300?',
      'See #2',
      '',
      'Additional Notes:',
      '50% deposit line = wrong',
      '',
      'Submitted: 1 July 2026 at 14:05',
    ].join('\r\n');
    const expected = `mailto:${brand.updatesEmail}?subject=Website%20Update%20Request%3A%20Pricing%20(High%20priority)&body=${encodeURIComponent(body)}`;
    expect(expected).toContain('%C2%A345%2Fm%20%26%20gates%20from%20%C2%A3300%3F%0D%0ASee%20%232');
    expect(expected).toContain('50%25%20deposit%20line%20%3D%20wrong');
    expect(await openedMailtoLinks(page)).toEqual([expected]);
    expect(requests, 'no network request other than the site’s own scripts').toEqual([]);

    for (const label of ['Your name', 'Email address', 'Current content', 'New content', 'Additional notes']) {
      await expect(section.getByLabel(label)).toHaveValue('');
    }
    await expect(section.getByLabel('What needs updating')).toHaveValue('');
    await expect(section.getByRole('radio', { name: /Normal/ })).toBeChecked();
    // The prepared e-mail stays one click away in case the e-mail program did not open.
    await expect(section.getByRole('status')).toContainText(preparedDescription);
    await expect(section.getByRole('link', { name: 'Open the prepared email again' })).toHaveAttribute(
      'href',
      expected,
    );
  });

  test('the prepared e-mail can be copied whole, for a mail program that cuts a long link short', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    const notes = `${'The gates line should read £300 & up. '.repeat(130)}End.`;
    await section.getByLabel('Additional notes').fill(notes);
    await submit(page).click();
    await expect(toast(page, 'Update Request Prepared')).toBeVisible();
    // The form has reset: the copy is all that is left of what was typed.
    await expect(section.getByLabel('Additional notes')).toHaveValue('');
    await section.getByRole('button', { name: 'Copy the request' }).click();
    await expect(section.getByRole('status')).toContainText(
      `Copied. Paste it into a new e-mail to ${brand.updatesEmail}.`,
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 4)).toEqual([
      `To: ${brand.updatesEmail}`,
      'Subject: Website Update Request: Pricing (High priority)',
      '',
      'Website Update Request',
    ]);
    expect(copied).toContain('Requested Content:\nFencing from £45/m & gates from £300?\nSee #2\n');
    expect(copied).toContain(`Additional Notes:\n${notes}\n`);
    // A new edit clears the message, and with it the copy offer.
    await section.getByLabel('Your name').fill('S');
    await expect(section.getByRole('button', { name: 'Copy the request' })).toHaveCount(0);
  });

  test('a refused clipboard shows the prepared e-mail, selected, to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    await submit(page).click();
    await section.getByRole('button', { name: 'Copy the request' }).click();
    await expect(section.getByRole('status')).toContainText('This browser did not allow copying.');
    const box = section.getByLabel('Your update request, ready to paste');
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('readonly', '');
    const text = await box.inputValue();
    expect(text).toMatch(/^To: .+\nSubject: Website Update Request: Pricing \(High priority\)\n\n/);
    expect(text).toContain('Additional Notes:\n50% deposit line = wrong\n');
    expect(await box.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart)).toBe(text.length);
  });

  test('on a phone, the addresses in its messages wrap between their parts, never mid-word', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    await submit(page).click();
    await section.getByRole('button', { name: 'Copy the request' }).click();
    const status = section.getByRole('status');
    await expect(status).toContainText(`paste it into a new e-mail to ${brand.updatesEmail}.`);
    // The sentence is long enough to wrap at 320 px; the address inside it breaks only at "@" or a dot.
    for (const sentence of await status.locator('p').all()) expect(await wordsSplitAcrossLines(sentence)).toEqual([]);
  });

  test('missing fields: destructive toast, nothing opened, fields marked', async ({ page }) => {
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await section.getByLabel('Your name').fill('Sam');
    await section.getByLabel('New content').fill('   ');
    await submit(page).click();
    const missing = toast(page, 'Missing Information');
    await expect(missing).toContainText('Please fill in all required fields.');
    await expect(missing).toHaveAttribute('data-type', 'error');
    expect(await openedMailtoLinks(page)).toEqual([]);
    await expect(section.getByRole('alert')).toHaveText('Please fill in all required fields.');
    for (const label of ['Email address', 'What needs updating', 'New content']) {
      await expect(section.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(section.getByLabel('Your name')).not.toHaveAttribute('aria-invalid');
    await expect(section.getByLabel('Email address')).toBeFocused();
    await section.getByLabel('Email address').fill('s');
    await expect(section.getByRole('alert')).toBeEmpty();
  });

  test('a failure while preparing the e-mail: Error toast, values kept, logged', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('mailto:')) throw new Error('No e-mail handler');
        click.call(this);
      };
    });
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    await submit(page).click();
    const error = toast(page, 'Error');
    await expect(error).toContainText('Something went wrong. Please try again or contact us directly.');
    await expect(error).toHaveAttribute('data-type', 'error');
    await expect(section.getByLabel('Your name')).toHaveValue('Sam Taylor');
    await expect(section.getByRole('radio', { name: /High/ })).toBeChecked();
    await expect(section.getByRole('alert')).toContainText('Something went wrong');
    await expect(section.getByRole('alert').getByRole('link', { name: brand.updatesEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.updatesEmail}`,
    );
    expect(errors.join('\n')).toContain('No e-mail handler');
  });

  test('a draft survives a reload, priority included', async ({ page }) => {
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByLabel('New content')).toHaveValue('Fencing from £45/m & gates from £300?\nSee #2');
    await expect(section.getByRole('radio', { name: /High/ })).toBeChecked();
  });

  test('text areas keep an 80 px minimum height', async ({ page }) => {
    const section = await openForm(page, '/client-updates', 'update-request-form');
    for (const label of ['Current content', 'New content', 'Additional notes']) {
      expect(await section.getByLabel(label).evaluate((el) => getComputedStyle(el).minHeight)).toBe('80px');
    }
  });

  test('a double click opens one e-mail; a bad e-mail address is caught first; long text is capped', async ({
    page,
  }) => {
    const section = await openForm(page, '/client-updates', 'update-request-form');
    await fillRequest(page);
    await section.getByLabel('Email address').fill('sam@nodomain');
    await submit(page).click();
    await expect(toast(page, 'Check your email address')).toContainText('Please enter a valid email address.');
    await expect(section.getByLabel('Email address')).toBeFocused();
    expect(await openedMailtoLinks(page)).toEqual([]);

    await section.getByLabel('Email address').fill('sam@example.com');
    await section.getByLabel('Additional notes').fill('🌳'.repeat(3000));
    expect((await section.getByLabel('Additional notes').inputValue()).length).toBeLessThanOrEqual(5000);
    await submit(page).dblclick();
    await expect(toast(page, 'Update Request Prepared')).toBeVisible();
    expect(await openedMailtoLinks(page)).toHaveLength(1);
  });
});
