/**
 * A seventh brand with no code edits: in a temporary copy of the project, follows the developer
 * guide's "Add a brand" steps for a fixture brand (its own hostnames, phone and colours):
 *
 *   1. cp tests/fixtures/brands/oakmere-tree-care.json brands/oakmere-tree-care.json
 *   2. npm run images -- oakmere-tree-care          (its home hero, in its colours)
 *   3. BRANDS=oakmere-tree-care npm run build        (the new brand plus the default brand)
 *
 * and then runs the routing, build-output, leakage and link checks (and the colour-contrast check)
 * on that build. The copy lives under the system's temporary folder and links to the installed
 * packages, so the working tree, its brands/, dist/ and caches stay exactly as they were, whatever
 * happens; the copy is deleted afterwards.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  copyProject,
  outputOf as output,
  projectRoot,
  removeProjectCopy,
  runIn,
  runInAsync,
} from '../support/project-copy.ts';
import { decodeEntities } from './support/site.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { fixtureBrand } from '../fixtures/brands.ts';

const id = 'oakmere-tree-care';
const fixtureFile = `tests/fixtures/brands/${id}.json`;
const brand = fixtureBrand(id);
/** The checks, run in the copy against its build: each iterates over whatever brands/*.json holds. */
const checks = [
  'tests/unit/routing.test.ts',
  'tests/unit/brand-graphics.test.ts',
  'tests/build/output.test.ts',
  'tests/build/leakage.test.ts',
  'tests/build/links.test.ts',
  'tests/build/area-pages.test.ts',
];

let copy: string;
const run = (command: string, args: string[], env: Record<string, string> = {}) => runIn(copy, command, args, env);

beforeAll(() => {
  copy = copyProject('new-brand-');
}, 60_000);

afterAll(() => removeProjectCopy(copy));

describe(`a seventh brand (${id}) added as the developer guide says`, () => {
  it('is a brand the real brands do not already have', () => {
    const real = loadBrands(join(projectRoot, 'brands'));
    expect(real.map((b) => b.id)).not.toContain(id);
    const taken = new Set(real.flatMap((b) => [...b.hostnames, ...b.apexHostnames, b.phone, b.email]));
    for (const fact of [...brand.hostnames, ...brand.apexHostnames, brand.phone, brand.email])
      expect(taken.has(fact), fact).toBe(false);
  });

  it('step 1: its file copied into brands/ validates', () => {
    copyFileSync(join(copy, fixtureFile), join(copy, 'brands', `${id}.json`));
    expect(loadBrands(join(copy, 'brands')).map((b) => b.id)).toContain(id);
  });

  it('step 2: npm run images renders its hero in its colours', () => {
    const result = run('npm', ['run', 'images', '--', id]);
    expect(result.status, output(result)).toBe(0);
    expect(existsSync(join(copy, 'src/assets/images/hero', `${id}.jpg`))).toBe(true);
  }, 60_000);

  it('step 3: npm run build builds it beside the default brand', async () => {
    const result = await runInAsync(copy, 'npm', ['run', 'build'], { BRANDS: id });
    expect(result.status, output(result)).toBe(0);
    const home = readFileSync(join(copy, 'dist', id, 'index.html'), 'utf8');
    expect(home).toContain(brand.businessName);
    expect(home).toContain(brand.phone);
    expect(home).toContain(`<link rel="canonical" href="${brand.canonical}/">`);
    // No brands/<id>/content/ folder: the shared words, with its own facts.
    const shared = {
      home: parse(readFileSync(join(copy, 'src/content/home.yaml'), 'utf8')) as { hero: { headline: string } },
      about: parse(readFileSync(join(copy, 'src/content/about.yaml'), 'utf8')) as { team: { intro: string } },
    };
    expect(existsSync(join(copy, 'brands', id, 'content'))).toBe(false);
    expect(decodeEntities(home)).toContain(shared.home.hero.headline);
    expect(decodeEntities(readFileSync(join(copy, 'dist', id, 'about.html'), 'utf8'))).toContain(
      shared.about.team.intro,
    );
    const redirects = readFileSync(join(copy, 'dist/_redirects'), 'utf8');
    expect(redirects).toContain(`https://${brand.hostnames[0]}/`);
    expect(redirects).toContain(`https://${brand.apexHostnames[0]}/`);
  }, 240_000);

  it('passes the routing, build-output, leakage, link and contrast checks', async () => {
    const result = await runInAsync(copy, process.execPath, [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=verbose',
      ...checks,
    ]);
    const summary = output(result);
    expect(result.status, summary).toBe(0);
    // The checks really ran on the new brand.
    expect(result.stdout).toContain(id);
  }, 240_000);
});
