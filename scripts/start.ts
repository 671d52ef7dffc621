/** npm start: builds when dist/ is missing or older than the sources, then serves every brand locally. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildInfoFile } from './build.ts';
import { startServer } from './serve.ts';

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

const builtAt = existsSync('dist/_redirects') ? statSync('dist/_redirects').mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
const info = existsSync(buildInfoFile) ? JSON.parse(readFileSync(buildInfoFile, 'utf8')) : {};
const reason = !builtAt
  ? 'No build yet'
  : builtAt < changedAt
    ? 'Sources changed since the last build'
    : info.purpose !== 'site'
      ? 'dist/ holds a test build (fake form keys)'
      : process.env.BRANDS === undefined && info.brands?.length !== countBrandFiles()
        ? 'dist/ holds only some brands'
        : '';
if (reason) {
  console.log(`${reason}: building…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log('dist/ is up to date.');
}
await startServer();
