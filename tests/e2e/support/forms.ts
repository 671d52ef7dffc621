/** Helpers for the form browser tests: the real third-party endpoints, intercepted with page.route. */
import { expect, type Locator, type Page, type Route } from '@playwright/test';

export const web3formsUrl = 'https://api.web3forms.com/submit';
export const emailjsUrl = 'https://api.emailjs.com/api/v1.0/email/send';

/**
 * Keeps the welcome dialog (it opens 1.5 s after load) from covering the form: it stays closed
 * once dismissed in the tab, remembered under this sessionStorage key (src/lib/welcome-dismissed.ts).
 */
export async function dismissWelcomeDialog(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('welcome-dialog-dismissed', '1'));
}

/**
 * The form engine marks its form `data-enhanced` once the island has hydrated (the submit
 * button is never disabled while the script loads: before then Submit sends natively).
 */
export async function waitForHydration(section: Locator): Promise<void> {
  await expect(section.locator('form[data-enhanced]')).toBeAttached({ timeout: 15_000 });
}

/** Navigates to a form, scrolls it into view (the islands hydrate client:visible-after-load) and waits for hydration. */
export async function openForm(page: Page, path: string, sectionId: string): Promise<Locator> {
  await page.goto(path);
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  await waitForHydration(section);
  return section;
}

/** Like openForm, for a form that must take the network path: fails clearly on a build without the keys. */
export async function openKeyedForm(page: Page, path: string, sectionId: string): Promise<Locator> {
  const section = await openForm(page, path, sectionId);
  await expect(
    section.getByText('Pressing the button opens your e-mail program'),
    'The served build has no form service keys. Build with `node --env-file=tests/e2e/form-keys.env scripts/build.ts` (npm test does).',
  ).toHaveCount(0);
  return section;
}

/**
 * Records every mailto: link the page opens (a click on a real or a script-made link) instead
 * of handing it to an e-mail program. Read them with `openedMailtoLinks`.
 */
export async function captureMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __openedMailto: string[] }).__openedMailto = opened;
    window.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="mailto:"]') : null;
        if (!link) return;
        opened.push(link.getAttribute('href')!);
        event.preventDefault();
      },
      true,
    );
  });
}

export function openedMailtoLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __openedMailto: string[] }).__openedMailto);
}

/** The CORS headers the real services send, so the browser hands the answer to the page. */
export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
};

export interface InterceptedRequest {
  body: string;
  contentType: string | null;
}

/** Counts POSTs to `url` and answers each with `answer` (which may wait on a gate); CORS preflights pass. */
export async function interceptService(page: Page, url: string, answer: (route: Route) => Promise<void>) {
  const requests: InterceptedRequest[] = [];
  await page.route(url, async (route) => {
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: corsHeaders });
      return;
    }
    requests.push({
      body: route.request().postData() ?? '',
      contentType: await route.request().headerValue('content-type'),
    });
    await answer(route);
  });
  return requests;
}

export function json(route: Route, body: unknown, status = 200): Promise<void> {
  return route.fulfill({ status, headers: corsHeaders, contentType: 'application/json', body: JSON.stringify(body) });
}

export function text(route: Route, body: string, status = 200): Promise<void> {
  return route.fulfill({ status, headers: corsHeaders, contentType: 'text/plain', body });
}

/** A promise plus the function that resolves it: holds a request open while a test looks at the pending state. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** Console errors, collected so tests can assert the failure was logged. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Holds an island's component script (`/_astro/<Component>.<hash>.js`) until `release()` and for
 * at least `minimumMs`, as a slow phone would: the form stays plain HTML meanwhile.
 * `requested` resolves when the browser has asked for the script.
 */
export async function holdIslandScript(page: Page, component: string, minimumMs = 3_000) {
  const released = gate();
  const requested = gate();
  await page.route(
    (url) => new RegExp(`^/_astro/${component}\\.[\\w-]+\\.js$`).test(url.pathname),
    async (route) => {
      requested.open();
      const held = new Promise((resolve) => setTimeout(resolve, minimumMs));
      await Promise.all([released.wait, held]);
      await route.continue();
    },
  );
  return { requested: requested.wait, release: released.open };
}
