/** The one walk over a built brand's pages that the after-build integrations share. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rewrites every .html file under root with transform, writing only the pages it changes. */
export function rewriteBuiltPages(root: string, transform: (html: string) => string): void {
  const pages = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  );
  for (const page of pages) {
    const file = join(page.parentPath, page.name);
    const html = readFileSync(file, 'utf8');
    const rewritten = transform(html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
}
