/**
 * After the build, every page's critical path is made minimal (issue 22, src/lib/critical-path.ts).
 * Inlining the rules a page uses and loading the stylesheet without blocking paint was measured and
 * not kept: no gain in first paint, a slower largest paint (the page is styled twice) and every page
 * carrying its CSS twice, past the CSS budget (figures in the note).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { lowPriorityModuleScripts } from '../lib/critical-path.ts';
import { rewriteBuiltPages } from './built-pages.ts';

export const firstPaint: AstroIntegration = {
  name: 'first-paint',
  hooks: {
    'astro:build:done': ({ dir }) => rewriteBuiltPages(fileURLToPath(dir), lowPriorityModuleScripts),
  },
};
