import { describe, expect, it } from 'vitest';
import {
  adoptValues,
  emptyUpdateRequest,
  fieldId,
  initialValues,
  readValues,
  requiredFields,
  updateRequestForm,
  updateTypes,
} from '../../src/lib/forms/fields.ts';
import {
  emptyEnquiry,
  emptyQuote,
  enquiryForm,
  enquiryServices,
  quoteForm,
  quoteServices,
} from '../../src/lib/forms/lead-forms.ts';
import { leadSubmission, mailtoSubmission, nativeSubjects } from '../../src/lib/forms/native.ts';

describe('field specs', () => {
  it('state each form’s required fields once, in form order', () => {
    expect(requiredFields(quoteForm)).toEqual(['name', 'email', 'message']);
    expect(requiredFields(enquiryForm)).toEqual(['name', 'email', 'message']);
    expect(requiredFields(updateRequestForm)).toEqual(['name', 'email', 'updateType', 'newContent']);
  });

  it('name the fields as the services and payloads expect them', () => {
    expect(quoteForm.fields.map((f) => f.name)).toEqual(['name', 'email', 'phone', 'service', 'message']);
    expect(enquiryForm.fields.map((f) => f.name)).toEqual(['name', 'email', 'phone', 'service', 'message']);
    expect(updateRequestForm.fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'updateType',
      'currentContent',
      'newContent',
      'priority',
      'additionalNotes',
    ]);
    expect(fieldId(updateRequestForm, 'updateType')).toBe('update-updateType');
  });

  it('keep the choices where they come from: 8 quote services, 9 enquiry services, 8 update types, 4 priorities', () => {
    expect(quoteForm.fields.find((f) => f.name === 'service')?.options).toBe(quoteServices);
    expect(enquiryForm.fields.find((f) => f.name === 'service')?.options?.map((o) => o.value)).toEqual([
      ...enquiryServices,
    ]);
    expect(updateRequestForm.fields.find((f) => f.name === 'updateType')?.options).toBe(updateTypes);
    expect(updateRequestForm.fields.find((f) => f.name === 'priority')?.options?.map((o) => o.detail)).toEqual([
      '1 week',
      '3 days',
      '1 day',
      'same day',
    ]);
  });

  it('give every field a length cap and the fixed defaults (General Enquiry, normal priority)', () => {
    for (const spec of [quoteForm, enquiryForm, updateRequestForm]) {
      for (const field of spec.fields) expect(field.maxLength, field.name).toBeGreaterThan(0);
    }
    expect(emptyQuote).toEqual({ name: '', email: '', phone: '', service: '', message: '' });
    expect(emptyEnquiry.service).toBe('General Enquiry');
    expect(emptyUpdateRequest.priority).toBe('normal');
    expect(initialValues(updateRequestForm)).toEqual(emptyUpdateRequest);
  });
});

describe('reading and adopting values', () => {
  it('reads by name, caps each field without splitting an emoji, and treats missing entries as empty', () => {
    const data = new FormData();
    data.set('name', `${'a'.repeat(99)}🌳`);
    data.set('message', 'x'.repeat(6000));
    const values = readValues(quoteForm, (name) => data.get(name));
    expect(values.name).toBe('a'.repeat(99));
    expect(values.message).toHaveLength(5000);
    expect(values.email).toBe('');
    expect(readValues(updateRequestForm, () => null).priority).toBe('');
  });

  it('keeps what was typed before hydration and fills only untouched fields from the draft', () => {
    const inPage = { ...emptyEnquiry, name: 'Typed now', service: 'General Enquiry' };
    const draft = { name: 'Draft name', message: 'Draft message', service: 'Fencing' };
    expect(adoptValues(enquiryForm, inPage, draft)).toEqual({
      ...emptyEnquiry,
      name: 'Typed now',
      message: 'Draft message',
      service: 'Fencing',
    });
  });

  it('ignores draft values that are not a field’s choices, and caps draft text', () => {
    const draft = { service: 'Demolition', message: 'y'.repeat(9000), priority: 'whenever' };
    expect(adoptValues(enquiryForm, emptyEnquiry, draft)).toEqual({ ...emptyEnquiry, message: 'y'.repeat(5000) });
    expect(adoptValues(updateRequestForm, emptyUpdateRequest, draft).priority).toBe('normal');
    expect(adoptValues(quoteForm, { ...emptyQuote, service: 'patio' }, { service: '' }).service).toBe('patio');
    expect(adoptValues(quoteForm, emptyQuote, null)).toEqual(emptyQuote);
  });
});

describe('script-free submissions', () => {
  const brand = { email: 'hello@example.test', businessName: 'Oak & Co' };

  it('post to Web3Forms with the documented hidden fields when a key is set', () => {
    expect(
      leadSubmission({ endpoint: 'https://api.web3forms.com/submit', accessKey: 'k' }, nativeSubjects.quote, brand),
    ).toEqual({
      action: 'https://api.web3forms.com/submit',
      method: 'post',
      hidden: { access_key: 'k', subject: 'Quote Request', from_name: 'Oak & Co' },
      honeypot: true,
    });
  });

  it('otherwise hand a plain-text body to the e-mail program', () => {
    expect(leadSubmission(null, nativeSubjects.enquiry, brand)).toEqual({
      action: 'mailto:hello@example.test?subject=Enquiry',
      method: 'post',
      encType: 'text/plain',
      hidden: {},
      honeypot: false,
    });
    expect(mailtoSubmission('u@example.test', nativeSubjects['update-request']).action).toBe(
      'mailto:u@example.test?subject=Website%20Update%20Request',
    );
  });
});
