/**
 * How much a file weighs as served: brotli at quality 11, as `npm run serve` and Netlify send it.
 * Quality 11 takes 40–75 ms on a built page; a question that only asks whether a page fits a limit
 * (fitsIn) is answered from quality 5 (about 1.5 ms) when that settles it.
 */
import { brotliCompressSync, constants } from 'node:zlib';

const atQuality = (content: Buffer | string, quality: number) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

export function brotliBytes(content: Buffer | string): number {
  return atQuality(content, 11);
}

/**
 * Whether `content` weighs at most `limit` bytes at quality 11 (brotliBytes). Quality 11 never comes
 * out larger than quality 5 (0.88–0.93 of it on every built page), so a page within the limit at
 * quality 5 is within it; any other is weighed at quality 11. Only the answer is taken from the
 * estimate, never a figure.
 */
export function fitsIn(content: string, limit: number): boolean {
  return atQuality(content, 5) <= limit || brotliBytes(content) <= limit;
}
