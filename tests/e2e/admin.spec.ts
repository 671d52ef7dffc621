/**
 * The owner at the editor: `npm run admin` on a temporary copy of the project, a non-default brand, each task done
 * as an owner does it (clicks counted, time taken; both reported): change the phone to a London number, close
 * Saturday and note Sunday's call-outs, change the home headline, add a review with its date picked, show an own
 * photo in the gallery (its thumbnail shown) and take it away again, and try a photo too small and a text file
 * named .jpg (refused next to the control, nothing written), fill in what customers can check (a company number in
 * the wrong form refused first), and read the list of what stands before going live. Afterwards the brand builds, its pages show every
 * change (the hours on /contact and on the home page agree), and the other brand built is byte for byte as before.
 * Then the command itself: it opens the editor with a broken brand file (the problem shown), its backend answers on
 * 127.0.0.1 only and for brands/ only, and a start that fails leaves nothing running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { listFiles } from '../../scripts/build.ts';
import { collectionName } from '../../src/admin/admin-config.ts';
import { adminContentSecurityPolicy } from '../../src/hosting/netlify-rules.ts';
import { buildIn, copyProject, removeProjectCopy } from '../support/project-copy.ts';

const brandId = 'berkshire-tree-surgery';
const brandFile = `brands/${brandId}.json`;
const newPhone = '020 7946 0123';
const newHeadline = 'Tree surgeons Reading neighbours recommend';
const sundayNote = 'Emergency call-outs only';
const review = {
  name: 'Nia Walsh',
  date: '2025-06-14',
  text: 'They took down a dying ash over our neighbour’s garage without a scratch and left the garden spotless.',
};
/** What the owner fills in under "What customers can check". */
const proof = {
  registeredName: 'Berkshire Tree Care Ltd',
  companyNumber: '09876543',
  includes: 'A crown reduction of a medium garden tree, the waste chipped and taken away',
};
/** A colour no shared picture has: the built gallery would show this photo. */
const photoColour = { r: 200, g: 30, b: 160 };

// --- The temporary copy and its builds: the one step of this file that needs a build of its own ---

interface Copy {
  root: string;
  /** The copy's dist/ as built before any edit, to compare the other brand with afterwards. */
  before: string;
}

/** A copy of the project with the brand built, its output kept aside as it was before the edits. */
async function prepareCopy(): Promise<Copy> {
  const root = copyProject('admin-e2e-');
  const built = await buildIn(root, { BRANDS: brandId });
  expect(built.status, built.stderr).toBe(0);
  // Outside the copy: Tailwind scans the project's files (all but .gitignore's) for class names.
  renameSync(join(root, 'dist'), `${root}-before`);
  return { root, before: `${root}-before` };
}

// --- npm run admin in the copy ---

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

interface Admin {
  process: ChildProcess;
  port: number;
  backendPort: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts `npm run admin` (the editor only: the test builds the site itself) in `root`. */
function startAdmin(root: string, port: number, backendPort: number): Admin {
  const child = spawn(process.execPath, ['scripts/admin.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), ADMIN_BACKEND_PORT: String(backendPort), ADMIN_SITE: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { process: child, port, backendPort, output: () => output, exited };
}

async function stopAdmin(admin: Admin | undefined) {
  if (!admin || admin.process.exitCode !== null) return;
  admin.process.kill('SIGTERM');
  await admin.exited;
}

const editorUrl = (admin: Admin) =>
  `http://localhost:${admin.port}/admin?local_backend_port=${admin.backendPort}&brand=${brandId}`;

async function waitForEditor(admin: Admin) {
  await expect
    .poll(
      () =>
        fetch(editorUrl(admin)).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
}

// --- The owner ---

interface TaskReport {
  task: string;
  clicks: number;
  seconds: number;
}

/** Does what an owner does, counting each click (a click into a field, a choice of file) and timing each task. */
class Owner {
  clicks = 0;
  readonly report: TaskReport[] = [];
  readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }

  async click(target: Locator) {
    this.clicks++;
    await target.click();
  }
  async type(field: Locator, text: string) {
    this.clicks++;
    await field.fill(text);
  }
  async choose(field: Locator, option: string) {
    await this.click(field);
    await field.pressSequentially(option);
    await field.press('Enter');
  }
  async attach(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.clicks++;
    await input.setInputFiles(file);
  }
  async task(name: string, run: () => Promise<void>) {
    const clicks = this.clicks;
    const started = performance.now();
    await run();
    const entry = { task: name, clicks: this.clicks - clicks, seconds: (performance.now() - started) / 1000 };
    this.report.push(entry);
    test.info().annotations.push({
      type: 'owner task',
      description: `${name}: ${entry.clicks} clicks, ${entry.seconds.toFixed(1)} s`,
    });
  }

  /** From the editor's start page (or an entry): a group on the left, then one of its entries. */
  async open(group: string, entry: string) {
    const back = this.page.getByRole('link', { name: /Writing in .* collection/ });
    const groupLink = this.page.getByRole('complementary').getByRole('link', { name: group, exact: true });
    // An entry (its way back) or the start page (its groups), once the editor has drawn either after a save or a reload.
    await expect(back.or(groupLink).first()).toBeVisible();
    if (await back.isVisible()) await this.click(back);
    // The group on the left, then its entry in the list it shows.
    await this.click(groupLink);
    await this.click(this.page.getByRole('main').getByRole('link', { name: entry, exact: true }));
    await expect(back).toBeVisible();
  }

  async publish() {
    await this.click(this.page.getByRole('button', { name: 'Publish', exact: true }));
    await this.click(this.page.getByText('Publish now', { exact: true }));
  }
}

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
/** A data file's content, or undefined while the editor is writing it (a half-written file does not parse). */
function readData(root: string, file: string): any {
  try {
    return file.endsWith('.json') ? JSON.parse(read(root, file)) : parseYaml(read(root, file));
  } catch {
    return undefined;
  }
}
const filesUnder = (root: string, dir: string) =>
  existsSync(join(root, dir)) ? readdirSync(join(root, dir), { recursive: true }).map(String).sort() : [];

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

/** The text of each hours list (<dl> of days and hours) on a built page. */
function hoursLists(html: string): string[] {
  return [...html.matchAll(/<dl[^>]*>(.*?)<\/dl>/gs)]
    .map((m) =>
      m[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => /Monday/.test(text));
}

test.describe.configure({ mode: 'serial', timeout: 600_000 });
// A step that waits longer than this is stuck, not slow.
test.use({ actionTimeout: 30_000 });

let copy: Copy | undefined;
let admin: Admin | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  copy = await prepareCopy();
  admin = startAdmin(copy.root, await freePort(), await freePort());
  await waitForEditor(admin);
});

test.afterAll(async () => {
  await stopAdmin(admin);
  removeProjectCopy(copy?.root);
  removeProjectCopy(copy?.before);
});

test('the owner edits the brand in plain steps, and the rebuilt brand shows every change', async ({ page }) => {
  const { root, before } = copy!;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const owner = new Owner(page);

  await owner.task('open the editor', async () => {
    await page.goto(editorUrl(admin!));
    await owner.click(page.getByRole('button', { name: 'Login' }));
    await expect(page.getByRole('link', { name: 'Contact details', exact: true })).toBeVisible({ timeout: 60_000 });
  });

  await owner.task('change the phone number to 020 7946 0123', async () => {
    await owner.open('Contact details', 'Phone, e-mail and address');
    await owner.type(page.getByLabel('Phone number', { exact: true }), newPhone);
    await owner.publish();
    await expect.poll(() => readData(root, brandFile)?.phone).toBe(newPhone);
  });

  await owner.task('close Saturday and add a note to Sunday', async () => {
    await owner.open('Opening hours', 'Opening hours');
    await owner.click(page.getByLabel('Saturday: Closed all day'));
    await expect(page.getByLabel('Saturday: Opens')).toBeHidden();
    await owner.type(page.getByLabel('Sunday: Note'), sundayNote);
    await owner.publish();
    await expect.poll(() => readData(root, brandFile)?.openingHours?.saturday).toEqual({ closed: true });
    expect(readData(root, brandFile).openingHours.sunday).toEqual({ closed: true, note: sundayNote });
  });

  await owner.task('change the home page headline', async () => {
    await owner.open('Pages', 'Home page');
    await owner.type(page.getByLabel(/^Headline/), newHeadline);
    await owner.publish();
    await expect.poll(() => readData(root, `brands/${brandId}/content/home.yaml`)?.hero?.headline).toBe(newHeadline);
  });

  await owner.task('add a review, its date picked', async () => {
    await owner.open('Reviews', 'Your reviews');
    await owner.click(page.getByRole('button', { name: /Add review/ }));
    // A new review goes first.
    await owner.type(page.getByLabel('Name', { exact: true }).first(), review.name);
    await owner.type(page.getByLabel('Date of the review').first(), review.date);
    await owner.choose(page.getByLabel('Where it was posted').first(), 'Yell');
    await owner.choose(page.getByLabel('Stars', { exact: true }).first(), '5');
    await owner.type(page.getByLabel('Town', { exact: true }).first(), 'Reading');
    await owner.type(page.getByLabel('What they said').first(), review.text);
    await owner.publish();
    await expect
      .poll(() => readData(root, `brands/${brandId}/content/reviews.yaml`)?.[0])
      .toMatchObject({ ...review, platform: 'Yell', rating: 5, location: 'Reading' });
    expect(read(root, `brands/${brandId}/content/reviews.yaml`)).toContain(`date: '${review.date}'`);
  });

  await owner.task('fill in what customers can check, a wrong company number refused first', async () => {
    await owner.open('What customers can check', 'Accreditations, insurance and prices');
    const group = (label: string) =>
      page.locator('[aria-label="Field"]', { has: page.locator(`label:text-matches("^${label}")`) }).last();
    await owner.click(group('Company details').getByRole('button', { name: 'Expand' }).first());
    await owner.type(page.getByLabel(/^Registered name/), proof.registeredName);
    await owner.type(page.getByLabel(/^Company number/), '1234');
    await owner.click(page.getByRole('button', { name: 'Add policy' }));
    await owner.type(page.getByLabel(/^Kind of cover/), 'Public liability');
    await owner.type(page.getByLabel(/^Cover in pounds/), '5000000');
    await owner.click(page.getByRole('button', { name: 'Add price guide' }));
    await owner.choose(page.getByLabel(/^Service/), 'Tree Surgery');
    await owner.type(page.getByLabel(/^From \(pounds\)/), '350');
    await owner.choose(page.getByLabel(/^Per/), 'tree');
    await owner.type(page.getByLabel(/^What the price includes/), proof.includes);
    await owner.publish();
    // Refused next to the field, nothing saved.
    await expect(page.getByText('Company number must be a Companies House number').first()).toBeVisible();
    expect(readData(root, brandFile).proof).toBeUndefined();
    // Put right: the wrong number cleared, the right one typed in its place.
    await page.getByLabel(/^Company number/).clear();
    await owner.type(page.getByLabel(/^Company number/), proof.companyNumber);
    await owner.publish();
    await expect
      .poll(() => readData(root, brandFile)?.proof?.company)
      .toEqual({
        registeredName: proof.registeredName,
        companyNumber: proof.companyNumber,
      });
    expect(readData(root, brandFile).proof.insurance).toEqual([{ kind: 'Public liability', cover: 5000000 }]);
    expect(readData(root, brandFile).proof.priceGuides).toEqual([
      { service: 'tree-surgery', from: 350, unit: 'tree', includes: proof.includes },
    ]);
  });

  await owner.task('read what still stands before going live, and close the list', async () => {
    await page.reload();
    const panel = page.locator('details', { hasText: 'Before your site goes live' });
    await owner.click(panel.getByText(/^Before your site goes live: \d+ things? left$/));
    await expect(panel).toContainText('sample review');
    // Filled in now: the company, the insurance and the price guide of its first main service are no longer asked for.
    await expect(panel).not.toContainText('Company details: your registered name');
    await expect(panel).not.toContainText('Insurance: at least your public liability cover');
    await expect(panel).not.toContainText('Price guide for Tree Surgery');
    await expect(panel).toContainText('People customers will meet');
    await owner.click(panel.getByText(/^Before your site goes live/));
  });

  const galleryFile = `brands/${brandId}/content/gallery.yaml`;
  const [first] = parseYaml(read(root, galleryFile)) as { title: string; imageKey: string }[];
  const stored = `brands/${brandId}/images/${first!.imageKey}.png`;
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: photoColour } })
    .png()
    .toBuffer();
  const ownPhoto = page.getByLabel(/^Your own photo/).first();

  await owner.task('show my own photo in the gallery', async () => {
    await owner.open('Gallery and recent work', 'Gallery');
    // A collapsed project shows its title: the arrow before it opens it.
    const title = page.getByText(first!.title, { exact: true }).first();
    await owner.click(title.locator('xpath=preceding-sibling::div[1]//button[1]'));
    await expect(page.getByRole('img', { name: /^The standard picture/ }).first()).toBeVisible();
    await owner.attach(ownPhoto, { name: 'IMG_0042.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Your own photo for this picture' })).toBeVisible();
    await owner.publish();
    await expect.poll(() => existsSync(join(root, stored))).toBe(true);
    expect(readFileSync(join(root, stored)).equals(photo)).toBe(true);
  });

  await owner.task('take my own photo away again', async () => {
    await owner.click(page.getByRole('button', { name: 'Remove my photo' }).first());
    await expect.poll(() => existsSync(join(root, stored))).toBe(false);
    await expect(page.getByRole('img', { name: /^The standard picture/ }).first()).toBeVisible();
  });

  const brandsBefore = filesUnder(root, 'brands');
  await owner.task('try a photo too small, and a text file named .jpg', async () => {
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: photoColour } })
      .jpeg()
      .toBuffer();
    const refusal = page.getByRole('alert').filter({ hasText: /photo/ });
    await owner.attach(ownPhoto, { name: 'small.jpg', mimeType: 'image/jpeg', buffer: small });
    await expect(refusal).toHaveText(/This photo is 400 × 300 pixels: too small.*at least 1600 × 1000 pixels/);
    await owner.attach(ownPhoto, { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
    await expect(refusal).toHaveText(/This file is not a photo the site can use/);
  });
  // Refused before anything was saved: nothing new under brands/.
  expect(filesUnder(root, 'brands')).toEqual(brandsBefore);
  expect(errors, 'uncaught errors on the editor’s page').toEqual([]);

  for (const { task, clicks, seconds } of owner.report)
    console.log(`owner task: ${task}: ${clicks} clicks, ${seconds.toFixed(1)} s`);

  // The brand builds with every change, and the other brand built is as before.
  const result = await buildIn(root, { BRANDS: brandId });
  expect(result.status, result.stderr).toBe(0);
  const built = join(root, 'dist', brandId);
  const home = readFileSync(join(built, 'index.html'), 'utf8');
  const contact = readFileSync(join(built, 'contact.html'), 'utf8');
  expect(home).toContain(newHeadline);
  expect(home).toContain('href="tel:+442079460123"');
  expect(home).toContain('https://wa.me/442079460123');
  expect(home).toContain('020\u00a07946\u00a00123');
  const [hours] = hoursLists(contact);
  expect(hours).toBe(`Monday – Friday 8:00 AM – 6:00 PM Saturday Closed Sunday Closed ${sundayNote}`);
  for (const list of [...hoursLists(home), ...hoursLists(contact)]) expect(list).toBe(hours);
  expect(contact).toContain('Phone lines open Monday to Friday');
  expect(readFileSync(join(built, 'reviews.html'), 'utf8')).toContain(review.text.slice(0, 40));
  // What customers can check: beside the first call to action, on the service's page, at the foot of every page.
  expect(home).toContain('£5 million public liability cover');
  expect(home).toContain(`Company no. ${proof.companyNumber}`);
  expect(readFileSync(join(built, 'tree-surgery.html'), 'utf8')).toContain('From £350 per tree');
  expect(contact).toContain(
    `${proof.registeredName}, registered in England and Wales, company number ${proof.companyNumber}.`,
  );
  const otherId = listFiles(join(root, 'dist'))
    .find((f) => !f.startsWith(brandId) && !f.startsWith('_') && /^[^/]+\/index\.html$/.test(f))!
    .split('/')[0]!;
  expect(folderHashes(join(root, 'dist', otherId))).toEqual(folderHashes(join(before, otherId)));
});

test('npm run admin opens the editor with a broken brand file, and says what is wrong', async ({ page }) => {
  const { root } = copy!;
  await stopAdmin(admin);
  const original = read(root, brandFile);
  writeFileSync(join(root, brandFile), original.replace(/"phone": "[^"]+"/, '"phone": "12345"'));
  try {
    admin = startAdmin(root, await freePort(), await freePort());
    await waitForEditor(admin);
    const response = await fetch(editorUrl(admin));
    expect(response.headers.get('content-security-policy')).toBe(adminContentSecurityPolicy({ localBackend: true }));
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await page.goto(editorUrl(admin));
    await page.getByRole('button', { name: 'Login' }).click();
    const problem = `${brandFile}: field "phone" must be a UK phone number`;
    await expect(page.getByRole('alert').filter({ hasText: 'The site cannot be built' })).toContainText(problem);
    await expect.poll(() => admin!.output()).toContain(problem);
    // The owner puts it right in the editor.
    await page.goto(`${editorUrl(admin)}#/collections/${collectionName(brandId, 'contact')}/entries/contact`);
    await page.getByLabel('Phone number', { exact: true }).fill('0118 496 0000');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    await expect.poll(() => readData(root, brandFile)?.phone).toBe('0118 496 0000');
    await expect(page.getByRole('alert').filter({ hasText: 'The site cannot be built' })).toBeHidden({
      timeout: 20_000,
    });
  } finally {
    writeFileSync(join(root, brandFile), original);
  }
});

/** Whether something accepts connections on `host`:`port`. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 3_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

test('its backend answers on 127.0.0.1 only, and for files under brands/ only', async () => {
  const { root } = copy!;
  const external = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
  expect(await answers('127.0.0.1', admin!.backendPort)).toBe(true);
  // A machine with no other interface has no one else on its network to refuse.
  if (external) expect(await answers(external, admin!.backendPort)).toBe(false);
  const api = (body: unknown) =>
    fetch(`http://127.0.0.1:${admin!.backendPort}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: `http://localhost:${admin!.port}` },
      body: JSON.stringify(body),
    });
  const write = await api({
    action: 'persistMedia',
    params: {
      branch: 'main',
      asset: { path: 'scripts/evil.ts', content: 'eA==', encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  });
  expect(write.status).toBe(403);
  expect(existsSync(join(root, 'scripts/evil.ts'))).toBe(false);
  expect((await api({ action: 'getEntry', params: { branch: 'main', path: 'package.json' } })).status).toBe(403);
  expect((await api({ action: 'getEntry', params: { branch: 'main', path: 'brands/../package.json' } })).status).toBe(
    403,
  );
  const entry = (await (await api({ action: 'getEntry', params: { branch: 'main', path: brandFile } })).json()) as {
    data: string;
  };
  expect(JSON.parse(entry.data).id).toBe(brandId);
});

test('a start that fails says why, and leaves nothing running', async () => {
  const { root } = copy!;
  await stopAdmin(admin);
  const holder: Server = createServer();
  const taken = await freePort();
  await new Promise<void>((resolve) => holder.listen(taken, '127.0.0.1', resolve));
  try {
    // The editor's own port taken: the backend it had started is stopped again.
    const backendPort = await freePort();
    const first = startAdmin(root, taken, backendPort);
    expect(await first.exited).toBe(1);
    expect(first.output()).toContain(`npm run admin could not start: port ${taken} is already in use`);
    expect(first.output()).not.toMatch(/EADDRINUSE|at .*\.ts:\d+/);
    expect(await answers('127.0.0.1', backendPort)).toBe(false);
    // The backend's port taken.
    const port = await freePort();
    const second = startAdmin(root, port, taken);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`port ${taken} (the editor's local backend) is already in use`);
    expect(await answers('127.0.0.1', port)).toBe(false);
  } finally {
    holder.close();
  }
});
