/**
 * A brand built without the form service keys: the build warns, naming the missing variables,
 * and the forms do not pretend to send. They open the visitor's e-mail program with the
 * enquiry written out, addressed to the brand's e-mail, and keep what was typed.
 *
 * The main test build has keys (tests/e2e/form-keys.env), so this file builds the default brand
 * once more, with the variables blanked, into a temporary folder and serves it itself.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { withBuildLock } from '../../src/build/build-lock.ts';
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

let outDir = '';
let buildLog = '';
let server: Server | undefined;
let origin = '';

function buildWithoutKeys(dir: string): Promise<string> {
  // Blank values win over any local .env file (Vite never overrides variables already set).
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  delete env.BRAND;
  delete env.PUBLIC_WEB3FORMS_ENDPOINT;
  for (const name of formVariables) env[name] = '';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', dir], { env });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(log) : reject(new Error(`keyless build failed (${code}):\n${log}`)),
    );
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** Static files with build.format "file": /contact → contact.html. */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const candidates = path === '/' ? ['index.html'] : [path, `${path}.html`];
    const file = candidates.map((c) => join(dir, c)).find((f) => existsSync(f) && statSync(f).isFile());
    if (!file) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Playwright reads fixtures from the first parameter's destructuring, so it must be a pattern.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  outDir = mkdtempSync(join(tmpdir(), 'forms-keyless-'));
  // Astro directly, so it takes the lock scripts/build.ts takes: other tests build meanwhile.
  buildLog = await withBuildLock(() => buildWithoutKeys(outDir));
  server = await serve(outDir);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
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
  const warnings = buildLog.split('\n').filter((line) => line.includes('[forms]'));
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

test('without a Web3Forms key the script-free path of the quote and enquiry forms is a mailto: form', async ({
  page,
}) => {
  // A brand file's own key would outlive the blanked variables: fail loudly rather than skip.
  expect(
    brand.web3formsAccessKey,
    'the keyless build needs a default brand without its own Web3Forms key',
  ).toBeUndefined();
  for (const [path, id, subject] of [
    ['/', 'quote-form', 'Quote%20Request'],
    ['/contact', 'enquiry-form', 'Enquiry'],
  ] as const) {
    await page.goto(`${origin}${path}`);
    const form = page.locator(`#${id} form`);
    await expect(form.locator('button[type="submit"]')).toHaveAttribute(
      'formaction',
      `mailto:${brand.email}?subject=${subject}`,
    );
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await expect(form.locator('input[type="hidden"], input[name="botcheck"]')).toHaveCount(0);
  }
});
