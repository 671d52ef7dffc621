/**
 * Plain-text versions of blog content, computed at build time: each article is also built as a .txt
 * file (src/pages/blog/[slug].txt.ts) that the Download links save, and the dates are shown in the
 * en-GB long format.
 */

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** 2024-09-24 → "24 September 2024" (UTC, so the day never shifts with the build machine's zone). */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** "2024-09-24" for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Markdown as readable plain text: headings underlined, emphasis and link syntax removed. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      const text = stripInline(heading ? heading[2]! : line.replace(/^(\s*)[-*+]\s+/, '$1- '));
      if (!heading) return text;
      return `${text}\n${(heading[1]!.length <= 2 ? '=' : '-').repeat(text.length)}`;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function stripInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1');
}

export interface PostText {
  title: string;
  excerpt: string;
  date: Date;
  category: string;
  readTime: string;
  author: string;
}

/** Where an article's text file is built: /blog/<slug> → /blog/<slug>.txt. */
export function articleTextPath(slug: string): string {
  return `/blog/${slug}.txt`;
}

/** "Understanding Tree Surgery: A Guide" → "Understanding Tree Surgery A Guide.txt" (safe on every OS). */
export function textFileName(title: string): string {
  const base = title
    .replace(/\.txt$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'download'}.txt`;
}

/** The article's download: the whole guide as plain text, with a footer saying where it came from. */
export function articleText(
  post: PostText,
  body: string,
  url: string,
  contact: { businessName: string; phone: string; email: string },
): string {
  return [
    post.title,
    '='.repeat(post.title.length),
    `${formatLongDate(post.date)} · ${post.category} · ${post.readTime} · ${post.author}`,
    '',
    markdownToPlainText(body),
    '',
    '---',
    `${contact.businessName}`,
    `Phone: ${contact.phone} · E-mail: ${contact.email}`,
    `Online: ${url}`,
    '',
  ].join('\n');
}
