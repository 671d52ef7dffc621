/**
 * After the build, every page's critical path is made minimal (issue 22, src/lib/critical-path.ts).
 * Inlining the rules a page uses and loading the stylesheet without blocking paint was measured and
 * not kept: no gain in first paint, a slower largest paint (the page is styled twice) and every page
 * carrying its CSS twice, past the CSS budget (figures in the note).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { lowPriorityModuleScripts } from '../lib/critical-path.ts';

export function minimalCriticalPath(root: string): void {
  const pages = readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  );
  for (const page of pages) {
    const file = join(page.parentPath, page.name);
    const html = readFileSync(file, 'utf8');
    const minimal = lowPriorityModuleScripts(html);
    if (minimal !== html) writeFileSync(file, minimal);
  }
}

export const firstPaint: AstroIntegration = {
  name: 'first-paint',
  hooks: {
    'astro:build:done': ({ dir }) => minimalCriticalPath(fileURLToPath(dir)),
  },
};
