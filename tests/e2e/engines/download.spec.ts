/**
 * The blog's Download link with JavaScript off: the browser saves the article's built text file under
 * the title's name (the link's `download`), with the whole text. The links and the file themselves are
 * checked on every brand in tests/build/blog-download.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultBrand } from '../support/brands.ts';
import { expect, test } from './support/fixtures.ts';
import { laptop } from './support/visitor.ts';

const article = '/blog/understanding-tree-surgery-west-london-slough';
const fileName = 'Understanding Tree Surgery in West London & Slough.txt';

test('without JavaScript, Download article saves "<title>.txt" with the full text', async ({ open, front }) => {
  const downloads = mkdtempSync(join(tmpdir(), 'engine-downloads-'));
  try {
    const visitor = await open({ size: laptop, noScript: { downloads } });
    await visitor.goto(front.url(defaultBrand.id, article));
    await visitor.click(`a[download][href="${article}.txt"]`);
    // WebKit saves it under the link's name; Playwright, which takes Firefox's downloads, under an id of its own.
    const saved = () =>
      readdirSync(downloads).filter((file) =>
        visitor.engine === 'webkit' ? file === fileName : !file.endsWith('.part'),
      );
    const savedText = () => (saved().length === 1 ? readFileSync(join(downloads, saved()[0]!), 'utf8') : '');
    await expect
      .poll(savedText, { message: `one download in ${downloads}, written whole` })
      .toMatch(/^Understanding Tree Surgery in West London & Slough\n[\s\S]*Online: https:\/\/\S+\n$/);
    const text = savedText();
    expect(text.toLowerCase()).toContain('tree preservation order');
    expect(text).toContain(defaultBrand.phone);
  } finally {
    rmSync(downloads, { recursive: true, force: true });
  }
});
