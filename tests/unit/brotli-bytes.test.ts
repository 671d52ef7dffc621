/**
 * Whether a page fits a limit as served (brotli quality 11), answered from a quick quality-5 estimate
 * when that settles it (src/after-build/brotli-bytes.ts): the answer is quality 11's, whatever the size.
 */
import { describe, expect, it } from 'vitest';
import { brotliCompressSync, constants } from 'node:zlib';
import { brotliBytes, fitsIn } from '../../src/after-build/brotli-bytes.ts';

/** A page-like document: repeated markup with varied words, as a built page has. */
function page(sections: number, seed = 1): string {
  let state = seed;
  const word = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return ['garden', 'fence', 'hedge', 'patio', 'lawn', 'tree', 'quote', 'Berkshire', 'turf', 'oak'][state % 10]!;
  };
  const parts = Array.from(
    { length: sections },
    (_, i) =>
      `<section class="mx-auto max-w-6xl px-4 py-12 sm:px-6" id="s${i}"><h2 class="text-2xl font-bold">${word()} ${word()}</h2><p class="mt-2 text-stone-700">${Array.from({ length: 40 }, word).join(' ')} ${i * 7919}</p></section>`,
  );
  return `<!doctype html><html lang="en-GB"><head><title>x</title></head><body><main>${parts.join('')}</main></body></html>`;
}

describe('fitsIn', () => {
  it('gives quality 11’s answer at every limit around the page’s size', () => {
    for (const sections of [20, 60, 120]) {
      const html = page(sections);
      const exact = brotliBytes(html);
      for (const limit of [0.7, 0.85, 0.95, 1, 1.05, 1.2, 1.5].map((share) => Math.round(exact * share)))
        expect(fitsIn(html, limit), `${sections} sections, limit ${limit} B, exact ${exact} B`).toBe(exact <= limit);
    }
  });

  it('takes no page for fitting that does not: quality 11 is never larger than quality 5', () => {
    for (const html of [page(5), page(60, 7), page(400, 3)]) {
      const quality5 = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
      expect(brotliBytes(html)).toBeLessThanOrEqual(quality5);
    }
  });
});
