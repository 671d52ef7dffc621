/**
 * The owner's editor at /admin with Decap's local backend, on a temporary copy of the project: an edit of
 * Berkshire Tree Care's phone number, home headline and a gallery photo lands in that brand's files; a
 * rebuild of the brand shows them (the photo as AVIF and WebP) and leaves the other brand built unchanged;
 * a bad e-mail is refused next to its field and nothing is saved, and the same value in the file stops the
 * build naming file and field.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { expect, test, type Page } from '@playwright/test';
import { listFiles } from '../../scripts/build.ts';
import { adminContentSecurityPolicy } from '../../src/lib/netlify-rules.ts';

const brandId = 'berkshire-tree-surgery';
const brandFile = `brands/${brandId}.json`;
const homeFile = `brands/${brandId}/content/home.yaml`;
const galleryFile = `brands/${brandId}/content/gallery.yaml`;
const newPhone = '0118 496 0999';
const newHeadline = 'Tree surgeons Reading neighbours recommend';
/** A colour no shared picture has: the built gallery must show this photo. */
const photoColour = { r: 200, g: 30, b: 160 };

/** Only what the build needs; node_modules linked. */
const copied = [
  'src',
  'brands',
  'scripts',
  'astro.config.ts',
  'package.json',
  'tsconfig.json',
  'tests/e2e/form-keys.env',
];

let root: string;
let backend: ChildProcess;
let backendPort: number;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Builds the brand (and the default brand) in the copy, as `BRANDS=<id> npm run build:test` does. */
function build(): Promise<{ status: number | null; stderr: string }> {
  // Asynchronously: a synchronous child would stall the test runner's own timers for the build's duration.
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--env-file=tests/e2e/form-keys.env', 'scripts/build.ts'], {
      cwd: root,
      env: { ...process.env, BRANDS: brandId, OUT_DIR: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stderr }));
  });
}

function folderHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest('hex'),
    ]),
  );
}

/** An entry of the brand's details (collection = the brand's id), words (-words) or lists (-lists). */
async function openEntry(page: Page, collection: string, entry: string) {
  // A new document each time (the query names the entry): a hash change alone can leave the last entry's form up.
  await page.goto(
    `/admin?local_backend_port=${backendPort}&entry=${entry}#/collections/${collection}/entries/${entry}`,
  );
  const login = page.getByRole('button', { name: 'Login' });
  const editor = page.getByRole('link', { name: /Writing in .* collection/ });
  // The local backend asks for a click once per page load.
  await expect(login.or(editor)).toBeVisible({ timeout: 15_000 });
  if (await login.isVisible()) await login.click();
  await expect(editor).toBeVisible({ timeout: 15_000 });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // A build of two brands, perhaps after another test's build (they take turns: src/build/build-lock.ts).
  test.setTimeout(300_000);
  root = mkdtempSync(join(tmpdir(), 'admin-e2e-'));
  for (const path of copied) cpSync(path, join(root, path), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'), 'dir');
  // The brands as built before any edit, to compare the other brand with afterwards.
  const before = await build();
  expect(before.status, before.stderr).toBe(0);
  // Outside the copy: Tailwind scans the project's files (all but .gitignore's) for class names.
  renameSync(join(root, 'dist'), `${root}-before`);
  backendPort = await freePort();
  backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(backendPort), MODE: 'fs', GIT_REPO_DIRECTORY: root, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        fetch(`http://localhost:${backendPort}/api/v1`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
          signal: AbortSignal.timeout(2_000),
        })
          .then((response) => response.ok)
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  backend?.kill();
  if (root) for (const dir of [root, `${root}-before`]) rmSync(dir, { recursive: true, force: true });
});

test('/admin is the editor, with its own headers, and is never indexed', async ({ page, request }) => {
  const response = await request.get('/admin');
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
  // Its own policy (a test build is not production's, so it may reach decap-server on localhost).
  expect(response.headers()['content-security-policy']).toBe(adminContentSecurityPolicy({ localBackend: true }));
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  await openEntry(page, brandId, 'details');
  await expect(page.getByLabel('Phone', { exact: true })).toBeVisible();
});

test('a bad e-mail is refused next to its field, and nothing is saved', async ({ page }) => {
  const before = read(brandFile);
  await openEntry(page, brandId, 'details');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('not-an-email');
  await publish(page);
  // Decap shows the schema's message in the field's own box, above the input.
  const field = page
    .locator('div', { has: email })
    .filter({ hasText: /must be a valid e-mail address/ })
    .last();
  await expect(field).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: false })).toBeVisible();
  expect(read(brandFile)).toBe(before);
});

test('the same bad e-mail written into the brand file stops the build, naming file and field', async () => {
  const original = read(brandFile);
  try {
    writeFileSync(join(root, brandFile), original.replace(/"email": "[^"]+"/, '"email": "not-an-email"'));
    const result = await build();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${brandFile}: field "email" must be a valid e-mail address`);
  } finally {
    writeFileSync(join(root, brandFile), original);
  }
});

test('phone, headline and a gallery photo edited in /admin show on the rebuilt brand only', async ({ page }) => {
  const originalEmail = (JSON.parse(read(brandFile)) as { email: string }).email;

  await openEntry(page, brandId, 'details');
  await page.getByLabel('Phone', { exact: true }).fill(newPhone);
  await publish(page);
  await expect.poll(() => (JSON.parse(read(brandFile)) as { phone: string }).phone).toBe(newPhone);
  expect((JSON.parse(read(brandFile)) as { email: string }).email).toBe(originalEmail);

  await openEntry(page, `${brandId}-words`, 'home');
  await page.getByLabel(/^Headline/).fill(newHeadline);
  await publish(page);
  await expect
    .poll(() => (parseYaml(read(homeFile)) as { hero: { headline: string } }).hero.headline)
    .toBe(newHeadline);

  // A photo for the first gallery item, large enough for the gallery's largest slot (lib/photo-check.ts).
  const [first] = parseYaml(read(galleryFile)) as { title: string; imageKey: string }[];
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: photoColour } })
    .png()
    .toBuffer();
  await openEntry(page, `${brandId}-lists`, 'gallery');
  await page.getByText(first!.title, { exact: true }).first().click();
  await page
    .getByLabel(/Your own photo for this picture/)
    .first()
    .setInputFiles({ name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo });
  const stored = `brands/${brandId}/images/${first!.imageKey}.png`;
  // The widget says where the photo goes (the item may fold away as the entry takes the upload).
  await expect(page.getByText(`Saved with this entry as ${stored}`)).toBeAttached();
  await publish(page);
  await expect.poll(() => existsSync(join(root, stored))).toBe(true);
  expect(readFileSync(join(root, stored)).equals(photo)).toBe(true);

  const result = await build();
  expect(result.status, result.stderr).toBe(0);
  const built = join(root, 'dist');
  const home = readFileSync(join(built, brandId, 'index.html'), 'utf8');
  expect(home).toContain(newPhone);
  expect(home).toContain(newHeadline);

  // The gallery page shows the photo as AVIF and WebP (the build's own encodings, found by their colour).
  const gallery = readFileSync(join(built, brandId, 'gallery.html'), 'utf8');
  const encoded = [...new Set(gallery.match(/\/_astro\/[\w.-]+\.(?:avif|webp)/g) ?? [])];
  const ours: string[] = [];
  for (const url of encoded) {
    const { channels } = await sharp(join(built, url)).stats();
    const [r, g, b] = channels.map((channel) => channel.mean);
    if (Math.abs(r! - photoColour.r) < 12 && Math.abs(g! - photoColour.g) < 12 && Math.abs(b! - photoColour.b) < 12)
      ours.push(url);
  }
  expect(ours.some((url) => url.endsWith('.avif'))).toBe(true);
  expect(ours.some((url) => url.endsWith('.webp'))).toBe(true);

  // The other brand built alongside is byte for byte as built before the edits; the edited one is not.
  const other = listFiles(built).find(
    (f) => !f.startsWith(brandId) && !f.startsWith('_') && f.endsWith('/index.html') && f.split('/').length === 2,
  );
  const otherId = other!.split('/')[0]!;
  expect(folderHashes(join(built, otherId))).toEqual(folderHashes(join(`${root}-before`, otherId)));
  expect(folderHashes(join(built, brandId))).not.toEqual(folderHashes(join(`${root}-before`, brandId)));
});
