import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection, type CollectionEntry } from 'astro:content';
import { articleText } from '../../lib/blog-text.ts';
import { canonicalUrl } from '../../lib/seo.ts';
import { brand } from '../../render-time/brand.ts';

/**
 * Each article as a plain-text file built with the site, at articleTextPath (/blog/<slug>.txt): what
 * its Download links save, on every browser and without script.
 */
export const getStaticPaths = (async () => {
  const posts = await getCollection('blog');
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ post: CollectionEntry<'blog'> }> = ({ props: { post } }) =>
  new Response(articleText(post.data, post.body ?? '', canonicalUrl(brand, `/blog/${post.id}`), brand), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
