/**
 * The shell of the pages the build writes itself rather than through Astro (the editor's page, the preview chooser):
 * one head, so each says the same about its language, its viewport and that search engines leave it out.
 */
export interface PlainPage {
  title: string;
  /** The robots meta's content, e.g. "noindex" or "noindex, nofollow". */
  robots: string;
  /** The body's inline style (these pages load no stylesheet). */
  bodyStyle?: string;
  /** The body's HTML. */
  body: string;
}

export function plainPage({ title, robots, bodyStyle, body }: PlainPage): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${title}</title>
</head>
<body${bodyStyle ? ` style="${bodyStyle}"` : ''}>
${body}
</body>
</html>
`;
}
