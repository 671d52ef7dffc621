/**
 * Facts the pages settle while they render that the site's headers need, handed to the after-build
 * pass (src/after-build/after-build-pass.ts), which writes them with its own records for
 * scripts/build.ts. Astro renders the pages in the process that runs its integrations, but from
 * its own bundle of this module: the records are kept on the process (a global symbol), where both
 * copies find them. Node side only.
 */
import type { BrandForms } from '../hosting/netlify-rules.ts';

/** What the brand's forms send to, as their module resolved it from the build's variables. */
export type FormsRecord = Omit<BrandForms, 'mailto'>;

export interface RenderRecords {
  forms?: FormsRecord;
}

const key = Symbol.for('garden-services-sites.render-records');
const processRecords = globalThis as { [key]?: RenderRecords };

export function recordWhileRendering<K extends keyof RenderRecords>(name: K, value: RenderRecords[K]): void {
  (processRecords[key] ??= {})[name] = value;
}

/** What this build's pages recorded, and a clean slate for the next build in this process. */
export function takeRenderRecords(): RenderRecords {
  const records = processRecords[key] ?? {};
  delete processRecords[key];
  return records;
}
