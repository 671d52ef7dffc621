/** axe-core on the three forms, idle and in their error states: zero violations. */
import { expect, test, type Page } from '@playwright/test';
import {
  captureMailto,
  dismissWelcomeDialog,
  emailjsUrl,
  interceptService,
  json,
  openForm,
  openKeyedForm,
  text,
  web3formsUrl,
} from './support/forms.ts';
import { wcagAxe } from './support/quality.ts';

async function expectNoViolations(page: Page, selector: string) {
  const results = await wcagAxe(page, selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The toast, scanned while it is on screen: hovering it pauses its 4-second timer. It fades in,
 * and axe measures contrast against what is painted, so the scan waits for the fade to end.
 */
async function expectToastAccessible(page: Page) {
  const toaster = page.locator('section[aria-label^="Notifications"]');
  await page.locator('[data-sonner-toast]').hover();
  await toaster.evaluate((section) =>
    Promise.all(section.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expectNoViolations(page, 'section[aria-label^="Notifications"]');
}

const forms = [
  { path: '/', id: 'quote-form', service: web3formsUrl, fail: json, messageLabel: 'Tell us about your project' },
  { path: '/contact', id: 'enquiry-form', service: emailjsUrl, fail: text, messageLabel: 'Your message' },
] as const;

test.beforeEach(({ page }) => dismissWelcomeDialog(page));

// Several axe runs per test on the full home page: allow three times the usual time on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const form of forms) {
  test(`${form.id}: idle, invalid and failed states have no axe violations`, async ({ page }) => {
    await interceptService(page, form.service, (route) =>
      form.fail === json ? json(route, { success: false }, 500) : text(route, 'Bad request', 400),
    );
    const section = await openKeyedForm(page, form.path, form.id);
    await expectNoViolations(page, `#${form.id}`);

    await section.locator('button[type="submit"]').click();
    await expect(section.getByRole('alert')).toHaveText('Please fill in all required fields.');
    await expectNoViolations(page, `#${form.id}`);

    await section.getByLabel('Your name').fill('Jo');
    await section.getByLabel('Email address').fill('jo@example.com');
    await section.getByLabel(form.messageLabel).fill('Hello');
    await section.locator('button[type="submit"]').click();
    await expect(section.getByRole('alert')).toContainText('Failed to send message.');
    await expectToastAccessible(page);
    await expectNoViolations(page, `#${form.id}`);
  });
}

test('update-request-form: idle, invalid, prepared and copy-by-hand states have no axe violations', async ({
  page,
}) => {
  await captureMailto(page);
  // A browser that refuses the clipboard: the prepared e-mail is shown in a box to copy by hand.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
  });
  const section = await openForm(page, '/client-updates', 'update-request-form');
  await expectNoViolations(page, '#update-request-form');

  await section.locator('button[type="submit"]').click();
  await expect(section.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await expectToastAccessible(page);
  await expectNoViolations(page, '#update-request-form');

  await section.getByLabel('Your name').fill('Sam');
  await section.getByLabel('Email address').fill('sam@example.com');
  await section.getByLabel('What needs updating').selectOption('gallery');
  await section.getByLabel('New content').fill('Add the new patio photos');
  await section.locator('button[type="submit"]').click();
  await expect(section.getByRole('status')).not.toBeEmpty();
  // The confirmation toast (bottom right) and the floating contact buttons (bottom left) may sit over
  // the priority radios wherever the submit left the page; scan them in the middle of the screen.
  // Instantly: the site scrolls smoothly, and axe must not run while the radios pass under the header.
  await section
    .locator('fieldset')
    .evaluate((fieldset) => fieldset.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expectNoViolations(page, '#update-request-form');

  await section.getByRole('button', { name: 'Copy the request' }).click();
  await expect(section.getByLabel('Your update request, ready to paste')).toBeFocused();
  await expectNoViolations(page, '#update-request-form');
});

test('every form field has a visible label and the privacy notice is linked under each form', async ({ page }) => {
  for (const form of [...forms, { path: '/client-updates', id: 'update-request-form' }]) {
    const section = await openForm(page, form.path, form.id);
    for (const control of await section
      .locator('input:not([name="botcheck"]):not([type="hidden"]), select, textarea')
      .all()) {
      const id = await control.getAttribute('id');
      if ((await control.getAttribute('type')) === 'radio') {
        await expect(control.locator('xpath=ancestor::label')).toBeVisible();
        continue;
      }
      await expect(section.locator(`label[for="${id}"]`), `label for #${id}`).toBeVisible();
    }
    await expect(section.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
    // Read as one sentence: words kept apart where the line joins its parts.
    const privacyLine = section.locator('p', { has: page.getByRole('link', { name: 'privacy notice' }) });
    await expect(privacyLine).toHaveText(/\w\. Read our privacy notice\.$/);
  }
});
