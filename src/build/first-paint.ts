/**
 * After the build, every page's critical path is made minimal (issue 22, src/lib/critical-path.ts):
 * module scripts, and the modules they import, are fetched at low priority.
 * Inlining the rules a page uses and loading the stylesheet without blocking paint was measured and
 * not kept: no gain in first paint, a slower largest paint (the page is styled twice) and every page
 * carrying its CSS twice, past the CSS budget (figures in the note).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { lowPriorityModulePreloads, lowPriorityModuleScripts, staticImports } from '../lib/critical-path.ts';
import { rewriteBuiltPages } from './built-pages.ts';

/** Every module a built module imports, directly or through others, read from the build in root. */
export function moduleImports(root: string): (moduleUrl: string) => string[] {
  const direct = new Map<string, string[]>();
  const importsOf = (url: string): string[] => {
    let found = direct.get(url);
    if (!found) {
      const file = join(root, url);
      found = existsSync(file) ? staticImports(readFileSync(file, 'utf8'), url) : [];
      direct.set(url, found);
    }
    return found;
  };
  return (moduleUrl) => {
    const all = new Set<string>();
    const visit = (url: string) => {
      for (const imported of importsOf(url)) {
        if (all.has(imported)) continue;
        all.add(imported);
        visit(imported);
      }
    };
    visit(moduleUrl);
    return [...all];
  };
}

export const firstPaint: AstroIntegration = {
  name: 'first-paint',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const root = fileURLToPath(dir);
      const importsOf = moduleImports(root);
      rewriteBuiltPages(root, (html) => lowPriorityModulePreloads(lowPriorityModuleScripts(html), importsOf));
    },
  },
};
