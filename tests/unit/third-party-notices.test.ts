/** THIRD-PARTY-NOTICES.md carries, word for word, the licence of each package whose material the sites ship. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

const notices = readFileSync('THIRD-PARTY-NOTICES.md', 'utf8');
const require = createRequire(import.meta.url);

it.each(['lucide-static'])('holds the licence of %s as the installed package states it', (name) => {
  const licence = readFileSync(require.resolve(`${name}/LICENSE`), 'utf8').trim();
  expect(notices).toContain(licence);
});
