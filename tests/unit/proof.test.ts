/**
 * The brand's proof as a visitor reads it and as search engines read it: only what is filled in, in the words of
 * src/content/proof.yaml, with its figures said as people say them; nothing at all for a brand without proof.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { proofWordsSchema } from '../../src/lib/content-schemas.ts';
import {
  companyLines,
  holdsCredentials,
  homePriceGuides,
  jurisdictionOf,
  poundsText,
  priceGuidesFor,
  proofDetails,
  trustFacts,
} from '../../src/lib/proof.ts';
import { proofJsonLd } from '../../src/lib/proof-json-ld.ts';
import { fixtureBrand } from '../fixtures/brands.ts';

const words = proofWordsSchema.parse(parse(readFileSync('src/content/proof.yaml', 'utf8')));
const proof = fixtureBrand('oakmere-tree-care').proof!;

it('says amounts as people say them', () => {
  expect(poundsText(5_000_000)).toBe('£5 million');
  expect(poundsText(2_500_000)).toBe('£2.5 million');
  expect(poundsText(250_000)).toBe('£250,000');
  expect(poundsText(45)).toBe('£45');
  expect(poundsText(12.5)).toBe('£12.50');
});

it('knows where Companies House registered a company from its number', () => {
  expect(jurisdictionOf('09876543')).toBe('englandAndWales');
  expect(jurisdictionOf('OC123456')).toBe('englandAndWales');
  expect(jurisdictionOf('SC123456')).toBe('scotland');
  expect(jurisdictionOf('NI123456')).toBe('northernIreland');
});

describe('a brand with every part of its proof filled in', () => {
  it('shows a trust strip, each fact linked to where it is checked', () => {
    expect(trustFacts(proof, words)).toEqual([
      {
        text: 'Arb Approved Contractor no. AAC-0783',
        href: 'https://register.arboricultural-association.example/contractors/aac-0783',
        icon: 'award',
      },
      { text: 'TrustMark no. 4501783', href: 'https://register.trustmark.example/trader/4501783', icon: 'award' },
      { text: '£5 million public liability cover', icon: 'shield' },
      { text: '1-year guarantee', icon: 'check' },
      { text: 'Emergency call-outs within 2 hours', icon: 'clock' },
      {
        text: '4.9 stars from 87 reviews on Google',
        href: 'https://www.google.com/maps/place/oakmere-tree-care-example',
        icon: 'star',
      },
      { text: 'Company no. 09876543', icon: 'shield' },
    ]);
  });

  it('gives the About page its details and the service pages their prices', () => {
    const details = proofDetails(proof, words);
    expect(details.accreditations.map((line) => line.name)).toEqual([
      'Arb Approved Contractor, Arboricultural Association',
      'Member of TrustMark',
    ]);
    expect(details.insurance).toEqual([
      'Public liability: £5 million, with Hedgerow Mutual',
      "Employer's liability: £10 million",
    ]);
    expect(details.guarantees).toEqual([
      'Stump grinding: no regrowth from the ground-out stump: guaranteed for 1 year.',
    ]);
    expect(details.emergency).toBe('Fallen or storm-damaged trees: we aim to be with you within 2 hours of your call.');
    expect(priceGuidesFor(proof, { id: 'hedge-trimming', title: 'Hedge Trimming' }, words)).toEqual([
      {
        title: 'Garden hedges',
        price: 'From £12.50 per metre',
        includes: 'Includes: Both faces and the top cut, the clippings taken away',
      },
    ]);
    expect(priceGuidesFor(proof, { id: 'fencing', title: 'Fencing' }, words)).toEqual([]);
  });

  it('gives the home its credentials and its price guides, lead services first, each linking to its page', () => {
    expect(holdsCredentials(proof)).toBe(true);
    // Offered in the catalogue's order, tree surgery before hedge trimming: the lead services' order decides.
    expect(homePriceGuides(proof, { focus: ['hedge-trimming', 'tree-surgery'] }, words)).toEqual([
      {
        title: 'Garden hedges',
        price: 'From £12.50 per metre',
        includes: 'Includes: Both faces and the top cut, the clippings taken away',
        href: '/hedge-trimming',
        link: 'More about Hedge Trimming',
      },
      {
        title: 'Tree Surgery',
        price: 'From £350 per tree',
        includes: 'Includes: A crown reduction of a medium garden tree, the waste chipped and taken away',
        href: '/tree-surgery',
        link: 'More about Tree Surgery',
      },
    ]);
  });

  it('gives the footer its company lines', () => {
    expect(companyLines(proof, words)).toEqual([
      'Oakmere Tree Care Ltd, registered in England and Wales, company number 09876543.',
      'Registered office: 4 Mill Yard, Andover SP10 2AB.',
      'VAT number GB 123 4567 89.',
    ]);
  });

  it('states it in the business structured data', () => {
    const data = proofJsonLd(proof, ['tree-surgery', 'hedge-trimming']) as Record<string, unknown>;
    expect(data.legalName).toBe('Oakmere Tree Care Ltd');
    expect(data.vatID).toBe('GB123456789');
    expect(data.identifier).toMatchObject({ value: '09876543' });
    expect(data.hasCredential).toEqual([
      expect.objectContaining({
        name: 'Arb Approved Contractor',
        recognizedBy: { '@type': 'Organization', name: 'Arboricultural Association' },
        identifier: 'AAC-0783',
      }),
    ]);
    expect(data.memberOf).toEqual([
      expect.objectContaining({ '@type': 'ProgramMembership', membershipNumber: '4501783' }),
    ]);
    expect(data.founder).toEqual([expect.objectContaining({ name: 'Dan Hughes', jobTitle: 'Owner and lead climber' })]);
    expect(data.employee).toEqual([expect.objectContaining({ name: 'Priya Shah' })]);
    expect(data.makesOffer).toEqual([
      expect.objectContaining({
        priceSpecification: expect.objectContaining({ price: 350, priceCurrency: 'GBP', unitText: 'tree' }),
      }),
      expect.objectContaining({ priceSpecification: expect.objectContaining({ price: 12.5, unitCode: 'MTR' }) }),
    ]);
  });
});

it('leaves out the price guide of a service the brand no longer offers', () => {
  const data = proofJsonLd(proof, ['tree-surgery']) as { makesOffer: unknown[] };
  expect(data.makesOffer).toHaveLength(1);
});

it('leaves out of the home the price guide of a service the brand no longer offers', () => {
  expect(
    homePriceGuides(proof, { focus: ['tree-surgery'], services: ['tree-surgery'] }, words).map((line) => line.href),
  ).toEqual(['/tree-surgery']);
  expect(homePriceGuides(proof, { focus: ['fencing'], services: ['fencing'] }, words)).toEqual([]);
});

it('links a price guide of a service without a page of its own where its card links, in its card’s words', () => {
  const driveways = {
    service: 'driveways',
    from: 60,
    unit: 'square metre',
    includes: 'Dig-out, sub-base and block paving',
  } as const;
  expect(homePriceGuides({ priceGuides: [driveways] }, {}, words)).toEqual([
    expect.objectContaining({ title: 'Driveways', href: '/contact#enquiry-form', link: 'Ask about driveways' }),
  ]);
});

it('holds credentials when any one of them is filled in, and only then', () => {
  expect(holdsCredentials({ emergency: { responseHours: 4 } })).toBe(true);
  expect(holdsCredentials({ guarantees: [{ covers: 'Fence posts against rot', years: 10 }] })).toBe(true);
  expect(holdsCredentials({ insurance: [], accreditations: [], guarantees: [] })).toBe(false);
  expect(holdsCredentials({ people: proof.people, priceGuides: proof.priceGuides, company: proof.company })).toBe(
    false,
  );
});

it('states nothing for a brand without proof', () => {
  expect(holdsCredentials(undefined)).toBe(false);
  expect(homePriceGuides(undefined, {}, words)).toEqual([]);
  expect(trustFacts(undefined, words)).toEqual([]);
  expect(companyLines(undefined, words)).toEqual([]);
  expect(proofJsonLd(undefined, [])).toEqual({});
  const details = proofDetails(undefined, words);
  expect([details.accreditations, details.insurance, details.guarantees, details.people]).toEqual([[], [], [], []]);
  expect(details.emergency).toBeUndefined();
});
