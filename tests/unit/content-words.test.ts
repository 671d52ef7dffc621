/**
 * The shared words in src/content/ (forms, welcome dialog, calls to action, 404) are the product's required
 * texts, word for word: each expected text below is copied from the product specification (kept outside this
 * repository: its screens, states, validation, errors and constants), not imported from the code. Content
 * writes brand facts as placeholders: {quoteReply} stands for "within 24 hours" and {phone} stays as written.
 */
import { globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadWords } from '../../src/render-time/brand-content-files.ts';
import { brandPlaceholders } from '../../src/lib/brand-content.ts';
import {
  aboutPageSchema,
  areaPageSchema,
  callsToActionSchema,
  coverageRegionsSchema,
  formsWordsSchema,
  galleryPageSchema,
  notFoundSchema,
  homeSectionsSchema,
  picturesWordsSchema,
  ratingWordsSchema,
  reviewsPageSchema,
  servicePageWordsSchema,
  welcomeDialogSchema,
} from '../../src/lib/content-schemas.ts';
import { fixtureBrand } from '../fixtures/brands.ts';
import { tempDir } from '../support/temp-dir.ts';

/** A shared file as written, with the quote-reply promise filled in as the required texts word it. */
function shared(name: string): Record<string, Record<string, unknown>> {
  const text = readFileSync(`src/content/${name}.yaml`, 'utf8').replaceAll('{quoteReply}', 'within 24 hours');
  return parse(text) as Record<string, Record<string, unknown>>;
}

describe('the shared defaults are the required texts, word for word', () => {
  const forms = shared('forms');

  it('validation messages', () => {
    expect(forms.messages).toEqual({
      required: 'Please fill in all required fields.',
      invalidEmail: 'Please enter a valid email address.',
    });
  });

  it('home quote form: pending label, success toast, failure inline and toast', () => {
    expect(forms.quote).toMatchObject({
      busy: 'Preparing Quote Request...',
      success: "Quote request sent successfully! We'll contact you within 24 hours.",
      failureInline: 'Failed to send message. Please try one of the alternative contact methods below.',
      failureToast: 'Form submission failed. Please call us at {phone} or use WhatsApp for immediate assistance.',
    });
  });

  it('contact enquiry form: pending label, success toast, failure inline and toast', () => {
    expect(forms.enquiry).toMatchObject({
      busy: 'Sending...',
      success: "Message sent! We'll be in touch soon.",
      failureInline: 'Failed to send message. Please try again or contact us directly.',
      failureToast: 'Failed to send message. Please try again or contact us directly.',
    });
  });

  it('update request form: the three toasts', () => {
    expect(forms.updateRequest).toMatchObject({
      missingTitle: 'Missing Information',
      failureTitle: 'Error',
      failure: 'Something went wrong. Please try again or contact us directly.',
      preparedTitle: 'Update Request Prepared',
      prepared:
        'Your email client should open with the update request. Please send the email to complete your request.',
    });
  });

  it('floating contact buttons: the toasts and their description', () => {
    expect(shared('calls-to-action').contactButtons).toMatchObject({
      call: { toast: 'Opening phone...' },
      whatsapp: { toast: 'Opening WhatsApp...' },
      email: { toast: 'Opening email...' },
      toastDescription: "If this doesn't work, please call us directly at {phone}",
    });
  });

  it('not-found page: headline and the moved, deleted or mistyped text', () => {
    const notFound = shared('not-found');
    expect(notFound.heading).toBe('Page Not Found');
    expect(notFound.title).toBe('Page Not Found');
    expect(notFound.text).toMatch(/moved, deleted, or the URL may have been mistyped/);
  });

  it("the reviews banner's headline claim, for the customer count the default brand states", () => {
    const claim = shared('home-sections').trustedBanner!.claim as string;
    expect(claim.replace('{customers}', '100')).toBe('Trusted by 100+ Happy Customers');
  });

  it('the About page is titled About Us', () => {
    expect(shared('pages/about').title).toBe('About Us');
  });

  it('the gallery filter’s first button shows every project (all, the default)', () => {
    expect(shared('galleryPage').filter).toMatchObject({ all: 'All Projects' });
  });

  it('quote promise in the forms, the welcome dialog and the calls to action: within 24 hours', () => {
    expect(forms.quote!.intro).toContain('quote within 24 hours');
    expect(shared('welcome-dialog').text).toContain('quote within 24 hours');
    expect(shared('calls-to-action').band).toMatchObject({
      text: expect.stringContaining('quote within 24 hours'),
      emailAfter: 'and we will reply within 24 hours.',
    });
  });
});

describe('the words files as a brand sees them', () => {
  const brand = fixtureBrand('birchway-fencing');
  const facts = brandPlaceholders(brand);

  it('validate and fill every placeholder with the brand’s facts', () => {
    for (const [name, schema] of [
      ['forms', formsWordsSchema],
      ['welcome-dialog', welcomeDialogSchema],
      ['calls-to-action', callsToActionSchema],
      ['not-found', notFoundSchema],
    ] as const) {
      const words = loadWords(brand, `src/content/${name}.yaml`, name, schema);
      expect(JSON.stringify(words), name).not.toMatch(/\{\w+\}/);
    }
    // Words with slots the page fills ({area}, {count} …): every other placeholder is filled.
    for (const [name, schema, slots] of [
      ['pages/about', aboutPageSchema, []],
      ['pages/service', servicePageWordsSchema, ['service']],
      ['pages/reviews', reviewsPageSchema, ['count', 'ratingValue', 'reviews']],
      ['home-sections', homeSectionsSchema, ['years', 'stars', 'ratingValue', 'reviews', 'customers']],
      ['rating', ratingWordsSchema, ['count', 'reviews', 'platform']],
      ['pictures', picturesWordsSchema, []],
      ['pages/area', areaPageSchema, ['area']],
      ['galleryPage', galleryPageSchema, ['count', 'noun']],
      ['coverage-regions', coverageRegionsSchema, ['towns', 'area']],
    ] as const) {
      const words = loadWords(brand, `src/content/${name}.yaml`, name, schema, undefined, slots);
      const left = new Set([...JSON.stringify(words).matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
      expect(
        [...left].filter((slot) => !(slots as readonly string[]).includes(slot!)),
        name,
      ).toEqual([]);
    }
    const forms = loadWords(brand, 'src/content/forms.yaml', 'forms', formsWordsSchema);
    expect(forms.quote.success).toBe(`Quote request sent successfully! We'll contact you ${facts.quoteReply}.`);
    expect(forms.quote.failureToast).toContain(`call us at ${brand.phone} or`);
    expect(forms.quote.mailtoStatus).toContain(brand.email);
    expect(forms.updateRequest.reopenOr).toContain(brand.updatesEmail);
  });
});

/** A temporary project root holding the real shared words and the files given. */
function projectWith(files: Record<string, string>): string {
  const root = tempDir('content-words-');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  for (const name of ['forms', 'welcome-dialog'])
    write(`src/content/${name}.yaml`, readFileSync(`src/content/${name}.yaml`, 'utf8'));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

describe('a brand’s own words, key by key', () => {
  const brand = fixtureBrand('birchway-fencing');
  const own = `brands/${brand.id}/content`;

  it('replace only the keys the brand writes, at any depth, placeholders filled', () => {
    const root = projectWith({
      [`${own}/forms.yaml`]: 'quote:\n  success: Thanks from {shortName}, we reply {quoteReply}.\n',
    });
    const forms = loadWords(brand, 'src/content/forms.yaml', 'forms', formsWordsSchema, root);
    const sharedForms = loadWords(brand, 'src/content/forms.yaml', 'forms', formsWordsSchema, projectWith({}));
    expect(forms.quote.success).toBe(
      `Thanks from ${brand.shortName}, we reply ${brandPlaceholders(brand).quoteReply}.`,
    );
    expect(forms.quote.busy).toBe('Preparing Quote Request...');
    expect(forms.enquiry).toEqual(sharedForms.enquiry);
    expect(forms.messages).toEqual(sharedForms.messages);
  });

  it('stop the build naming the file and the field: unknown key, empty text, unknown placeholder', () => {
    const load = (text: string) => () =>
      loadWords(
        brand,
        'src/content/welcome-dialog.yaml',
        'welcome-dialog',
        welcomeDialogSchema,
        projectWith({ [`${own}/welcome-dialog.yaml`]: text }),
      );
    expect(load('titel: Hello there\n')).toThrow(`${own}/welcome-dialog.yaml: `);
    expect(load('titel: Hello there\n')).toThrow(/titel/);
    expect(load("title: ''\n")).toThrow(`${own}/welcome-dialog.yaml: field "title"`);
    expect(load("text: 'Hedges, trees and stumps: a free quote from us {quoteReplyy}.'\n")).toThrow(
      `${own}/welcome-dialog.yaml: field "text" names {quoteReplyy}`,
    );
    expect(() =>
      loadWords(
        brand,
        'src/content/forms.yaml',
        'forms',
        formsWordsSchema,
        projectWith({ [`${own}/forms.yaml`]: 'quote:\n  success: 42\n' }),
      ),
    ).toThrow(`${own}/forms.yaml: field "quote.success"`);
  });
});

it('states the quote-reply promise once: only src/lib/business.ts spells out "within 24 hours"', () => {
  const files = globSync('src/**/*', { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes('within 24 hours'));
  expect(files).toEqual([join('src', 'lib', 'business.ts')]);
});
