/**
 * Which pages the browser sweeps visit. Every route of every brand keeps its build-level checks
 * (tests/build: links, Nu checker, html-validate, budgets, structured data, the CSP against the
 * markup, the carried CSS against the stylesheet); the browser, which costs seconds a page, visits
 * what differs: every route of the default brand, each page template in every hero style and every
 * header style the brands have (spread over the brands that share a style), and each brand's home and
 * lead pages, where its own look shows most. A new brand in a look already seen adds only its lead pages.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Brand } from '../../../src/lib/brand-schema.ts';
import { resolveLook } from '../../../src/lib/brand-look.ts';
import { areaRoutes, routes } from '../../../src/lib/routes.ts';
import { outOfAreaRoutes } from '../../../src/lib/local-proof.ts';
import { servicePageRoutes } from '../../../src/lib/service-catalogue.ts';
import areas from '../../../src/content/areas.json' with { type: 'json' };

const pagesDir = new URL('../../../src/pages/', import.meta.url).pathname;

/** The dynamic routes of src/pages/ and the lists their pages come from. */
const dynamicRoutes: Record<string, () => string[]> = {
  '[service].astro': () => servicePageRoutes(),
  '[area].astro': () => areaRoutes(),
};

/** An unknown path: the brand's not-found page, status 404 (src/pages/404.astro). */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * The file of src/pages that renders a route: its own file (`about.astro`, `blog/index.astro`), else
 * the dynamic route of its folder (`[service].astro`, `[area].astro`, `blog/[slug].astro`).
 */
export function templateOf(route: string): string {
  if (route === notFoundPath) return '404.astro';
  const segments = route === '/' ? ['index'] : route.slice(1).split('/');
  const folder = segments.slice(0, -1).join('/');
  const name = segments.at(-1)!;
  for (const own of [`${name}.astro`, `${name}/index.astro`])
    if (existsSync(join(pagesDir, folder, own))) return join(folder, own);
  const dynamic = readdirSync(join(pagesDir, folder)).filter((file) => /^\[[^\].]+\]\.astro$/.test(file));
  // Two dynamic routes side by side: the lists they are made from tell them apart.
  const made = dynamic.filter((file) => !(file in dynamicRoutes) || dynamicRoutes[file]!().includes(route));
  if (made.length !== 1) throw new Error(`No single page template for ${route} in src/pages/${folder}`);
  return join(folder, made[0]!);
}

/** Every route and the not-found page. */
export const allPaths: string[] = [...routes, notFoundPath];

/** A brand's home and lead service pages: where its hero style shows most. */
export function leadPages(brand: Pick<Brand, 'focus'>): string[] {
  return ['/', ...brand.focus.map((id) => `/${id}`).filter((route) => routes.includes(route))];
}

/**
 * One route per page template, for a brand: its lead services' pages (`focus`) and an area it works in
 * come first, so the service and area templates are seen as the brand puts them forward.
 */
export function onePerTemplate(brand: Pick<Brand, 'focus' | 'serviceAreas'>): string[] {
  const outside = new Set(outOfAreaRoutes(brand, areas));
  const ownAreas = areaRoutes().filter((route) => !outside.has(route));
  const chosen = new Map<string, string>();
  for (const route of [...leadPages(brand), ...ownAreas, ...allPaths])
    if (!chosen.has(templateOf(route))) chosen.set(templateOf(route), route);
  return allPaths.filter((route) => [...chosen.values()].includes(route));
}

/**
 * The laptop sweep, by brand id: every route of the default brand; on the others their lead pages,
 * and each page template once in every hero style and every header style it has not been seen in yet,
 * taken in turn from the brands that have that style.
 */
export function laptopSample(brands: Brand[]): Map<string, string[]> {
  const seen = new Set<string>();
  const variants = (brand: Brand, route: string) => {
    const { hero, header } = resolveLook(brand);
    return [`${templateOf(route)} hero:${hero}`, `${templateOf(route)} header:${header}`];
  };
  const chosen = new Map<string, Set<string>>(brands.map((brand) => [brand.id, new Set<string>()]));
  const choose = (brand: Brand, route: string) => {
    chosen.get(brand.id)!.add(route);
    for (const variant of variants(brand, route)) seen.add(variant);
  };
  const others = brands.filter((brand) => !brand.default);
  for (const brand of brands) for (const route of brand.default ? allPaths : leadPages(brand)) choose(brand, route);
  const templates = [...new Set(allPaths.map(templateOf))];
  templates.forEach((template, index) => {
    for (let turn = 0; turn < others.length; turn++) {
      const brand = others[(index + turn) % others.length]!;
      const route = onePerTemplate(brand).find((candidate) => templateOf(candidate) === template)!;
      if (variants(brand, route).some((variant) => !seen.has(variant))) choose(brand, route);
    }
  });
  return new Map(brands.map((brand) => [brand.id, allPaths.filter((route) => chosen.get(brand.id)!.has(route))]));
}
