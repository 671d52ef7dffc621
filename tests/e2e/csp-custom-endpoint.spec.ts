/**
 * The CSP follows the form configuration: the default brand is built in a temporary copy of the
 * project with a custom PUBLIC_WEB3FORMS_ENDPOINT, served like Netlify on a free port, and the
 * quote form sends to that endpoint (intercepted) with no CSP violation. A CSP blocks a request
 * inside the browser, before Playwright's interception sees it, so a policy that still named only
 * api.web3forms.com would fail this test.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../../scripts/serve.ts';
import { buildIn, copyProject, outputOf, removeProjectCopy } from '../support/project-copy.ts';
import { defaultBrand } from './support/brands.ts';
import { dismissWelcomeDialog, interceptService, json, openKeyedForm, toast } from './support/forms.ts';

const customEndpoint = 'https://forms.custom-endpoint.test:8443/v1/submit';
const customOrigin = new URL(customEndpoint).origin;

test.describe.configure({ mode: 'serial' });

let copy: string | undefined;
let server: Server | undefined;
let baseUrl: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // In a copy of the project, which has its own Astro caches: it builds beside any other build.
  copy = copyProject('custom-endpoint-');
  const build = await buildIn(copy, { BRANDS: defaultBrand.id, PUBLIC_WEB3FORMS_ENDPOINT: customEndpoint });
  expect(build.status, outputOf(build)).toBe(0);
  server = await startServer({ distDir: join(copy, 'dist'), port: 0, host: '127.0.0.1', quiet: true });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  removeProjectCopy(copy);
});

function directive(csp: string, name: string): string[] {
  const part = csp.split(';').find((p) => p.trim().startsWith(`${name} `));
  return part ? part.trim().split(/\s+/).slice(1) : [];
}

test('a custom Web3Forms endpoint is in connect-src and form-action, and the quote form sends to it', async ({
  page,
}) => {
  await dismissWelcomeDialog(page);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const requests = await interceptService(page, `${customEndpoint}*`, (route) =>
    json(route, { success: true, message: 'Email sent successfully!' }),
  );

  const response = await page.goto(`${baseUrl}/`);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(directive(csp, 'connect-src').sort()).toEqual(["'self'", 'https://api.emailjs.com', customOrigin].sort());
  expect(directive(csp, 'form-action').sort()).toEqual([customOrigin, 'mailto:'].sort());

  const section = await openKeyedForm(page, `${baseUrl}/`, 'quote-form');
  await expect(section.locator('form')).toHaveAttribute('action', customEndpoint);
  await section.getByLabel('Your name').fill('Jo Bloggs');
  await section.getByLabel('Email address').fill('jo@example.com');
  await section.getByLabel('Tell us about your project').fill('About 20 m of close-board fencing.');
  await section.getByRole('button', { name: 'Get My Free Quote' }).click();

  await expect(toast(page, "Quote request sent successfully! We'll contact you within 24 hours.")).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(new URLSearchParams(requests[0]!.body).get('name')).toBe('Jo Bloggs');
  expect(violations).toEqual([]);
});
