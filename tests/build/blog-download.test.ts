/**
 * The blog's Download links as every built brand serves them, with no script: on /blog and on each
 * article, a plain `<a download>` (outside any island) to the article's text file built with the site,
 * named from its title; the file holds the title, the whole article and its link on the brand's own
 * origin, and is served as UTF-8 text with the site's security headers. What a browser saves is
 * checked in each engine (tests/e2e/islands-pages.spec.ts, tests/e2e/engines/download.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textFileName } from '../../src/lib/blog-text.ts';
import { parseHtml, queryAll, queryOne, textIn } from '../support/dom.ts';
import { head, rawRequest, startTestServer } from './support/raw-http.ts';
import { builtBrands, distDir } from './support/site.ts';

let server: Server;
let port: number;
beforeAll(async () => ({ server, port } = await startTestServer()));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const slugs = readdirSync(join(distDir, id, 'blog'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, ''));

  it('has an article', () => expect(slugs.length).toBeGreaterThan(0));

  describe.each(slugs)('%s', (slug) => {
    const article = parseHtml(readFileSync(join(distDir, id, 'blog', `${slug}.html`), 'utf8'));
    const title = textIn(queryOne('h1', article)!).trim();
    const href = `/blog/${slug}.txt`;

    it.each([
      ['the article', article],
      ['/blog', parseHtml(readFileSync(join(distDir, id, 'blog.html'), 'utf8'))],
    ])('%s links to its text file with `download` and the title as the file name, outside any island', (_, page) => {
      const links = queryAll(`a[href="${href}"]`, page);
      expect(links).toHaveLength(1);
      expect(decode(links[0]!.attribs.download ?? '')).toBe(textFileName(title));
      expect(textFileName(title)).toMatch(/^[^\\/:*?"<>|]+\.txt$/);
      expect(queryAll(`astro-island a[href="${href}"]`, page)).toEqual([]);
    });

    it('the file holds the title, the whole article and its link on the brand’s origin', () => {
      const text = readFileSync(join(distDir, id, 'blog', `${slug}.txt`), 'utf8');
      expect(text.startsWith(`${title}\n`)).toBe(true);
      expect(text).toContain(`Online: https://${brand.hostnames[0]}/blog/${slug}\n`);
      expect(text).toContain(brand.phone);
      // Every paragraph of the article is in it (the last one too), compared by its words: the page
      // has typographic quotes and dashes where the text file keeps the Markdown's own.
      const words = (value: string) => value.replace(/[^a-z0-9]+/gi, ' ').trim();
      const paragraphs = queryAll('article div > p', article)
        .filter((p) => queryAll('a', p).length === 0)
        .map((p) => words(textIn(p)))
        .filter((p) => p.length > 40);
      expect(paragraphs.length).toBeGreaterThan(3);
      const flat = words(text);
      for (const paragraph of paragraphs) expect(flat).toContain(paragraph);
      expect(text).not.toMatch(/<[a-z][^>]*>/i);
    });

    it('is served as UTF-8 text with the security headers, on the brand’s host only', async () => {
      const response = await rawRequest(port, head('GET', href, brand.hostnames[0]!));
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.body.startsWith(title)).toBe(true);
      expect(response.body).toContain(brand.phone);
    });
  });
});
