import { describe, expect, it } from 'vitest';
import { alternativeLinks } from '../../src/lib/forms/alternatives.ts';
import { contactLinks } from '../../src/lib/contact-links.ts';
import { mailtoHref, whatsappHref } from '../../src/lib/links.ts';

const tricky = 'Fence & gate? #2 = 50% + VAT\nLine two 🌳 café';

describe('WhatsApp link', () => {
  it('is wa.me/<digits> with the text percent-encoded', () => {
    expect(whatsappHref('447700900101', tricky)).toBe(
      'https://wa.me/447700900101?text=Fence%20%26%20gate%3F%20%232%20%3D%2050%25%20%2B%20VAT%0ALine%20two%20%F0%9F%8C%B3%20caf%C3%A9',
    );
  });

  it('encodes every special character so none leaks into the URL structure', () => {
    const text = new URL(whatsappHref('447700900101', tricky)).searchParams.get('text');
    expect(text).toBe(tricky);
    const query = whatsappHref('447700900101', tricky).split('?text=')[1]!;
    for (const raw of ['&', '?', '#', '=', '+', ' ', '\n', '🌳']) expect(query, raw).not.toContain(raw);
    // Every % in the query starts an escape: a literal % would have been sent as %25.
    expect(query).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it('has no query without text', () => {
    expect(whatsappHref('447700900101')).toBe('https://wa.me/447700900101');
  });

  it('does not throw on half an emoji', () => {
    expect(whatsappHref('447700900101', 'tree \ud83c')).toBe('https://wa.me/447700900101?text=tree%20%EF%BF%BD');
  });
});

describe('mailto link', () => {
  it('percent-encodes subject and body (RFC 6068), with CRLF line breaks', () => {
    expect(mailtoHref('enquiries@example.com', { subject: 'Quote & more?', body: tricky })).toBe(
      'mailto:enquiries@example.com?subject=Quote%20%26%20more%3F&body=Fence%20%26%20gate%3F%20%232%20%3D%2050%25%20%2B%20VAT%0D%0ALine%20two%20%F0%9F%8C%B3%20caf%C3%A9',
    );
  });

  it('round-trips the text exactly', () => {
    const href = mailtoHref('a@example.com', { subject: '100% = sure? #1 + 2 & 3', body: 'a\nb' });
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.split('?')[1]!);
    expect(params.get('subject')).toBe('100% = sure? #1 + 2 & 3');
    expect(params.get('body')).toBe('a\r\nb');
  });

  it('leaves out empty fields', () => {
    expect(mailtoHref('a@example.com')).toBe('mailto:a@example.com');
    expect(mailtoHref('a@example.com', { subject: 'Hi', body: '' })).toBe('mailto:a@example.com?subject=Hi');
  });

  it('sends markup as encoded text', () => {
    expect(mailtoHref('a@example.com', { body: '<script>alert("x")</script>' })).toBe(
      'mailto:a@example.com?body=%3Cscript%3Ealert(%22x%22)%3C%2Fscript%3E',
    );
  });
});

describe('alternatives offered when a form fails', () => {
  it('gives a tel: link, WhatsApp with subject and body, and a prefilled e-mail', () => {
    const links = alternativeLinks(
      {
        phoneHref: contactLinks('07700 900101').phone.href,
        whatsapp: '447700900101',
        email: 'enquiries@example.com',
      },
      { subject: 'Quote Request from Jo - patio', body: 'Name: Jo\n\nPatio & path' },
    );
    expect(links.call).toBe('tel:+447700900101');
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(
      'Quote Request from Jo - patio\n\nName: Jo\n\nPatio & path',
    );
    expect(links.email).toBe(
      'mailto:enquiries@example.com?subject=Quote%20Request%20from%20Jo%20-%20patio&body=Name%3A%20Jo%0D%0A%0D%0APatio%20%26%20path',
    );
  });
});
