/**
 * What the after-build pass records of a brand's build for scripts/build.ts, which writes the site's
 * headers from it: each page's facts (page-facts.ts) as written, and what the pages recorded while
 * rendering (src/render-time/render-records.ts). One JSON file beside the brand's folder, which the build
 * removes before it publishes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { RenderRecords } from '../render-time/render-records.ts';
import type { PageFacts } from './page-facts.ts';

export interface BrandRecord {
  brand: string;
  pages: ({ path: string } & PageFacts)[];
  rendered: RenderRecords;
}

/** The record of the brand built into `brandDir`: `<brandDir>.after-build.json`. */
export const recordFileOf = (brandDir: string) => `${brandDir.replace(/[\\/]+$/, '')}.after-build.json`;

export function writeRecord(brandDir: string, record: BrandRecord): void {
  writeFileSync(recordFileOf(brandDir), `${JSON.stringify(record, null, 1)}\n`);
}

export function readRecord(brandDir: string): BrandRecord {
  return JSON.parse(readFileSync(recordFileOf(brandDir), 'utf8')) as BrandRecord;
}
