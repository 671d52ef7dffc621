/** Brand data and URLs for browser tests: `http://<brand-id>.localhost:<port>` selects a brand on `npm run serve`. */
import { brandOrigin } from '../../../scripts/browser.ts';
import { loadBrands } from '../../../src/render-time/load-brands.ts';

export const brands = loadBrands();
export const defaultBrand = brands[0]!;
export const port = Number(process.env.PORT ?? 4321);

export function brandUrl(brandId: string, path = '/'): string {
  return `${brandOrigin(brandId, port)}${path}`;
}
