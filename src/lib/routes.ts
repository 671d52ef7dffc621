/** The route table of SPEC section 2: tests, measurement and screenshot scripts walk this list. */
export const routes = [
  '/',
  '/fencing',
  '/patio',
  '/artificial-turf',
  '/tree-surgery',
  '/hedge-trimming',
  '/landscaping',
  '/turfing',
  '/garden-transformation',
  '/services',
  '/gallery',
  '/about',
  '/contact',
  '/delivery-info',
  '/reviews',
  '/wiltshire',
  '/berkshire',
  '/slough',
  '/hillingdon',
  '/west-london',
  '/blog',
  '/blog/understanding-tree-surgery-west-london-slough',
  '/client-updates',
  '/privacy',
] as const;

export type RoutePath = (typeof routes)[number];

/** The built file for a route (Astro's build.format "file"). */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

export const headerNavigation = [
  { href: '/', label: 'Home' },
  { href: '/fencing', label: 'Fencing' },
  { href: '/patio', label: 'Patio' },
  { href: '/artificial-turf', label: 'Artificial Turf' },
  { href: '/tree-surgery', label: 'Tree Surgery' },
  { href: '/hedge-trimming', label: 'Hedge Trimming' },
  { href: '/services', label: 'Services' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About Us' },
  { href: '/contact', label: 'Contact' },
] as const;

export const footerNavigation = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/blog', label: 'Blog' },
  { href: '/contact', label: 'Contact' },
  { href: '/client-updates', label: 'Website Updates' },
  { href: '/privacy', label: 'Privacy Notice' },
] as const;
