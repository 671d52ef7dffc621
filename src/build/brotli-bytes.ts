/** How much a file weighs as served: brotli at quality 11, as `npm run serve` and Netlify send it. */
import { brotliCompressSync, constants } from 'node:zlib';

export function brotliBytes(content: Buffer | string): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}
