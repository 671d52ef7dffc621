import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandJsonSchema, brandJsonSchemaPath } from '../../scripts/brand-json-schema.ts';
import { loadBrands, readBrandFiles, selectBrand } from '../../src/render-time/load-brands.ts';
import { areaServedFrom, BrandError, validateBrands, type BrandFile } from '../../src/lib/brand-schema.ts';
import { serviceCatalogue } from '../../src/lib/service-catalogue.ts';
import { fixtureBrandsDir } from '../fixtures/brands.ts';
import { tempDir } from '../support/temp-dir.ts';

// Fixture brands (tests/fixtures/brands/): anvil-gardens (default), birchway-fencing, oakmere-tree-care.
const fixtureFiles = readBrandFiles(fixtureBrandsDir);
const clone = (): BrandFile[] => fixtureFiles.map(({ file, data }) => ({ file, data: structuredClone(data) }));
const edit = (files: BrandFile[], id: string, change: (data: Record<string, unknown>) => void) => {
  change(files.find((f) => f.file === `brands/${id}.json`)!.data as Record<string, unknown>);
  return files;
};

function brandError(files: BrandFile[]): BrandError {
  try {
    validateBrands(files);
  } catch (error) {
    if (error instanceof BrandError) return error;
    throw error;
  }
  throw new Error('expected validateBrands to throw');
}

describe('the real brand files (brands/*.json)', () => {
  it('are valid, with exactly one default brand, listed first', () => {
    const brands = loadBrands();
    expect(brands.length).toBeGreaterThan(0);
    expect(brands[0]!.default).toBe(true);
    expect(brands.filter((b) => b.default)).toHaveLength(1);
  });

  it('use only reserved placeholder domains and Ofcom drama numbers', () => {
    for (const brand of [...loadBrands(), ...loadBrands(fixtureBrandsDir)]) {
      for (const host of [...brand.hostnames, ...brand.apexHostnames]) expect(host).toMatch(/\.example$/);
      expect(brand.email).toMatch(/@[a-z0-9.-]+\.example$/);
      expect(brand.phone.replace(/\s/g, '')).toMatch(/^(07700900\d{3}|01632960\d{3}|0207946\d{4})$/);
    }
  });
});

describe('validateBrands', () => {
  it('loads valid brands with the default first', () => {
    const brands = validateBrands(clone());
    expect(brands.map((b) => b.id)).toEqual(['anvil-gardens', 'birchway-fencing', 'oakmere-tree-care']);
  });

  it('selects a brand by id and falls back to the default', () => {
    const brands = validateBrands(clone());
    expect(selectBrand(brands, undefined).id).toBe('anvil-gardens');
    expect(selectBrand(brands, 'birchway-fencing').id).toBe('birchway-fencing');
    expect(() => selectBrand(brands, 'nope')).toThrow(/BRAND=nope matches no file/);
  });

  it('derives canonical from the first hostname, and accepts it when given and equal', () => {
    const brands = validateBrands(clone());
    expect(brands.find((b) => b.id === 'anvil-gardens')!.canonical).toBe('https://www.anvilgardens.example');
    expect(brands.find((b) => b.id === 'birchway-fencing')!.canonical).toBe('https://www.birchwayfencing.example');
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => (d.canonical = 'https://www.elsewhere.example')));
    expect(error.field).toBe('canonical');
    expect(error.message).toContain('must be https://www.birchwayfencing.example (the first hostname)');
  });

  it('derives WhatsApp’s digits from the phone number unless the brand gives its own WhatsApp number', () => {
    const birchway = (files = clone()) => validateBrands(files).find((b) => b.id === 'birchway-fencing')!;
    expect(birchway().phone).toBe('07700 900782');
    expect(birchway().contact.whatsapp).toEqual({ digits: '447700900782', href: 'https://wa.me/447700900782' });
    const own = birchway(edit(clone(), 'birchway-fencing', (d) => (d.whatsapp = '+44 7700 900999')));
    expect(own.contact.whatsapp).toEqual({ digits: '447700900999', href: 'https://wa.me/447700900999' });
    expect(own.contact.phone.href).toBe('tel:+447700900782');
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => (d.whatsapp = '0770 090')));
    expect(error.field).toBe('whatsapp');
  });

  it('keeps a UK phone number as written, in any of its usual forms, and refuses what is none', () => {
    const withPhone = (phone: string) => edit(clone(), 'birchway-fencing', (d) => (d.phone = phone));
    for (const [written, digits] of [
      ['020 7946 0123', '442079460123'],
      ['02079460123', '442079460123'],
      ['(020) 7946 0123', '442079460123'],
      ['+44 20 7946 0123', '442079460123'],
      ['+44 (0)20 7946 0123', '442079460123'],
      ['0117 496 0123', '441174960123'],
      ['0303 123 4567', '443031234567'],
      ['07911 123456', '447911123456'],
      ['+447700900123', '447700900123'],
    ]) {
      const brand = validateBrands(withPhone(written!)).find((b) => b.id === 'birchway-fencing')!;
      expect(brand.phone, written).toBe(written);
      expect(brand.contact, written).toEqual({
        phone: { display: written!.replace(/ /g, '\u00a0'), e164: `+${digits}`, href: `tel:+${digits}` },
        whatsapp: { digits, href: `https://wa.me/${digits}` },
      });
    }
    for (const wrong of ['12345', '020 7946 012', '07700 90030', '+33 1 23 45 67 89', 'call us', '0999 999 9999'])
      expect(brandError(withPhone(wrong)).message, wrong).toBe(
        'brands/birchway-fencing.json: field "phone" must be a UK phone number, such as 01632 960123, 020 7946 0123 or 07700 900123',
      );
  });

  it('derives areaServed from serviceAreas and the address country unless the brand gives its own', () => {
    const brands = validateBrands(clone());
    // birchway-fencing gives no areaServed; oakmere-tree-care names only two of its three places.
    expect(brands.find((b) => b.id === 'birchway-fencing')!.areaServed).toEqual([
      'Andover, UK',
      'Romsey, UK',
      'Stockbridge, UK',
    ]);
    expect(brands.find((b) => b.id === 'oakmere-tree-care')!.areaServed).toEqual(['Andover, UK', 'Romsey, UK']);
    expect(areaServedFrom(['Cork'], 'IE')).toEqual(['Cork, Ireland']);
    const error = brandError(edit(clone(), 'oakmere-tree-care', (d) => (d.areaServed = ['Andover'])));
    expect(error.message).toBe('brands/oakmere-tree-care.json: field "areaServed.0" must be "Place, Country"');
  });

  it('takes hours, price range and a stated rating from the brand file', () => {
    const brands = validateBrands(clone());
    const anvil = brands.find((b) => b.id === 'anvil-gardens')!;
    expect(anvil.openingHours.monday).toEqual({ opens: '08:00', closes: '18:00' });
    const oakmere = brands.find((b) => b.id === 'oakmere-tree-care')!.business;
    expect(oakmere.aggregateRating).toEqual({ ratingValue: '4.8', reviewCount: 37, platform: 'Google' });
    expect(oakmere.priceRange).toBe('£££');
  });

  it('states a rating only with the review sites it comes from, and has none by default', () => {
    expect(validateBrands(clone()).find((b) => b.id === 'anvil-gardens')!.business).not.toHaveProperty(
      'aggregateRating',
    );
    const error = brandError(
      edit(
        clone(),
        'birchway-fencing',
        (d) => ((d.business as Record<string, unknown>).aggregateRating = { ratingValue: '4.9', reviewCount: 12 }),
      ),
    );
    expect(error.field).toBe('business.aggregateRating.platform');
  });

  it('offers every service unless it lists its own, its lead services always among them', () => {
    const all = serviceCatalogue.map((entry) => entry.id);
    const brands = validateBrands(clone());
    expect(brands.find((b) => b.id === 'anvil-gardens')!.services).toEqual(all);
    const offering = (services: string[], focus = ['tree-surgery']) =>
      validateBrands(
        edit(clone(), 'oakmere-tree-care', (d) => {
          d.focus = focus;
          d.services = services;
          // Its price guides are for its own services: not what this is about.
          delete d.proof;
        }),
      ).find((b) => b.id === 'oakmere-tree-care')!.services;
    expect(offering(['hedge-trimming', 'tree-surgery'])).toEqual(['tree-surgery', 'hedge-trimming']);
    // An emptied list offers every service; a lead service left off the list is offered all the same.
    expect(offering([])).toEqual(all);
    expect(offering(['tree-surgery'], ['fencing'])).toEqual(
      all.filter((id) => ['tree-surgery', 'fencing'].includes(id)),
    );
    expect(brandError(edit(clone(), 'oakmere-tree-care', (d) => (d.services = ['decking']))).field).toBe('services.0');
    expect(
      brandError(edit(clone(), 'oakmere-tree-care', (d) => (d.services = ['fencing', 'fencing']))).message,
    ).toContain('field "services.1" "fencing" is listed twice');
  });

  it('names file and field for bad business facts and opening hours', () => {
    const brandWith = (change: (data: Record<string, any>) => void) =>
      brandError(edit(clone(), 'birchway-fencing', (d) => change(d))).message;
    const file = 'brands/birchway-fencing.json: field';
    expect(brandWith((d) => (d.business.priceRange = 'cheap'))).toBe(`${file} "business.priceRange" must be £ to ££££`);
    expect(brandWith((d) => delete d.business.priceRange)).toMatch(/field "business.priceRange"/);
    expect(brandWith((d) => (d.openingHours.saturday = { opens: '09:00' }))).toBe(
      `${file} "openingHours.saturday.closes" needs a closing time, or Closed`,
    );
    expect(brandWith((d) => (d.openingHours.monday = { opens: '18:00', closes: '08:00' }))).toBe(
      `${file} "openingHours.monday.closes" must be later than the opening time`,
    );
    expect(brandWith((d) => (d.openingHours.sunday = { closed: true, opens: '10:00' }))).toBe(
      `${file} "openingHours.sunday.opens" a closed day has no opening times`,
    );
    expect(brandWith((d) => (d.openingHours.monday = { opens: '8am', closes: '18:00' }))).toBe(
      `${file} "openingHours.monday.opens" must be a time such as 08:00`,
    );
    expect(brandWith((d) => delete d.openingHours.tuesday)).toMatch(/field "openingHours.tuesday"/);
    expect(
      brandWith((d) => {
        for (const day of Object.keys(d.openingHours)) d.openingHours[day] = { closed: true };
      }),
    ).toBe(`${file} "openingHours" at least one day must be open`);
  });

  it('names file and field when a required field is missing', () => {
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => delete d.phone));
    expect(error.file).toBe('brands/birchway-fencing.json');
    expect(error.field).toBe('phone');
    expect(error.message).toMatch(/^brands\/birchway-fencing\.json: field "phone"/);
  });

  it('names file and field for a bad e-mail', () => {
    const error = brandError(edit(clone(), 'anvil-gardens', (d) => (d.email = 'not an email')));
    expect(error.message).toBe('brands/anvil-gardens.json: field "email" must be a valid e-mail address');
  });

  it('names nested fields', () => {
    const error = brandError(
      edit(clone(), 'oakmere-tree-care', (d) => ((d.address as Record<string, unknown>).postcode = 'nowhere')),
    );
    expect(error.field).toBe('address.postcode');
  });

  it('rejects a hostname used by two brands', () => {
    const taken = (fixtureFiles[0]!.data as { hostnames: string[] }).hostnames[0];
    const error = brandError(edit(clone(), 'oakmere-tree-care', (d) => ((d.hostnames as string[])[1] = taken!)));
    expect(error.file).toBe('brands/oakmere-tree-care.json');
    expect(error.field).toBe('hostnames.1');
    expect(error.message).toContain(`"${taken}" is already used by`);
  });

  it('rejects zero default brands', () => {
    const error = brandError(edit(clone(), 'anvil-gardens', (d) => (d.default = false)));
    expect(error.field).toBe('default');
    expect(error.message).toContain('no brand has "default": true');
  });

  it('rejects two default brands', () => {
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => (d.default = true)));
    expect(error.field).toBe('default');
    expect(error.message).toMatch(/brands\/anvil-gardens\.json, brands\/birchway-fencing\.json all have it/);
  });

  it('rejects an id that differs from the file name', () => {
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => (d.id = 'another-id')));
    expect(error.message).toContain('must equal the file name "birchway-fencing"');
  });

  it('rejects unknown fields (typos)', () => {
    const error = brandError(edit(clone(), 'birchway-fencing', (d) => (d.phnoe = '07700 900999')));
    expect(error.file).toBe('brands/birchway-fencing.json');
    expect(error.message).toContain('phnoe');
  });

  it('reports a file that is not JSON', () => {
    const dir = tempDir('brands-');
    writeFileSync(join(dir, 'broken.json'), '{ "id": "broken", ');
    expect(() => readBrandFiles(dir)).toThrow(/^brands\/broken\.json: file is not valid JSON/);
  });

  it('keeps brands/brand.schema.json in step with the zod schema', () => {
    expect(readFileSync(brandJsonSchemaPath, 'utf8')).toBe(brandJsonSchema());
    const schema = JSON.parse(brandJsonSchema());
    expect(schema.required).toEqual(
      expect.arrayContaining(['id', 'default', 'hostnames', 'phone', 'email', 'address']),
    );
    expect(schema.required).not.toContain('canonical');
    // Derived unless given: optional, and the JSON Schema says where they come from.
    for (const field of ['whatsapp', 'areaServed']) {
      expect(schema.required).not.toContain(field);
      expect(schema.properties[field].description).toMatch(/derive/i);
    }
  });
});

describe('redirects (old links)', () => {
  const withRedirects = (redirects: unknown) => edit(clone(), 'birchway-fencing', (d) => (d.redirects = redirects));

  it('default to none, and to 301 when a redirect gives no status', () => {
    const brands = validateBrands(withRedirects([{ from: '/old-fences.html', to: '/fencing' }]));
    expect(brands.find((b) => b.id === 'anvil-gardens')!.redirects).toEqual([]);
    expect(brands.find((b) => b.id === 'birchway-fencing')!.redirects).toEqual([
      { from: '/old-fences.html', to: '/fencing', status: 301 },
    ]);
  });

  it('accept a 302 and an https:// target', () => {
    const [redirect] = validateBrands(
      withRedirects([{ from: '/offer', to: 'https://shop.example.org/offer', status: 302 }]),
    ).find((b) => b.id === 'birchway-fencing')!.redirects;
    expect(redirect).toEqual({ from: '/offer', to: 'https://shop.example.org/offer', status: 302 });
  });

  it.each([
    [[{ from: 'old.html', to: '/fencing' }], `redirects.0.from`, /must be a path starting with \//],
    [[{ from: '/old/*', to: '/fencing' }], `redirects.0.from`, /must be a path/],
    [[{ from: '/old', to: 'http://insecure.example/' }], 'redirects.0.to', /a path .* or an https:\/\/ URL/],
    [[{ from: '/old', to: '/fencing', status: 307 }], 'redirects.0.status', /must be 301 .* or 302/],
    [[{ from: '/fencing', to: '/contact' }], `redirects.0.from`, /"\/fencing" is a page of the site/],
    [[{ from: '/_astro/app.js', to: '/contact' }], `redirects.0.from`, /is reserved/],
    [[{ from: '/old', to: '/no-such-page' }], 'redirects.0.to', /is not a page of the site/],
    [[{ from: '/old', to: '/old/' }], 'redirects.0.to', /redirects to itself \(a loop\)/],
    [
      [
        { from: '/a', to: '/b' },
        { from: '/b', to: '/a' },
      ],
      'redirects.0.to',
      /"\/b" is itself redirected by redirects.1/,
    ],
    [
      [
        { from: '/old', to: '/fencing' },
        { from: '/OLD/', to: '/contact' },
      ],
      `redirects.1.from`,
      /"\/OLD\/" is already redirected by redirects.0/,
    ],
  ])('refuse %j naming file and field', (redirects, field, message) => {
    const error = brandError(withRedirects(redirects));
    expect(error.file).toBe('brands/birchway-fencing.json');
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`brands/birchway-fencing.json: field "${field}"`);
  });
});

describe('proof a visitor can check (proof)', () => {
  type ProofData = Record<string, Record<string, unknown>[] & Record<string, unknown>>;
  const withProof = (change: (proof: ProofData) => void) =>
    edit(clone(), 'oakmere-tree-care', (d) => change(d.proof as ProofData));

  it('takes every part filled in, and leaves a brand without it with none', () => {
    const brands = validateBrands(clone());
    const proof = brands.find((b) => b.id === 'oakmere-tree-care')!.proof!;
    expect(Object.keys(proof).sort()).toEqual(
      [
        'accreditations',
        'company',
        'emergency',
        'googleBusiness',
        'guarantees',
        'insurance',
        'people',
        'priceGuides',
      ].sort(),
    );
    expect(brands.find((b) => b.id === 'anvil-gardens')!.proof).toBeUndefined();
  });

  it('refuses, naming the field, a company number not in the Companies House format', () => {
    for (const number of ['1234567', '123456789', 'AB12345', 'sc123456']) {
      const error = brandError(withProof((proof) => (proof.company!.companyNumber = number)));
      expect(error.field).toBe('proof.company.companyNumber');
      expect(error.message).toContain('Companies House number');
    }
    expect(() => validateBrands(withProof((proof) => (proof.company!.companyNumber = 'SC123456')))).not.toThrow();
  });

  it('refuses a register link that is not https, and a Google profile elsewhere than Google', () => {
    const http = brandError(withProof((proof) => (proof.accreditations![0]!.register = 'http://example.org/a')));
    expect(http.field).toBe('proof.accreditations.0.register');
    const google = brandError(withProof((proof) => (proof.googleBusiness!.url = 'https://www.example.org/maps')));
    expect(google.field).toBe('proof.googleBusiness.url');
  });

  it('refuses a price that is not a positive amount with a unit', () => {
    expect(brandError(withProof((proof) => (proof.priceGuides![0]!.from = 0))).field).toBe('proof.priceGuides.0.from');
    expect(brandError(withProof((proof) => (proof.priceGuides![0]!.from = -5))).field).toBe('proof.priceGuides.0.from');
    expect(brandError(withProof((proof) => (proof.priceGuides![0]!.unit = 'bucket'))).field).toBe(
      'proof.priceGuides.0.unit',
    );
  });
});
