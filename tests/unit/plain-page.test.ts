/** The shell of the pages the build writes itself (src/hosting/plain-page.ts): the editor's page and the preview chooser. */
import { expect, it } from 'vitest';
import { editorPage } from '../../scripts/admin/bundle.ts';
import { chooserPage } from '../../src/hosting/preview.ts';
import { plainPage } from '../../src/hosting/plain-page.ts';

const brands = [
  { id: 'a', businessName: 'A & Co', default: true },
  { id: 'b', businessName: 'B Ltd', default: false },
];
/** The page up to its <title>: language, encoding, viewport and robots. */
const headOf = (html: string) => html.slice(0, html.indexOf('<title>')).replace(/content="noindex[^"]*"/, '');

it('writes a page in British English that search engines leave out, with its title, body and body style', () => {
  const html = plainPage({ title: 'T', robots: 'noindex', bodyStyle: 'margin:0', body: '<p>B</p>' });
  expect(html).toMatch(/^<!doctype html>\n<html lang="en-GB">\n<head>\n<meta charset="utf-8">\n/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain('<meta name="robots" content="noindex">\n<title>T</title>');
  expect(html).toContain('<body style="margin:0">\n<p>B</p>\n</body>\n</html>\n');
  expect(plainPage({ title: 'T', robots: 'noindex', body: '' })).toContain('<body>\n');
});

it("gives the editor's page and the preview chooser one head, each its own robots rule", () => {
  const editor = editorPage('editor.abc.js');
  const chooser = chooserPage(brands);
  expect(headOf(editor)).toBe(headOf(chooser));
  expect(editor).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(editor).toContain('<script type="module" src="/_admin/editor.abc.js"></script>');
  expect(chooser).toContain('<meta name="robots" content="noindex">');
  expect(chooser).toContain('<li><a href="/_preview/b">B Ltd</a></li>');
});
