/**
 * Pure helpers behind the content pages: blog dates and download texts, the BlogPosting and
 * Review structured data, and the collection data whose values are fixed (counts, exact price texts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleText, formatLongDate, markdownToPlainText } from '../../src/lib/blog-text.ts';
import { quoteReplyPromise } from '../../src/lib/business.ts';
import { blogPostingJsonLd, reviewJsonLd } from '../../src/lib/seo.ts';
import { fixtureBrands } from '../fixtures/brands.ts';

const brand = fixtureBrands[0]!;
const json = <T>(file: string) => JSON.parse(readFileSync(`src/content/${file}`, 'utf8')) as T;
const post = {
  title: 'Understanding Tree Surgery in West London & Slough',
  excerpt: 'What tree surgery involves and how to choose a tree surgeon.',
  date: new Date('2024-09-24'),
  category: 'Tree Surgery',
  readTime: '5 min read',
  author: 'Our tree surgery team',
};

describe('blog text', () => {
  it('formats dates in the en-GB long style without shifting the day', () => {
    expect(formatLongDate(new Date('2024-09-24'))).toBe('24 September 2024');
    expect(formatLongDate(new Date('2024-01-01'))).toBe('1 January 2024');
  });

  it('turns Markdown into readable plain text', () => {
    const text = markdownToPlainText(
      '## Heading\n\nSome **bold** and [a link](https://example.com).\n\n* item one\n- item two',
    );
    expect(text).toBe('Heading\n=======\n\nSome bold and a link (https://example.com).\n\n- item one\n- item two');
  });

  it('builds the article download with the whole body and the contact details', () => {
    const text = articleText(post, '## What is tree surgery?\n\nSkilled care of trees.', 'https://e.example/blog/x', {
      businessName: 'Example Ltd',
      phone: '07700 900123',
      email: 'hello@example.com',
    });
    expect(text).toContain('24 September 2024 · Tree Surgery · 5 min read');
    expect(text).toContain('What is tree surgery?\n=====================');
    expect(text).toContain('Phone: 07700 900123');
  });
});

describe('structured data', () => {
  it('describes the article as a BlogPosting with the fields search engines need', () => {
    const data = blogPostingJsonLd(brand, {
      slug: 'understanding-tree-surgery-west-london-slough',
      title: post.title,
      description: post.excerpt,
      date: post.date,
      category: post.category,
      image: '/_astro/blog.webp',
      wordCount: 1000,
    });
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2024-09-24',
      dateModified: '2024-09-24',
      author: { name: brand.businessName },
      publisher: { name: brand.businessName },
      image: `${brand.canonical}/_astro/blog.webp`,
      mainEntityOfPage: { '@id': `${brand.canonical}/blog/understanding-tree-surgery-west-london-slough` },
    });
  });

  it('ties each Review to the business JSON-LD by @id and leaves out an unknown date', () => {
    const data = reviewJsonLd(brand, { name: 'Sam D.', date: '', platform: 'Bark', rating: 5, text: 'Great work.' });
    expect(data.itemReviewed).toMatchObject({ '@id': `${brand.canonical}/#business`, name: brand.businessName });
    expect(data).not.toHaveProperty('datePublished');
    expect(data.reviewRating).toMatchObject({ ratingValue: 5, bestRating: 5 });
  });
});

describe('content with fixed values', () => {
  it('quotes the six delivery zones with the exact price texts', () => {
    const zones = json<{ title: string; price: string }[]>('delivery-zones.json').map((z) => `${z.title} ${z.price}`);
    expect(zones).toEqual([
      'North West £30-£50',
      'North and Midlands £50-£80',
      'South and East £80-£120',
      'Scotland £100-£150',
      'Wales £60-£90',
      'Northern Ireland £150-£200 (extra shipping arrangements)',
    ]);
  });

  it('keeps the five required area pages with their town counts (14, 14, 12, 13, 20), every area without repeats', () => {
    const areas = json<{ id: string; towns: string[]; specialists?: unknown[] }[]>('areas.json');
    const counts = Object.fromEntries(areas.map((area) => [area.id, area.towns.length]));
    // The five required areas, whatever others the list adds (a new area is one entry, no test to edit).
    expect(counts).toMatchObject({ wiltshire: 14, berkshire: 14, slough: 12, hillingdon: 13, 'west-london': 20 });
    for (const area of areas) expect(new Set(area.towns).size).toBe(area.towns.length);
    expect(areas.find((area) => area.id === 'west-london')!.specialists).toHaveLength(3);
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
    // The quote-reply promise is stated once (src/lib/business.ts); the areas name it as {quoteReply}.
    expect(readFileSync('src/content/areas.json', 'utf8')).not.toContain(quoteReplyPromise);
  });

  it('has six gallery projects and none in decking', () => {
    const projects = json<{ category: string }[]>('gallery.json');
    expect(projects).toHaveLength(6);
    expect(projects.map((p) => p.category)).not.toContain('decking');
  });
});
