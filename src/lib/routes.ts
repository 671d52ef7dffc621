/**
 * The site's route table (every route, none with parameters): tests, measurement and screenshot scripts walk this list.
 * The service pages come from the service catalogue (src/content/services.json), the area pages
 * from the area list (src/content/areas.json): a new entry in either is a new route here.
 */
import areaFile from '../content/areas.json' with { type: 'json' };
import { headerServiceLinks, servicePageRoutes, type NavLink, type Offer } from './service-catalogue.ts';

/** The area pages (pages/[area].astro), one per entry of src/content/areas.json, in its order. */
export function areaRoutes(areas: readonly { id: string }[] = areaFile): string[] {
  return areas.map((area) => `/${area.id}`);
}

export const routes: readonly string[] = [
  '/',
  ...servicePageRoutes(),
  '/services',
  '/gallery',
  '/about',
  '/contact',
  '/delivery-info',
  '/reviews',
  ...areaRoutes(),
  '/blog',
  '/blog/understanding-tree-surgery-west-london-slough',
  '/client-updates',
  '/privacy',
];

/**
 * The pages that are themselves a form a visitor fills in (the enquiry, the website-updates request):
 * the welcome dialog, which offers the quote form, does not open over them.
 */
export const formRoutes: readonly string[] = ['/contact', '/client-updates'];

/** The built file for a route (Astro's build.format "file"). */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The header's links (and the side panel's): the services the brand offers, its lead services (`focus`) first,
 * between Home and the site's own pages.
 */
export function headerNavigation(offer: Offer = {}): NavLink[] {
  return [
    { href: '/', label: 'Home' },
    ...headerServiceLinks(offer),
    { href: '/services', label: 'Services' },
    { href: '/gallery', label: 'Gallery' },
    { href: '/about', label: 'About Us' },
    { href: '/contact', label: 'Contact' },
  ];
}

export const footerNavigation = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/client-updates', label: 'Website Updates' },
  { href: '/privacy', label: 'Privacy Notice' },
] as const;
