/**
 * `npm run build` refuses a brand whose words claim what its brand file does not back: in a temporary copy of the
 * project, the fixture tree-care brand (its proof left empty, its services tree work only) with the claim fixtures
 * as its own files. One claims NPTC without a credential, one names fencing, which it does not offer; the build
 * stops before building anything, naming each file and field. What passes the check (the same words backed by a
 * credential, or with fencing offered) is tested in tests/unit/claims.test.ts, with the same function.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildIn, copyProject, outputOf, removeProjectCopy } from '../support/project-copy.ts';

const id = 'oakmere-tree-care';
const ownWords = {
  'about.yaml': 'tests/fixtures/claims/about-nptc.yaml',
  'home.yaml': 'tests/fixtures/claims/home-trade.yaml',
};

let copy: string;
beforeAll(() => {
  copy = copyProject('claim-check-');
  const { proof: _filledIn, ...brand } = JSON.parse(
    readFileSync(join(copy, `tests/fixtures/brands/${id}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const services = ['tree-surgery', 'stump-grinding', 'hedge-trimming', 'landscaping', 'turfing'];
  writeFileSync(join(copy, 'brands', `${id}.json`), JSON.stringify({ ...brand, services }, null, 2));
  mkdirSync(join(copy, 'brands', id, 'content'), { recursive: true });
  for (const [name, fixture] of Object.entries(ownWords))
    copyFileSync(join(copy, fixture), join(copy, 'brands', id, 'content', name));
}, 60_000);
afterAll(() => removeProjectCopy(copy));

it('stops at words claiming NPTC without a credential, or naming a trade not offered, naming file and field', async () => {
  const result = await buildIn(copy, { BRANDS: id });
  expect(result.status, outputOf(result)).toBe(1);
  expect(result.stderr).toContain('Words that claim what the brand file does not back');
  expect(result.stderr).toContain(
    `brands/${id}/content/about.yaml: field "values.0.text" says "NPTC", but brands/${id}.json has no proof naming NPTC`,
  );
  expect(result.stderr).toContain(
    `brands/${id}/content/home.yaml: field "hero.intro" names "fencing", but brands/${id}.json does not offer Fencing`,
  );
  expect(result.stdout).not.toContain('Building');
}, 120_000);
