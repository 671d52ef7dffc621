/** BlogPosting structured data for an article page (rendered by BaseLayout through `schemas`). */
import type { BlogPosting, WithContext } from 'schema-dts';
import type { Brand } from '../../lib/brand.ts';
import { absoluteUrl, canonicalUrl } from '../../lib/seo.ts';
import { isoDay } from './blog-text.ts';

interface ArticleFacts {
  slug: string;
  title: string;
  description: string;
  date: Date;
  updated?: Date;
  category: string;
  /** Root-relative or absolute URL of the article image. */
  image: string;
  wordCount: number;
}

export function blogPostingJsonLd(brand: Brand, article: ArticleFacts): WithContext<BlogPosting> {
  const url = canonicalUrl(brand, `/blog/${article.slug}`);
  const organisation = { '@type': 'Organization' as const, name: brand.businessName, url: `${brand.canonical}/` };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: isoDay(article.date),
    dateModified: isoDay(article.updated ?? article.date),
    author: organisation,
    publisher: { ...organisation, logo: { '@type': 'ImageObject', url: absoluteUrl(brand, '/apple-touch-icon.png') } },
    image: absoluteUrl(brand, article.image),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.category,
    wordCount: article.wordCount,
    inLanguage: 'en-GB',
  };
}
