import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath, shouldShowBreadcrumbs, titleCase } from '../../src/lib/breadcrumbs.ts';

describe('breadcrumbs', () => {
  it('title-cases a segment by splitting on hyphens', () => {
    expect(titleCase('artificial-turf')).toBe('Artificial Turf');
    expect(titleCase('west-london')).toBe('West London');
    expect(titleCase('about')).toBe('About');
  });

  it('starts with Home and leaves the last item unlinked', () => {
    expect(breadcrumbsFromPath('/blog/understanding-tree-surgery-west-london-slough')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Understanding Tree Surgery West London Slough' },
    ]);
  });

  it('accepts label overrides by path', () => {
    const items = breadcrumbsFromPath('/blog/post', { '/blog/post': 'A Real Title' });
    expect(items.at(-1)).toEqual({ label: 'A Real Title' });
  });

  it('is hidden when only Home is present', () => {
    expect(shouldShowBreadcrumbs(breadcrumbsFromPath('/'))).toBe(false);
    expect(shouldShowBreadcrumbs(breadcrumbsFromPath('/fencing'))).toBe(true);
  });

  it('ignores trailing slashes and query strings', () => {
    expect(breadcrumbsFromPath('/client-updates/?x=1#top')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Client Updates' },
    ]);
  });
});
