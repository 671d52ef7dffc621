/**
 * Claims only from data (src/lib/claims.ts, gathered by src/render-time/claim-texts.ts): a brand's words claim a
 * qualification, standard, membership, insurance, guarantee or response time only when its proof holds what backs
 * it, state no distance but the coverage radius and name no trade it does not offer. The fixtures in
 * tests/fixtures/claims/ are a tree-care brand's own files: one claims NPTC without a credential, one names fencing.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandFileProblems } from '../../scripts/admin/problems.ts';
import { fieldProblem } from '../../src/admin/checks.ts';
import { imageKeys } from '../../src/assets/image-keys.ts';
import type { Brand } from '../../src/lib/brand-schema.ts';
import { proofProblem, servicesProblem } from '../../src/lib/claim-editing.ts';
import {
  claimIn,
  claimProblems,
  claims,
  isBacked,
  otherDistance,
  textProblem,
  tradeNotOffered,
  wordPattern,
} from '../../src/lib/claims.ts';
import type { Proof } from '../../src/lib/proof-schema.ts';
import { serviceCatalogue } from '../../src/lib/service-catalogue.ts';
import { brandClaimProblems, brandEditorClaims, claimTexts } from '../../src/render-time/claim-texts.ts';
import { loadBrands } from '../../src/render-time/load-brands.ts';
import { fixtureBrand } from '../fixtures/brands.ts';

const treeServices = [
  'tree-surgery',
  'stump-grinding',
  'hedge-trimming',
  'landscaping',
  'turfing',
  'garden-maintenance',
];
/** A tree-care brand (the fixture oakmere-tree-care, offering tree work only), with the proof given and no other. */
const treeBrand = (proof?: Proof): Brand => {
  const { proof: _filledIn, ...brand } = fixtureBrand('oakmere-tree-care');
  return { ...brand, focus: ['tree-surgery', 'hedge-trimming'], services: treeServices, ...(proof ? { proof } : {}) };
};

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
/** A project root with the real shared words and the brand's own files given (name → fixture file). */
function projectWith(brand: Brand, own: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'claims-'));
  roots.push(root);
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  const dir = join(root, 'brands', brand.id, 'content');
  mkdirSync(dir, { recursive: true });
  for (const [name, fixture] of Object.entries(own)) cpSync(join('tests/fixtures/claims', fixture), join(dir, name));
  return root;
}

const person = (...qualifications: string[]): Proof => ({
  people: [{ name: 'Dan Hughes', role: 'Lead climber', qualifications }],
});
const accreditation = (body: string, scheme?: string, kind: 'accreditation' | 'membership' = 'accreditation') => ({
  accreditations: [{ body, ...(scheme ? { scheme } : {}), kind, number: 'AA1234', register: 'https://example.org/r' }],
});

describe('claim words', () => {
  it('match whole words and phrases in any case, with a plural, a space or a hyphen alike', () => {
    expect('Fully INSURED team').toMatch(wordPattern('insured'));
    expect('two call outs a week').toMatch(wordPattern('call out'));
    expect('our call-outs').toMatch(wordPattern('call out'));
    expect('chainsaw tickets').toMatch(wordPattern('ticket'));
    expect('uninsured').not.toMatch(wordPattern('insured'));
    expect('requalified').not.toMatch(wordPattern('qualified'));
    expect('on site within two hours').toMatch(wordPattern('within # hour'));
    expect('employer’s liability').toMatch(wordPattern("employer's liability"));
  });

  it('match an acronym only in capitals (Bali is no landscapers’ body)', () => {
    expect('BALI members').toMatch(wordPattern('BALI'));
    expect('a Bali-style terrace').not.toMatch(wordPattern('BALI'));
    expect('Ask for Chas').not.toMatch(wordPattern('CHAS'));
  });

  it('read a response time only where the sentence is not about a quote', () => {
    const within = claims.find((claim) => claim.words.includes('within # hour'))!;
    expect(claimIn('A free quote within 24 hours.', within)).toBeUndefined();
    expect(claimIn('We reply within 24 hours. Fallen trees are cleared within 4 hours.', within)).toBe(
      'within 4 hours',
    );
  });

  it('are listed once, each under one claim', () => {
    const words = claims.flatMap((claim) => claim.words.map((word) => word.toLowerCase()));
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
    for (const claim of claims)
      for (const word of claim.words) expect(word.replace('#', '2'), word).toMatch(wordPattern(word));
  });
});

describe('what backs a claim', () => {
  const backingOf = (word: string) => claims.find((claim) => claim.words.includes(word))!.backing;

  it('a named credential: an accreditation or a person’s qualification naming it', () => {
    expect(isBacked(backingOf('NPTC'), undefined)).toBe(false);
    expect(isBacked(backingOf('NPTC'), person('City & Guilds Level 2 chainsaw'))).toBe(false);
    expect(isBacked(backingOf('NPTC'), person('NPTC CS38 tree climbing and aerial rescue'))).toBe(true);
    expect(isBacked(backingOf('Lantra'), accreditation('Lantra'))).toBe(true);
  });

  it('BS 3998: a credential naming it, or an Arb Approved Contractor accreditation', () => {
    expect(isBacked(backingOf('BS 3998'), person('NPTC CS30'))).toBe(false);
    expect(isBacked(backingOf('BS 3998'), person('Pruning to BS 3998:2010'))).toBe(true);
    expect(isBacked(backingOf('BS 3998'), accreditation('Arboricultural Association', 'ARB Approved Contractor'))).toBe(
      true,
    );
  });

  it('a scheme or body: an accreditation or membership naming it; “accredited”: an accreditation, not a membership', () => {
    expect(isBacked(backingOf('TrustMark'), accreditation('TrustMark', undefined, 'membership'))).toBe(true);
    expect(isBacked(backingOf('Checkatrade'), accreditation('TrustMark'))).toBe(false);
    expect(isBacked(backingOf('accredited'), accreditation('Checkatrade', undefined, 'membership'))).toBe(false);
    expect(isBacked(backingOf('accredited'), accreditation('TrustMark'))).toBe(true);
  });

  it('qualified: a person with a qualification or an accreditation; insured, guaranteed, call-outs: their part', () => {
    expect(
      isBacked(backingOf('qualified'), { people: [{ name: 'Dan Hughes', role: 'Owner', qualifications: [] }] }),
    ).toBe(false);
    expect(isBacked(backingOf('qualified'), person('NPTC CS30'))).toBe(true);
    expect(isBacked(backingOf('insured'), { insurance: [{ kind: 'Public liability', cover: 5_000_000 }] })).toBe(true);
    expect(isBacked(backingOf('insured'), { insurance: [] })).toBe(false);
    expect(isBacked(backingOf('guarantee'), { guarantees: [{ covers: 'Fence posts against rot', years: 10 }] })).toBe(
      true,
    );
    expect(isBacked(backingOf('call out'), { emergency: { responseHours: 2 } })).toBe(true);
  });
});

describe('a text’s problem', () => {
  it('names the word and what the brand file lacks', () => {
    expect(textProblem('Fully insured and tidy', treeBrand())).toBe(
      'says "insured", but brands/oakmere-tree-care.json has no proof.insurance',
    );
    expect(
      textProblem('Fully insured and tidy', treeBrand({ insurance: [{ kind: 'Public liability', cover: 1 }] })),
    ).toBe(undefined);
  });

  it('refuses a trade the brand does not offer, unless a service it offers lists the word too', () => {
    expect(tradeNotOffered('Old fencing taken away', treeBrand())?.service.id).toBe('fencing');
    // Objects a tree surgeon works around are not trades: only the trade's own words are listed.
    expect(tradeNotOffered('Wood lowered on a rope, clear of the fence and the patio', treeBrand())).toBeUndefined();
    expect(tradeNotOffered('Old fencing taken away', { focus: ['fencing'], services: ['fencing'] })).toBeUndefined();
    const shared = serviceCatalogue.map((entry) =>
      entry.id === 'landscaping' ? { ...entry, trade: [...(entry.trade ?? []), 'paving'] } : entry,
    );
    expect(tradeNotOffered('Paving laid as part of a new garden', treeBrand(), shared)).toBeUndefined();
  });

  it('refuses a distance other than the coverage radius', () => {
    expect(otherDistance('Anywhere within 30 miles of Andover')).toBe('30 miles');
    expect(otherDistance('Within 50 miles, or {coverageRadius} miles')).toBeUndefined();
  });

  it('names a shared file and the brand that shows it', () => {
    const problems = claimProblems(
      [{ file: 'src/content/about.yaml', field: 'values.2.text', text: 'Trees cut to BS 3998.', shared: true }],
      treeBrand(),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^src\/content\/about\.yaml \(shared, shown by oakmere-tree-care\): field "values\.2\.text" says "BS 3998", but brands\/oakmere-tree-care\.json has no proof naming BS 3998/,
      ),
    ]);
  });
});

describe('the fixtures', () => {
  it('refuses a brand that claims NPTC without a credential, naming the file and the field', () => {
    const brand = treeBrand();
    const root = projectWith(brand, { 'about.yaml': 'about-nptc.yaml' });
    expect(brandClaimProblems(brand, root)).toContain(
      'brands/oakmere-tree-care/content/about.yaml: field "values.0.text" says "NPTC", but brands/oakmere-tree-care.json ' +
        "has no proof naming NPTC: an accreditation (proof.accreditations) or a person's qualification (proof.people)",
    );
    // Backed by a person's NPTC qualification ("certified" too), the same words pass.
    const backed = treeBrand(person('NPTC CS38 tree climbing and aerial rescue'));
    expect(
      brandClaimProblems(backed, root).filter((problem) => problem.includes('about.yaml: field "values.0')),
    ).toEqual([]);
  });

  it('refuses a brand that names a trade it does not offer', () => {
    const brand = treeBrand();
    const root = projectWith(brand, { 'home.yaml': 'home-trade.yaml' });
    const ownHome = (problems: string[]) => problems.filter((problem) => problem.startsWith(`brands/${brand.id}/`));
    expect(ownHome(brandClaimProblems(brand, root))).toEqual([
      'brands/oakmere-tree-care/content/home.yaml: field "hero.intro" names "fencing", but brands/oakmere-tree-care.json ' +
        'does not offer Fencing (its "services" leave it out)',
    ]);
    expect(ownHome(brandClaimProblems({ ...brand, services: [...treeServices, 'fencing'] }, root))).toEqual([]);
  });

  it('the editor’s check of a brand’s files reports the same problems as the build', async () => {
    const brand = treeBrand();
    const root = projectWith(brand, { 'about.yaml': 'about-nptc.yaml', 'home.yaml': 'home-trade.yaml' });
    const problems = await brandFileProblems(brand, imageKeys, root);
    const claimed = brandClaimProblems(brand, root);
    expect(claimed.filter((problem) => problem.startsWith(`brands/${brand.id}/`))).toHaveLength(2);
    for (const problem of claimed) expect(problems).toContain(problem);
  });
});

describe('the editor, next to the field', () => {
  it('refuses a text that claims what the proof does not back, or names a trade not offered, in the owner’s words', () => {
    const claims = brandEditorClaims(treeBrand(), projectWith(treeBrand(), {}));
    expect(
      fieldProblem(
        'home#hero.intro',
        'Fully insured and tidy tree work, from crown reductions to hedges.',
        undefined,
        false,
        claims,
      ),
    ).toBe(
      'says "insured", which needs your insurance under "What customers can check": add it there first, or say it another way',
    );
    expect(
      fieldProblem(
        'home#hero.intro',
        'Crown reductions, hedge trimming and new fencing for the whole garden.',
        undefined,
        false,
        claims,
      ),
    ).toMatch(/^names "fencing", but Fencing is not one of your services/);
    expect(
      fieldProblem(
        'home#hero.intro',
        'Crown reductions, hedge trimming and new lawns for the whole garden.',
        undefined,
        false,
        claims,
      ),
    ).toBeUndefined();
    // Without the brand's claims (a field the check does not cover), only the schema's checks.
    expect(
      fieldProblem('home#hero.intro', 'Fully insured and tidy tree work, from crown reductions to hedges.'),
    ).toBeUndefined();
  });

  it('refuses services that drop a trade the words name, and proof that no longer backs a claim', () => {
    const brand = treeBrand(person('NPTC CS38 tree climbing and aerial rescue'));
    const root = projectWith(brand, { 'about.yaml': 'about-nptc.yaml' });
    const claims = brandEditorClaims(
      { ...brand, services: [...treeServices, 'fencing'] },
      projectWith(brand, {
        'home.yaml': 'home-trade.yaml',
      }),
    );
    expect(servicesProblem(['tree-surgery', 'hedge-trimming'], claims)).toMatch(
      /^leaves out Fencing, but your words still say "fencing"/,
    );
    // A service whose standard page names trades the brand does not offer cannot be added, as a lead service either.
    expect(servicesProblem([...treeServices, 'fencing', 'garden-transformation'], claims)).toMatch(
      /^adds Garden Transformation, but its standard words would show: src\/content\/service-pages\/garden-transformation\.yaml: field "[^"]+" names "/,
    );
    expect(servicesProblem(['garden-transformation'], claims, true)).toMatch(/^adds Garden Transformation/);
    expect(servicesProblem([], claims)).toBeUndefined();
    const made = brandEditorClaims(brand, root);
    expect(proofProblem(brand.proof, made)).toBeUndefined();
    expect(proofProblem({}, made)).toMatch(/^no longer backs what your words say: "NPTC"/);
    expect(fieldProblem('brand#proof', {}, undefined, false, made)).toMatch(/^no longer backs/);
  });

  it('refuses leaving empty a field whose standard words, shown in its place, would not pass', () => {
    const brand = treeBrand();
    const root = projectWith(brand, { 'welcome-dialog.yaml': 'welcome-own.yaml', 'about.yaml': 'about-nptc.yaml' });
    const claims = brandEditorClaims(brand, root);
    // The shared welcome text asks about "a new fence, patio or garden", the shared About team is a fencing crew.
    const welcome = `brands/${brand.id}/content/welcome-dialog.yaml`;
    expect(fieldProblem('welcomeDialog#text', '', undefined, false, claims, welcome)).toMatch(
      /^may not be left empty: the standard words shown instead would not pass \(src\/content\/welcome-dialog\.yaml: field "text" names "new fence"/,
    );
    expect(fieldProblem('welcomeDialog#title', '', undefined, false, claims, welcome)).toBeUndefined();
    const about = `brands/${brand.id}/content/about.yaml`;
    expect(fieldProblem('about#team', {}, undefined, false, claims, about)).toMatch(
      /^may not be left empty: the standard words shown instead would not pass \(src\/content\/about\.yaml: field "team\.members\.0\.title" names "Fencing"/,
    );
  });
});

describe('the texts a brand shows', () => {
  const brand = treeBrand();
  const texts = claimTexts(brand);
  const files = new Set(texts.map((text) => text.file));

  it('are its brand file’s, its pages’ words, the areas and the catalogue texts of what it offers', () => {
    for (const file of [
      'brands/oakmere-tree-care.json',
      'src/content/home.yaml',
      'src/content/about.yaml',
      'src/content/welcome-dialog.yaml',
      'src/content/areas.json',
      'src/content/services.json',
      'src/content/service-pages/tree-surgery.yaml',
    ])
      expect(files, file).toContain(file);
    const fencing = serviceCatalogue.findIndex((entry) => entry.id === 'fencing');
    expect(
      texts.some((text) => text.file === 'src/content/services.json' && text.field.startsWith(`${fencing}.`)),
    ).toBe(false);
  });

  it('are not its reviews, the blog, the privacy notice, nor the pages of services it does not offer', () => {
    for (const file of [
      'src/content/pages/privacy.yaml',
      'src/content/pages/blog.yaml',
      'src/content/service-pages/fencing.yaml',
      'src/content/pages/delivery-info.yaml',
    ])
      expect(files, file).not.toContain(file);
    expect([...files].filter((file) => /homeReviews|testimonials|\/blog\//.test(file))).toEqual([]);
  });
});

describe.each(loadBrands().map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
  it('makes no claim its brand file does not back', () => {
    expect(brandClaimProblems(brand)).toEqual([]);
  });
});
