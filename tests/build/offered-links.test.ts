/**
 * One truth per brand: no page of a brand links to a service it does not offer (its header, side panel, footer,
 * cards, chips and copy alike), except that service's own "we do not offer this" page (src/layouts/
 * ServiceNotOffered.astro), which points to what the brand does instead. Every built page of every brand.
 */
import { describe, expect, it } from 'vitest';
import { notOfferedRoutes, serviceSubpages } from '../../src/lib/service-catalogue.ts';
import { attr, builtBrands, pagesOf, parseHtml } from './support/site.ts';

/** The service a not-offered route is about: its own page (/fencing) or one of its subpages (/delivery-info). */
const serviceOf = (route: string) => serviceSubpages[route] ?? route.slice(1);

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  const notOffered = notOfferedRoutes(brand);

  it('links to no service it does not offer, outside that service’s own “not offered” pages', async () => {
    const found: string[] = [];
    for (const page of pagesOf(brand.id)) {
      // The pages of one service the brand does not offer may point to each other (/artificial-turf, /delivery-info).
      const own = notOffered.includes(page.path) ? serviceOf(page.path) : undefined;
      const root = await parseHtml(page.html);
      for (const link of root.querySelectorAll('a[href]')) {
        const path = (attr(link, 'href') ?? '').replace(/[?#].*$/, '');
        if (notOffered.includes(path) && serviceOf(path) !== own) found.push(`${page.path} → ${path}`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
