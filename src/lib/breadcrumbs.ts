/** Breadcrumbs from a URL path: Home first, each segment title-cased by splitting on hyphens. */
export interface BreadcrumbItem {
  label: string;
  /** Absent on the last item: the current page is not a link. */
  href?: string;
}

export function titleCase(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** `/blog/some-post` → Home › Blog › Some Post. Labels may be overridden per path (e.g. a post's real title). */
export function breadcrumbsFromPath(path: string, labels: Record<string, string> = {}): BreadcrumbItem[] {
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const label = labels[href] ?? titleCase(decodeURIComponent(segment));
    items.push(index === segments.length - 1 ? { label } : { label, href });
  });
  return items;
}

/** Breadcrumbs are only shown (and only emit structured data) below the home page. */
export function shouldShowBreadcrumbs(items: BreadcrumbItem[]): boolean {
  return items.length > 1;
}
