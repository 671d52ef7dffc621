/** Whether dist/ needs a build before it is served (npm start, npm run admin), and why. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildInfoFile } from './build.ts';

const sources = ['src', 'brands', 'public', 'scripts', 'astro.config.ts', 'package.json', 'package-lock.json'];

function countBrandFiles(): number {
  return readdirSync('brands').filter((name) => name.endsWith('.json') && name !== 'brand.schema.json').length;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs), stat.mtimeMs);
}

/** Why dist/ must be built again, or '' when it is up to date. */
export function buildReason(): string {
  const builtAt = existsSync('dist/_redirects') ? statSync('dist/_redirects').mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  const info = existsSync(buildInfoFile) ? JSON.parse(readFileSync(buildInfoFile, 'utf8')) : {};
  return !builtAt
    ? 'No build yet'
    : builtAt < changedAt
      ? 'Sources changed since the last build'
      : info.purpose !== 'site'
        ? 'dist/ holds a test build (fake form keys)'
        : process.env.BRANDS === undefined && info.brands?.length !== countBrandFiles()
          ? 'dist/ holds only some brands'
          : '';
}
