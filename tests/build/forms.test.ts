/**
 * The forms as every built brand serves them, before any script runs (or without JavaScript): complete
 * HTML forms. The quote and enquiry forms post to Web3Forms with the access key, the subject, the
 * brand's name and the honeypot (the test build has the keys: tests/e2e/form-keys.env); the update
 * request form is a mailto: form to the brand's updates address carrying every field, and says what a
 * browser writing the e-mail itself may change. Each has a working submit button and lets the browser
 * check the required fields; the privacy notice names the services the forms use. What a browser then
 * sends is tests/e2e/forms-no-script.spec.ts's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseHtml, queryAll, queryOne, textIn, type HtmlElement as Element } from '../support/dom.ts';
import { builtBrands, distDir } from './support/site.ts';

/** The variables the test build was built with (npm run build:test). */
const env = parseEnv(readFileSync('tests/e2e/form-keys.env', 'utf8'));

function sectionOn(brandId: string, file: string, sectionId: string): { section: Element; form: Element } {
  const page = parseHtml(readFileSync(join(distDir, brandId, file), 'utf8'));
  const section = queryOne(`#${sectionId}`, page);
  const form = section && queryOne('form', section);
  expect(form, `${file}: #${sectionId} form`).toBeTruthy();
  return { section: section!, form: form! };
}

const named = (form: Element, name: string) => queryAll(`[name="${name}"]`, form);
const submitButton = (form: Element) => queryOne('button[type="submit"]', form);
describe.each(builtBrands.map((brand) => [brand.id, brand] as const))('%s', (id, brand) => {
  it.each([
    ['index.html', 'quote-form', 'Quote Request'],
    ['contact.html', 'enquiry-form', 'Enquiry'],
  ] as const)('%s #%s posts to Web3Forms with the key, subject, name and honeypot', (file, sectionId, subject) => {
    const { form } = sectionOn(id, file, sectionId);
    expect(form.attribs.action).toBe('https://api.web3forms.com/submit');
    expect(form.attribs.method).toBe('post');
    expect(form.attribs).not.toHaveProperty('novalidate');
    const hidden = Object.fromEntries(
      queryAll('input[type="hidden"]', form).map((input) => [input.attribs.name, input.attribs.value]),
    );
    expect(hidden).toEqual({
      access_key: env.PUBLIC_WEB3FORMS_ACCESS_KEY,
      subject,
      from_name: brand.businessName,
    });
    const honeypot = named(form, 'botcheck');
    expect(honeypot).toHaveLength(1);
    expect(honeypot[0]!.attribs.tabindex).toBe('-1');
    for (const name of ['name', 'email', 'message'])
      expect(named(form, name)[0]?.attribs, name).toHaveProperty('required');
    expect(submitButton(form)?.attribs).not.toHaveProperty('disabled');
  });

  it('client-updates.html: the update request is a mailto: form to its updates address carrying every field', () => {
    const { section, form } = sectionOn(id, 'client-updates.html', 'update-request-form');
    expect(submitButton(form)?.attribs.formaction).toBe(
      `mailto:${brand.updatesEmail}?subject=Website%20Update%20Request`,
    );
    expect(submitButton(form)?.attribs).not.toHaveProperty('disabled');
    expect(form.attribs.method).toBe('post');
    expect(form.attribs.enctype).toBe('text/plain');
    expect(form.attribs).not.toHaveProperty('novalidate');
    for (const name of ['name', 'email', 'phone', 'updateType', 'currentContent', 'newContent', 'additionalNotes'])
      expect(named(form, name), name).toHaveLength(1);
    const priorities = named(form, 'priority');
    expect(priorities).toHaveLength(4);
    expect(priorities.filter((radio) => 'checked' in radio.attribs).map((radio) => radio.attribs.value)).toEqual([
      'normal',
    ]);
    for (const name of ['name', 'email', 'updateType', 'newContent'])
      expect(named(form, name)[0]!.attribs, name).toHaveProperty('required');
    // What a browser that writes the e-mail itself does to the body is told to the visitor.
    expect(textIn(section)).toMatch(/Without JavaScript your browser writes the e-mail itself/);
  });

  it('privacy.html names the processors the forms use, says it sets no cookies, and every page links to it', () => {
    const page = parseHtml(readFileSync(join(distDir, id, 'privacy.html'), 'utf8'));
    expect(textIn(queryOne('h1', page)!).trim()).toBe('Privacy Notice');
    const main = textIn(queryOne('main', page)!).replace(/\s+/g, ' ');
    for (const phrase of ['Web3Forms', 'EmailJS', 'Your own e-mail program', 'sets no cookies', 'ico.org.uk'])
      expect(main).toContain(phrase);
    for (const file of ['index.html', 'contact.html', 'client-updates.html', 'privacy.html']) {
      const footer = queryOne('footer', parseHtml(readFileSync(join(distDir, id, file), 'utf8')))!;
      const links = queryAll('a[href="/privacy"]', footer).map((link) => textIn(link).trim());
      expect(links, `${file}: the footer's link`).toContain('Privacy Notice');
    }
  });
});
