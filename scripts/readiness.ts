/**
 * npm run readiness: what still stands between each brand and going live (src/lib/readiness.ts): sample reviews
 * left, placeholder pictures still shown and on which pages, proof not yet filled in, words still shared with
 * another brand over the duplication limit, missing form keys. Builds the site first when dist/ is missing or older
 * than the sources (as npm start does). BRANDS=a,b checks those (and the default brand) only, as a build of them
 * would build. Exits 1 while any brand has something left.
 */
import { spawnSync } from 'node:child_process';
import { readinessLines } from '../src/lib/readiness.ts';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { selectBrands } from './build.ts';
import { buildReason } from './build-needed.ts';
import { readinessOf } from './support/readiness.ts';

const reason = buildReason();
// A test build's pages are the site's own: only its form keys are fake, and those are read from the environment here.
if (reason && reason !== 'dist/ holds a test build (fake form keys)') {
  console.log(`${reason}: building first, to check the pictures and words every page shows…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const all = readinessOf(selectBrands(loadBrands()), 'dist');
console.log('\nReady to go live?\n');
for (const brand of all) console.log(`${readinessLines(brand).join('\n')}\n`);
const waiting = all.filter((brand) => brand.left.length);
console.log(
  waiting.length
    ? `${waiting.length} of ${all.length} brand(s) not ready yet. The editor shows each owner the same list.`
    : `Every brand is ready to go live.`,
);
process.exit(waiting.length ? 1 : 0);
