import { describe, expect, it } from 'vitest';
import { clip, emptyUpdateRequest, maxLength } from '../../src/lib/forms/fields.ts';
import { emptyEnquiry, emptyQuote } from '../../src/lib/forms/lead-forms.ts';
import {
  buildEmailJsParams,
  buildWeb3FormsFields,
  emailAsText,
  enquirySubject,
  enquiryText,
  formatSubmittedAt,
  quoteSubject,
  updateRequestBody,
  updateRequestSubject,
} from '../../src/lib/forms/payloads.ts';

const options = { accessKey: 'key-123', fromName: 'Oakridge Fencing & Landscaping', botcheck: '' };

describe('Web3Forms fields (home quote form)', () => {
  it('sends exactly the documented fields, with the defaults for empty phone and service', () => {
    const fields = buildWeb3FormsFields(
      { ...emptyQuote, name: 'Jo Bloggs', email: 'jo@example.com', message: 'A new fence' },
      options,
    );
    expect(fields).toEqual({
      access_key: 'key-123',
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: 'Not provided',
      service: 'General inquiry',
      message: 'A new fence',
      subject: 'Quote Request from Jo Bloggs - General inquiry',
      from_name: 'Oakridge Fencing & Landscaping',
      botcheck: '',
    });
  });

  it('uses the chosen service and phone, trimmed', () => {
    const fields = buildWeb3FormsFields(
      {
        name: '  Jo  ',
        email: ' jo@example.com ',
        phone: ' 07700 900123 ',
        service: 'artificial-turf',
        message: '\nTurf\n',
      },
      options,
    );
    expect(fields).toMatchObject({
      name: 'Jo',
      email: 'jo@example.com',
      phone: '07700 900123',
      service: 'artificial-turf',
      message: 'Turf',
      subject: 'Quote Request from Jo - artificial-turf',
    });
  });

  it('treats a whitespace-only phone as not provided', () => {
    expect(buildWeb3FormsFields({ ...emptyQuote, phone: '   ' }, options).phone).toBe('Not provided');
  });

  it('passes the honeypot value through so Web3Forms can reject bots', () => {
    expect(buildWeb3FormsFields(emptyQuote, { ...options, botcheck: 'on' }).botcheck).toBe('on');
  });

  it('keeps markup as text', () => {
    const fields = buildWeb3FormsFields({ ...emptyQuote, name: '<b>Jo</b>', message: '<script>x()</script>' }, options);
    expect(fields.message).toBe('<script>x()</script>');
    expect(fields.subject).toBe('Quote Request from <b>Jo</b> - General inquiry');
  });
});

describe('quote subject', () => {
  it("reads 'Quote Request from {name} - {service or General inquiry}'", () => {
    expect(quoteSubject({ name: 'Zoë 🌳', service: 'patio' })).toBe('Quote Request from Zoë 🌳 - patio');
    expect(quoteSubject({ name: 'Zoë', service: '' })).toBe('Quote Request from Zoë - General inquiry');
  });
});

describe('EmailJS template params (contact enquiry form)', () => {
  it('sends name, email, phone, service, message and the destination address', () => {
    const params = buildEmailJsParams(
      { ...emptyEnquiry, name: 'Priya', email: 'priya@example.com', message: 'Hedge' },
      'enquiries@oakridgefencing.example',
    );
    expect(params).toEqual({
      name: 'Priya',
      email: 'priya@example.com',
      phone: 'Not provided',
      service: 'General Enquiry',
      message: 'Hedge',
      to_email: 'enquiries@oakridgefencing.example',
    });
  });
});

describe('plain-text enquiry for the e-mail and WhatsApp alternatives', () => {
  it('lists the fields then the message', () => {
    const values = { name: 'Jo', email: 'jo@example.com', phone: '', service: 'Fencing', message: 'Line 1\nLine 2' };
    expect(enquiryText(values)).toBe(
      'Name: Jo\nEmail: jo@example.com\nPhone: Not provided\nService: Fencing\n\nLine 1\nLine 2',
    );
    expect(enquirySubject(values)).toBe('Enquiry from Jo - Fencing');
  });

  it('leaves out an empty service line and can show a label instead of the key', () => {
    const values = { ...emptyQuote, name: 'Jo', email: 'jo@example.com', message: 'Hi' };
    expect(enquiryText(values)).not.toContain('Service:');
    expect(enquiryText({ ...values, service: 'tree-surgery' }, 'Tree surgery')).toContain('Service: Tree surgery');
  });
});

describe('update request e-mail', () => {
  const values = {
    ...emptyUpdateRequest,
    name: 'Sam',
    email: 'sam@example.com',
    updateType: 'pricing',
    newContent: 'Close-board fencing from £45 per metre',
  };
  const when = new Date('2026-07-01T13:05:00Z');

  it('puts the update type (and priority) in the subject', () => {
    expect(updateRequestSubject(values)).toBe('Website Update Request: Pricing (Normal priority)');
    expect(updateRequestSubject({ ...values, updateType: 'gallery', priority: 'urgent' })).toBe(
      'Website Update Request: Gallery (Urgent priority)',
    );
  });

  it('lists every field, the priority with its turnaround, and the submission time in UK time', () => {
    expect(updateRequestBody(values, when)).toBe(
      [
        'Website Update Request',
        '',
        'Client Name: Sam',
        'Email: sam@example.com',
        'Phone: Not provided',
        'Update Type: Pricing',
        'Priority: Normal (3 days)',
        '',
        'Current Content:',
        'Not provided',
        '',
        'Requested Content:',
        'Close-board fencing from £45 per metre',
        '',
        'Additional Notes:',
        'Not provided',
        '',
        'Submitted: 1 July 2026 at 14:05',
      ].join('\n'),
    );
  });

  it('formats winter times without daylight saving', () => {
    expect(formatSubmittedAt(new Date('2026-01-15T09:30:00Z'))).toBe('15 January 2026 at 09:30');
  });
});

describe('a prepared e-mail as text to paste', () => {
  it('puts the address and the subject above the body, which stays whole', () => {
    const body = `Requested Content:\n${'£45/m & gates '.repeat(400)}`;
    const text = emailAsText('updates@example.co.uk', { subject: 'Website Update Request: Pricing', body });
    expect(text).toBe(`To: updates@example.co.uk\nSubject: Website Update Request: Pricing\n\n${body}`);
  });
});

describe('clip', () => {
  it('caps at the limit', () => {
    expect(clip('x'.repeat(10_000), maxLength.message)).toHaveLength(5000);
    expect(clip('short', 10)).toBe('short');
  });

  it('never cuts an emoji in half', () => {
    const clipped = clip(`${'x'.repeat(4)}🌳`, 5);
    expect(clipped).toBe('xxxx');
    expect(() => encodeURIComponent(clipped)).not.toThrow();
  });
});
