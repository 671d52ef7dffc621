/** A built brand's pages, read once by the after-build pass. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BuiltPage {
  /** The file, absolute. */
  file: string;
  /** Its path in the brand's folder ("index.html", "blog/x.html"). */
  path: string;
  html: string;
}

/** Every .html file under root, with its text, in path order. */
export function readBuiltPages(root: string): BuiltPage[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, path: relative(root, file).split('\\').join('/'), html: readFileSync(file, 'utf8') };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
