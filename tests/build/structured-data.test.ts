/**
 * Structured data on every page of every brand: every JSON-LD block parses, and every typed
 * node — top level or nested (a Review inside a business, an author inside a post) — carries
 * the properties Google requires for its rich results:
 * https://developers.google.com/search/docs/appearance/structured-data (local business,
 * breadcrumb, review snippet, article).
 */
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { canonicalUrl } from '../../src/lib/seo.ts';
import { builtBrands, pagesOf, parseHtml, type BuiltPage } from './support/site.ts';

type Node = Record<string, unknown>;

const articlePath = '/blog/understanding-tree-surgery-west-london-slough';
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] =>
  [node['@type']].flat().filter((type): type is string => typeof type === 'string');
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const named = (value: unknown) =>
  [value].flat().every((item) => typeof item === 'string' || (isNode(item) && present(item.name)));

/** Every node with an @type, depth first, with a JSON path for messages. */
function typedNodes(value: unknown, path = '$'): { node: Node; path: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => typedNodes(item, `${path}[${index}]`));
  if (!isNode(value)) return [];
  const own = typesOf(value).length ? [{ node: value, path }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => typedNodes(child, `${path}.${key}`))];
}

const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Problems with one node, by Google's required properties for its type. */
function problemsOf(node: Node, brand: Brand, topLevel: boolean): string[] {
  const problems: string[] = [];
  const need = (key: string, ok = present(node[key])) => {
    if (!ok) problems.push(`${typesOf(node).join('/')} needs ${key}`);
  };
  for (const type of typesOf(node)) {
    switch (type) {
      case 'HomeAndConstructionBusiness':
      case 'LocalBusiness': {
        need('name', node.name === brand.businessName);
        const address = node.address;
        need('address', isNode(address) && typesOf(address).includes('PostalAddress'));
        if (isNode(address))
          for (const key of ['addressLocality', 'postalCode', 'addressCountry'])
            need(`address.${key}`, present(address[key]));
        // Recommended rather than required; the site-wide block carries them, references (itemReviewed) need not.
        if (topLevel) {
          need('telephone');
          need('url on its own origin', typeof node.url === 'string' && node.url.startsWith(brand.canonical));
        }
        break;
      }
      case 'BreadcrumbList': {
        const items = node.itemListElement;
        need('itemListElement with at least 2 items', Array.isArray(items) && items.length >= 2);
        if (Array.isArray(items)) {
          items.forEach((item: unknown, index) => {
            const ok =
              isNode(item) &&
              item.position === index + 1 &&
              present(item.name) &&
              typeof item.item === 'string' &&
              item.item.startsWith(`${brand.canonical}/`);
            if (!ok)
              problems.push(
                `BreadcrumbList item ${index + 1} needs position ${index + 1}, name and an own-origin item URL`,
              );
          });
        }
        break;
      }
      case 'ListItem':
        break; // checked with its list
      case 'Review':
        need('itemReviewed (with a name)', isNode(node.itemReviewed) ? present(node.itemReviewed.name) : false);
        need('reviewRating', isNode(node.reviewRating) && present(node.reviewRating.ratingValue));
        need('author (with a name)', present(node.author) && named(node.author));
        break;
      case 'Rating': {
        const value = Number(node.ratingValue);
        need(
          'ratingValue between worstRating and bestRating',
          value >= Number(node.worstRating ?? 1) && value <= Number(node.bestRating ?? 5),
        );
        break;
      }
      case 'AggregateRating':
        need('ratingValue');
        need('reviewCount or ratingCount', present(node.reviewCount) || present(node.ratingCount));
        break;
      case 'BlogPosting':
      case 'Article':
        need(
          'headline (at most 110 characters)',
          typeof node.headline === 'string' && node.headline.length > 0 && node.headline.length <= 110,
        );
        need('datePublished (ISO 8601)', typeof node.datePublished === 'string' && isoDate.test(node.datePublished));
        if (present(node.dateModified)) need('dateModified (ISO 8601)', isoDate.test(String(node.dateModified)));
        need('author (with a name)', present(node.author) && named(node.author));
        need('image', present(node.image));
        break;
    }
  }
  return problems;
}

interface Block {
  page: string;
  index: number;
  data?: unknown;
  error?: string;
}

async function jsonLdBlocks(page: BuiltPage): Promise<Block[]> {
  const root = await parseHtml(page.html, page.file);
  return root.querySelectorAll('script[type="application/ld+json"]').map((script, index) => {
    try {
      return { page: page.path, index, data: JSON.parse(script.textContent) as unknown };
    } catch (error) {
      return { page: page.path, index, error: (error as Error).message };
    }
  });
}

describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  const pages = pagesOf(id);

  it('has JSON-LD blocks that all parse, with the properties their types require', { timeout: 60_000 }, async () => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const block of await jsonLdBlocks(page)) {
        const where = `${block.page} block ${block.index + 1}`;
        if (block.error) {
          problems.push(`${where}: does not parse (${block.error})`);
          continue;
        }
        for (const root of [block.data].flat()) {
          if (!isNode(root) || root['@context'] !== 'https://schema.org')
            problems.push(`${where}: needs "@context": "https://schema.org"`);
        }
        for (const { node, path } of typedNodes(block.data)) {
          for (const problem of problemsOf(node, brand, path === '$')) problems.push(`${where} ${path}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    'describes the business on every page and the breadcrumb trail below the home page',
    { timeout: 60_000 },
    async () => {
      for (const page of pages) {
        const nodes = (await jsonLdBlocks(page)).flatMap((block) => typedNodes(block.data).map(({ node }) => node));
        expect(
          nodes.filter((node) => typesOf(node).includes('HomeAndConstructionBusiness')).length,
          page.path,
        ).toBeGreaterThanOrEqual(1);
        const crumbs = nodes.filter((node) => typesOf(node).includes('BreadcrumbList'));
        if (page.path === '/' || page.path === '/404') expect(crumbs, page.path).toHaveLength(0);
        else {
          expect(crumbs, page.path).toHaveLength(1);
          const items = crumbs[0]!.itemListElement as Node[];
          expect(items.at(-1)!.item, `${page.path}: last crumb is the page itself`).toBe(
            canonicalUrl(brand, page.path),
          );
        }
      }
    },
  );

  it('marks up the testimonials on /reviews as Reviews of the business', async () => {
    const page = pages.find((p) => p.path === '/reviews');
    expect(page, '/reviews is built').toBeDefined();
    const nodes = (await jsonLdBlocks(page!)).flatMap((block) => typedNodes(block.data).map(({ node }) => node));
    const reviews = nodes.filter((node) => typesOf(node).includes('Review'));
    // The first ten of the brand's own testimonials (a brand without any has none to mark up).
    expect(reviews).toHaveLength(Math.min(10, page!.html.match(/<blockquote/g)?.length ?? 0));
    for (const review of reviews)
      expect((review.itemReviewed as Node | undefined)?.name ?? brand.businessName).toBe(brand.businessName);
  });

  it('marks up the blog article as a BlogPosting', async () => {
    const page = pages.find((p) => p.path === articlePath);
    expect(page, `${articlePath} is built`).toBeDefined();
    const nodes = (await jsonLdBlocks(page!)).flatMap((block) => typedNodes(block.data).map(({ node }) => node));
    const posts = nodes.filter((node) => typesOf(node).includes('BlogPosting'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.datePublished).toMatch(/^2024-09-24/);
  });
});
