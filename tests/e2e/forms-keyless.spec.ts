/**
 * A brand built without the form service keys: the build warns, naming the missing variables,
 * and the forms do not pretend to send. They open the visitor's e-mail program with the
 * enquiry written out, addressed to the brand's e-mail, and keep what was typed.
 *
 * The main test build has keys (tests/e2e/form-keys.env), so this file builds the default brand
 * once more, with the variables blanked, in a temporary copy of the project, and serves it itself.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../../scripts/serve.ts';
import { parseHtml, queryAll, queryOne } from '../support/dom.ts';
import { buildIn, copyProject, outputOf, removeProjectCopy } from '../support/project-copy.ts';
import { defaultBrand as brand } from './support/brands.ts';
import {
  captureMailto,
  dismissWelcomeDialog,
  emailjsUrl,
  interceptService,
  json,
  openedMailtoLinks,
  openForm,
  text,
  web3formsUrl,
} from './support/forms.ts';

const formVariables = [
  'PUBLIC_WEB3FORMS_ACCESS_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
  'PUBLIC_EMAILJS_PUBLIC_KEY',
];

// One build for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let copy: string | undefined;
let buildLog = '';
let server: Server | undefined;
let origin = '';

// Playwright reads fixtures from the first parameter's destructuring, so it must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000);
  // In a copy of the project, which has its own Astro caches: it builds beside any other build.
  copy = copyProject('forms-keyless-');
  // Blank values win over any local .env file (Vite never overrides variables already set).
  const build = await buildIn(
    copy,
    {
      BRANDS: brand.id,
      PUBLIC_WEB3FORMS_ENDPOINT: undefined,
      ...Object.fromEntries(formVariables.map((n) => [n, ''])),
    },
    { keys: false },
  );
  expect(build.status, outputOf(build)).toBe(0);
  buildLog = build.stdout;
  // Served as Netlify would, with the policy this build generated.
  server = await startServer({ distDir: join(copy, 'dist'), port: 0, host: '127.0.0.1', quiet: true });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  removeProjectCopy(copy);
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomeDialog(page);
  await captureMailto(page);
});

async function expectPrefilledMail(page: Page, subject: string, body: string) {
  const expected = `mailto:${brand.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\n/g, '\r\n'))}`;
  expect(await openedMailtoLinks(page)).toEqual([expected]);
}

test('the build warns once, naming the brand and every missing variable', () => {
  // scripts/build.ts passes Astro's warnings on, each after the brand it was building.
  const warnings = buildLog
    .split('\n')
    .filter((line) => line.includes('[forms]'))
    .map((line) => line.replace(`  ${brand.id}: `, ''));
  expect(warnings).toEqual([
    `[WARN] [forms] ${brand.id}: ${formVariables.join(', ')} are not set. ` +
      "The affected forms will open the visitor's e-mail program, addressed to the brand's e-mail, instead of sending. " +
      'See .env.example.',
  ]);
});

test('quote form: opens the prefilled e-mail instead of posting, and keeps the values', async ({ page }) => {
  // A brand file's own key would outlive the blanked variables: fail loudly rather than skip.
  expect(
    brand.web3formsAccessKey,
    'the keyless build needs a default brand without its own Web3Forms key',
  ).toBeUndefined();
  const requests = await interceptService(page, web3formsUrl, (route) => json(route, { success: true }));
  const section = await openForm(page, `${origin}/`, 'quote-form');
  await expect(section).toContainText(
    `Pressing the button opens your e-mail program with your request filled in, addressed to ${brand.email}.`,
  );
  await section.getByLabel('Your name').fill('Jo & Co');
  await section.getByLabel('Email address').fill('jo@example.com');
  await section.getByLabel('Service needed').selectOption('tree-surgery');
  await section.getByLabel('Tell us about your project').fill('Oak crown reduction? 50% = fine\n🌳');
  await section.getByRole('button', { name: 'Email My Quote Request' }).click();

  await expectPrefilledMail(
    page,
    'Quote Request from Jo & Co - tree-surgery',
    'Name: Jo & Co\nEmail: jo@example.com\nPhone: Not provided\nService: Tree surgery\n\nOak crown reduction? 50% = fine\n🌳',
  );
  expect(requests).toHaveLength(0);
  await expect(section.getByRole('status')).toContainText(
    `Your e-mail program should now open with your quote request to ${brand.email}.`,
  );
  await expect(section.getByLabel('Your name')).toHaveValue('Jo & Co');
});

test('enquiry form: opens the prefilled e-mail instead of calling EmailJS, after the same checks', async ({ page }) => {
  const requests = await interceptService(page, emailjsUrl, (route) => text(route, 'OK'));
  const section = await openForm(page, `${origin}/contact`, 'enquiry-form');
  await section.getByRole('button', { name: 'Email My Message' }).click();
  await expect(section.getByRole('alert')).toHaveText('Please fill in all required fields.');
  expect(await openedMailtoLinks(page)).toEqual([]);

  await section.getByLabel('Your name').fill('Priya');
  await section.getByLabel('Email address').fill('priya@example.com');
  await section.getByLabel('Your message').fill('Hedge <b>trim</b> #3');
  await section.getByRole('button', { name: 'Email My Message' }).click();
  await expectPrefilledMail(
    page,
    'Enquiry from Priya - General Enquiry',
    'Name: Priya\nEmail: priya@example.com\nPhone: Not provided\nService: General Enquiry\n\nHedge <b>trim</b> #3',
  );
  expect(requests).toHaveLength(0);
  await expect(section.getByLabel('Your message')).toHaveValue('Hedge <b>trim</b> #3');
});

test('without a Web3Forms key the script-free path of the quote and enquiry forms is a mailto: form', () => {
  // A brand file's own key would outlive the blanked variables: fail loudly rather than skip.
  expect(
    brand.web3formsAccessKey,
    'the keyless build needs a default brand without its own Web3Forms key',
  ).toBeUndefined();
  // Markup only, read from the built files: what a browser without script submits.
  for (const [file, id, subject] of [
    ['index.html', 'quote-form', 'Quote%20Request'],
    ['contact.html', 'enquiry-form', 'Enquiry'],
  ] as const) {
    const page = parseHtml(readFileSync(join(copy!, 'dist', brand.id, file), 'utf8'));
    const form = queryOne(`#${id} form`, page);
    expect(form, `${file}: #${id} form`).not.toBeNull();
    expect(queryOne('button[type="submit"]', form!)?.attribs.formaction).toBe(
      `mailto:${brand.email}?subject=${subject}`,
    );
    expect(form!.attribs.enctype).toBe('text/plain');
    expect(queryAll('input[type="hidden"], input[name="botcheck"]', form!)).toHaveLength(0);
  }
});
