/** The one walk over a built brand's pages that the after-build integrations share. */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every .html file under root, with its text. */
export function readBuiltPages(root: string): { file: string; html: string }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, html: readFileSync(file, 'utf8') };
    });
}

/** Rewrites every .html file under root with transform, writing only the pages it changes. */
export function rewriteBuiltPages(root: string, transform: (html: string) => string): void {
  for (const { file, html } of readBuiltPages(root)) {
    const rewritten = transform(html);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
}
