/**
 * The current brand: the one module every page and component reads brand data from.
 * scripts/build.ts builds each brand with BRAND=<id>; without it the default brand is used.
 * Islands never import this: they receive plain props from the Astro component that mounts them.
 */
import { loadBrands, selectBrand } from './load-brands.ts';

export const brand = selectBrand(loadBrands(), process.env.BRAND);
