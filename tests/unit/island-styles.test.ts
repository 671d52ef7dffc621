/** Astro's island <style> is moved from <body> into <head> after the build (src/after-build/island-styles.ts). */
import { describe, expect, it } from 'vitest';
import { islandStyle, islandStyleToHead } from '../../src/after-build/island-styles.ts';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe('islandStyleToHead', () => {
  it('moves the rule from the body to the end of the head, once', () => {
    const island = `<astro-island uid="a"></astro-island>`;
    const html = page('', `<main><h2>Reviews</h2>${islandStyle}<script>x()</script>${island}</main>`);
    expect(islandStyleToHead(html)).toBe(
      page(islandStyle, `<main><h2>Reviews</h2><script>x()</script>${island}</main>`),
    );
  });

  it('writes it once when the body held it twice, and not again when the head has it', () => {
    const html = page(islandStyle, `${islandStyle}<p>a</p>${islandStyle}`);
    expect(islandStyleToHead(html)).toBe(page(islandStyle, '<p>a</p>'));
  });

  it('leaves a page without islands as it was', () => {
    const html = page('<style>:root{--a:1}</style>', '<p>text</p>');
    expect(islandStyleToHead(html)).toBe(html);
  });

  it('is the rule Astro writes', () => {
    expect(islandStyle).toMatch(/^<style>astro-island[^<]*\{display:contents\}<\/style>$/);
  });
});
