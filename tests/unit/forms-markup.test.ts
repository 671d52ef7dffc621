/** The server-rendered forms (what a visitor has before hydration, or without JavaScript): complete HTML forms. */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import EnquiryForm from '../../src/islands/forms/EnquiryForm.tsx';
import QuoteForm from '../../src/islands/forms/QuoteForm.tsx';
import UpdateRequestForm from '../../src/islands/forms/UpdateRequestForm.tsx';
import { requiredFields, updateRequestForm } from '../../src/lib/forms/fields.ts';
import { enquiryServices, quoteForm, quoteServices } from '../../src/lib/forms/lead-forms.ts';
import { leadSubmission, mailtoSubmission } from '../../src/lib/forms/native.ts';
import { enquiryWords, quoteWords, updateWords } from './support/words.ts';

const channels = {
  phoneHref: 'tel:+447700900101',
  whatsapp: '447700900101',
  email: 'hello@example.test',
};
const web3forms = { endpoint: 'https://api.web3forms.com/submit', accessKey: 'key-123' };
const brand = { email: channels.email, businessName: 'Oak & Co' };

function control(html: string, name: string): string {
  return html.match(new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
}

describe('server-rendered forms', () => {
  const quote = renderToString(
    createElement(QuoteForm, {
      ...channels,
      businessName: 'Oak & Co',
      services: quoteServices,
      web3forms,
      native: leadSubmission(web3forms, 'Quote Request', brand),
      words: quoteWords,
    }),
  );

  it('quote form: posts to Web3Forms with the hidden fields and the honeypot', () => {
    expect(quote).toContain('action="https://api.web3forms.com/submit"');
    expect(quote).toContain('method="post"');
    expect(quote).toContain('<input type="hidden" name="access_key" value="key-123"/>');
    expect(quote).toContain('<input type="hidden" name="subject" value="Quote Request"/>');
    expect(quote).toContain('<input type="hidden" name="from_name" value="Oak &amp; Co"/>');
    expect(quote).toContain('name="botcheck"');
  });

  it('marks exactly the required fields (name, email, message) required, with labels, types and length caps', () => {
    for (const field of quoteForm.fields) {
      const markup = control(quote, field.name);
      expect(markup, field.name).toContain(`id="quote-${field.name}"`);
      expect(markup.includes(' required'), field.name).toBe(requiredFields(quoteForm).includes(field.name));
      expect(quote).toContain(`for="quote-${field.name}"`);
      if (field.control !== 'select') expect(markup).toContain(`maxLength="${field.maxLength}"`);
    }
    expect(control(quote, 'email')).toContain('type="email"');
    expect(control(quote, 'phone')).toContain('type="tel"');
  });

  it('has a working submit button and no novalidate before hydration', () => {
    expect(quote).toMatch(/<button type="submit" class="[^"]*">Get My Free Quote<\/button>/);
    expect(quote).not.toContain('novalidate');
    expect(quote).not.toContain('data-enhanced');
  });

  it('enquiry form: a mailto: form without a Web3Forms key', () => {
    const html = renderToString(
      createElement(EnquiryForm, {
        ...channels,
        emailjs: null,
        services: enquiryServices,
        native: leadSubmission(null, 'Enquiry', brand),
        words: enquiryWords,
      }),
    );
    // On the submit button, not the form: a form's mailto: action is mixed content on an https page.
    expect(html).toMatch(/<button type="submit"[^>]* formAction="mailto:hello@example.test\?subject=Enquiry"/);
    expect(html).not.toMatch(/<form[^>]*action=/);
    expect(html).toMatch(/enc[tT]ype="text\/plain"/);
    expect(control(html, 'service')).not.toContain('required');
    expect(html).toContain('<option value="General Enquiry" selected="">General Enquiry</option>');
  });

  it('update request form: a mailto: form with every field named, normal priority checked', () => {
    const html = renderToString(
      createElement(UpdateRequestForm, {
        updatesEmail: 'updates@example.test',
        phone: '07700 900101',
        phoneHref: channels.phoneHref,
        native: mailtoSubmission('updates@example.test', 'Website Update Request'),
        words: updateWords,
      }),
    );
    expect(html).toMatch(
      /<button type="submit"[^>]* formAction="mailto:updates@example.test\?subject=Website%20Update%20Request"/,
    );
    expect(html).not.toMatch(/<form[^>]*action=/);
    for (const field of updateRequestForm.fields) expect(control(html, field.name), field.name).not.toBe('');
    expect(html).toMatch(/<input type="radio"[^>]*name="priority" checked="" value="normal"/);
  });
});
