/**
 * A seventh brand with no code edits: in a temporary copy of the project, follows the "Add a brand"
 * steps of docs/reference/brands.md for a fixture brand (its own hostnames, phone and colours):
 *
 *   1. cp tests/fixtures/brands/oakmere-tree-care.json brands/oakmere-tree-care.json
 *      (and its home's sections, tests/fixtures/brands/oakmere-tree-care/content/home.yaml, into brands/oakmere-tree-care/content/)
 *   2. npm run images -- oakmere-tree-care          (its home hero, in its colours)
 *   3. BRANDS=oakmere-tree-care npm run build        (the new brand plus the default brand)
 *
 * and then runs the routing, build-output, leakage, link and structured-data checks (and the colour-contrast check)
 * on that build. The fixture fills in every part of its proof (a photo of its owner among its images) and lists the
 * home's credentials and price guide sections, so the same build shows the trust strip, the home's credentials and
 * price guides, the About page's details, the service pages' price guides and the company details, and its
 * structured data states them; the composition check then holds them present where its words list them. The copy lives under the system's temporary folder and links to the installed
 * packages, so the working tree, its brands/, dist/ and caches stay exactly as they were, whatever
 * happens; the copy is deleted afterwards.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { heroCutsPath, readHeroCuts } from '../../src/render-time/hero-cuts.ts';
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
/** Its home's sections: its only words of its own, the rest of its home the shared words. */
const fixtureHome = `tests/fixtures/brands/${id}/content/home.yaml`;
const brand = fixtureBrand(id);
/** The checks, run in the copy against its build: each iterates over whatever brands/*.json holds. */
const checks = [
  'tests/unit/routing.test.ts',
  'tests/unit/brand-graphics.test.ts',
  'tests/build/output.test.ts',
  'tests/build/leakage.test.ts',
  'tests/build/links.test.ts',
  'tests/build/area-pages.test.ts',
  'tests/build/structured-data.test.ts',
  'tests/build/html-validate.test.ts',
  'tests/build/home-composition.test.ts',
];

let copy: string;
const run = (command: string, args: string[], env: Record<string, string> = {}) => runIn(copy, command, args, env);

beforeAll(() => {
  copy = copyProject('new-brand-');
}, 60_000);

afterAll(() => removeProjectCopy(copy));

describe(`a seventh brand (${id}) added as docs/reference/brands.md says`, () => {
  it('is a brand the real brands do not already have', () => {
    const real = loadBrands(join(projectRoot, 'brands'));
    expect(real.map((b) => b.id)).not.toContain(id);
    const taken = new Set(real.flatMap((b) => [...b.hostnames, ...b.apexHostnames, b.phone, b.email]));
    for (const fact of [...brand.hostnames, ...brand.apexHostnames, brand.phone, brand.email])
      expect(taken.has(fact), fact).toBe(false);
  });

  it('step 1: its file copied into brands/ validates', () => {
    copyFileSync(join(copy, fixtureFile), join(copy, 'brands', `${id}.json`));
    mkdirSync(join(copy, 'brands', id, 'content'), { recursive: true });
    copyFileSync(join(copy, fixtureHome), join(copy, 'brands', id, 'content', 'home.yaml'));
    // The photo of its owner its proof names (proof.people[0].photo), among its own images.
    mkdirSync(join(copy, 'brands', id, 'images'), { recursive: true });
    copyFileSync(
      join(copy, 'tests/fixtures/brand-photos/person-dan.jpg'),
      join(copy, 'brands', id, 'images', 'person-dan.jpg'),
    );
    expect(loadBrands(join(copy, 'brands')).map((b) => b.id)).toContain(id);
  });

  // Its hero and its three drawings of the shared pictures: about 10 s each on a busy 2-core machine.
  it('step 2: npm run images renders its hero in its colours, and records what each hero style would cut', () => {
    const result = run('npm', ['run', 'images', '--', id]);
    expect(result.status, output(result)).toBe(0);
    expect(existsSync(join(copy, 'src/assets/images/hero', `${id}.jpg`))).toBe(true);
    expect(readHeroCuts(copy)[id], heroCutsPath).toBeDefined();
  }, 180_000);

  it('step 3: npm run build builds it beside the default brand', async () => {
    const result = await runInAsync(copy, 'npm', ['run', 'build'], { BRANDS: id });
    expect(result.status, output(result)).toBe(0);
    const home = readFileSync(join(copy, 'dist', id, 'index.html'), 'utf8');
    expect(home).toContain(brand.businessName);
    expect(home).toContain(brand.phone);
    expect(home).toContain(`<link rel="canonical" href="${brand.canonical}/">`);
    // Its own words are its home's sections alone: everything else is the shared words, with its own facts.
    const shared = {
      home: parse(readFileSync(join(copy, 'src/content/home.yaml'), 'utf8')) as { hero: { headline: string } },
      about: parse(readFileSync(join(copy, 'src/content/about.yaml'), 'utf8')) as { team: { intro: string } },
    };
    expect(readdirSync(join(copy, 'brands', id, 'content'))).toEqual(['home.yaml']);
    expect(Object.keys(parse(readFileSync(join(copy, fixtureHome), 'utf8')) as object)).toEqual(['sections']);
    expect(decodeEntities(home)).toContain(shared.home.hero.headline);
    expect(decodeEntities(readFileSync(join(copy, 'dist', id, 'about.html'), 'utf8'))).toContain(
      shared.about.team.intro,
    );
    const redirects = readFileSync(join(copy, 'dist/_redirects'), 'utf8');
    expect(redirects).toContain(`https://${brand.hostnames[0]}/`);
    expect(redirects).toContain(`https://${brand.apexHostnames[0]}/`);
  }, 240_000);

  it('shows its proof where a homeowner decides, and states it in its structured data', () => {
    const page = (file: string) => decodeEntities(readFileSync(join(copy, 'dist', id, file), 'utf8'));
    const home = page('index.html');
    // The trust strip beside the first call to action, each fact linked to where it is checked.
    const strip = /<ul aria-label="What you can check"[^>]*>([\s\S]*?)<\/ul>/.exec(home)?.[1] ?? '';
    expect(strip.indexOf('Get Free Quote')).toBe(-1);
    expect(home.indexOf('aria-label="What you can check"')).toBeGreaterThan(home.indexOf('Get Free Quote'));
    for (const fact of [
      'Arb Approved Contractor no. AAC-0783',
      '£5 million public liability cover',
      'Emergency call-outs within 2 hours',
      '4.9 stars from 87 reviews on Google',
      'Company no. 09876543',
    ])
      expect(strip).toContain(fact);
    expect(strip).toContain('href="https://register.arboricultural-association.example/contractors/aac-0783"');
    // The home's credentials and price guide, where its home's sections list them: right under the hero.
    const section = (sectionId: string) =>
      new RegExp(`<section id="${sectionId}"[^>]*>([\\s\\S]*?)</section>`).exec(home)?.[1] ?? '';
    const credentials = section('credentials');
    for (const fact of [
      'Arb Approved Contractor, Arboricultural Association',
      'Membership no. AAC-0783',
      'href="https://register.arboricultural-association.example/contractors/aac-0783"',
      'Member of TrustMark',
      "Employer's liability: £10 million",
      'Stump grinding: no regrowth from the ground-out stump: guaranteed for 1 year.',
      'Fallen or storm-damaged trees: we aim to be with you within 2 hours of your call.',
    ])
      expect(credentials).toContain(fact);
    const prices = section('price-guides');
    // Its lead services' guides, first first, each linking to its service's page.
    expect(prices.indexOf('From £350 per tree')).toBeGreaterThan(-1);
    expect(prices.indexOf('From £12.50 per metre')).toBeGreaterThan(prices.indexOf('From £350 per tree'));
    expect(prices).toContain('Includes: Both faces and the top cut, the clippings taken away');
    expect(prices).toMatch(/<a href="\/tree-surgery"[^>]*>More about Tree Surgery<\/a>/);
    expect(prices).toMatch(/<a href="\/hedge-trimming"[^>]*>More about Hedge Trimming<\/a>/);
    expect(home.indexOf('<section id="credentials"')).toBeLessThan(home.indexOf('<section id="price-guides"'));
    expect(home.indexOf('<section id="price-guides"')).toBeLessThan(home.indexOf('<section id="why-choose-us"'));
    // The price guides on their services' pages.
    expect(page('tree-surgery.html')).toContain('From £350 per tree');
    expect(page('hedge-trimming.html')).toContain('From £12.50 per metre');
    // The company details at the foot of every page.
    for (const file of ['index.html', 'contact.html', 'privacy.html'])
      expect(page(file)).toContain('Oakmere Tree Care Ltd, registered in England and Wales, company number 09876543.');
    // The About page: accreditations with their registers, insurance, guarantees, the people with their photo.
    const about = page('about.html');
    expect(about).toContain('Check on their register');
    expect(about).toContain('Public liability: £5 million, with Hedgerow Mutual');
    expect(about).toContain('NPTC CS38 tree climbing and aerial rescue');
    expect(about).toMatch(/<img[^>]+alt="Dan Hughes"/);
    const business = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
      .find((node) => node['@type'] === 'HomeAndConstructionBusiness')!;
    expect(business.legalName).toBe('Oakmere Tree Care Ltd');
    expect(business.hasCredential).toHaveLength(1);
    expect(business.memberOf).toHaveLength(1);
    expect(business.founder).toHaveLength(1);
    expect(business.makesOffer).toHaveLength(2);
  });

  it('has nothing of its proof left in its readiness list, but its placeholder pictures', () => {
    const result = run(process.execPath, ['scripts/readiness.ts'], { BRANDS: id });
    expect(result.status, output(result)).toBe(1);
    const ours = /^✗ oakmere-tree-care \([\s\S]*?(?=^[✗✓] |^\d+ of )/m.exec(result.stdout)?.[0] ?? '';
    expect(ours, result.stdout).toContain('drawings still shown where your own photos should be');
    expect(ours).not.toContain('What customers can check');
    expect(ours).not.toContain('sample review');
  });

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
