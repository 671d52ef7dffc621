import { describe, expect, it } from 'vitest';
import { emptyUpdateRequest } from '../../src/lib/forms/fields.ts';
import { emptyEnquiry, emptyQuote, validateEnquiry, validateQuote } from '../../src/lib/forms/lead-forms.ts';
import { isValidEmail, validateUpdateRequest } from '../../src/lib/forms/validation.ts';

const complete = { ...emptyEnquiry, name: 'Jo Bloggs', email: 'jo@example.co.uk', message: 'New fence, 12 m.' };

describe('enquiry form checks, required fields before the e-mail', () => {
  it('accepts a complete enquiry with optional phone and service left out', () => {
    expect(validateEnquiry({ ...complete, service: '' })).toBeNull();
  });

  it('requires name, email and message, naming every missing field', () => {
    expect(validateEnquiry(emptyEnquiry)).toEqual({ problem: 'required', fields: ['name', 'email', 'message'] });
    expect(validateEnquiry({ ...complete, name: '' })).toEqual({ problem: 'required', fields: ['name'] });
    expect(validateEnquiry({ ...complete, message: '' })).toEqual({ problem: 'required', fields: ['message'] });
  });

  it('treats whitespace-only fields (spaces, tabs, newlines, no-break spaces) as empty', () => {
    const blank = { ...complete, name: ' \t ', message: '\n\n \u00a0' };
    expect(validateEnquiry(blank)).toEqual({ problem: 'required', fields: ['name', 'message'] });
  });

  it('checks required fields before the e-mail pattern', () => {
    expect(validateEnquiry({ ...complete, email: 'not-an-email', message: '  ' })?.problem).toBe('required');
  });

  it('rejects an e-mail with spaces, without a domain or without a dot in the domain', () => {
    for (const email of [
      'jo @example.com',
      'jo@exa mple.com',
      'jo@',
      'jo',
      '@example.com',
      'jo@example',
      'jo@@example.com',
    ]) {
      expect(validateEnquiry({ ...complete, email }), email).toEqual({
        problem: 'invalidEmail',
        fields: ['email'],
      });
    }
  });

  it('accepts an e-mail with surrounding spaces (they are trimmed) and plus addressing', () => {
    expect(validateEnquiry({ ...complete, email: '  jo+garden@example.co.uk  ' })).toBeNull();
  });

  it('accepts emoji, non-Latin names and markup as ordinary text', () => {
    expect(
      validateEnquiry({ ...complete, name: 'Zoë 🌳 Ólafsdóttir 王小明', message: '<script>alert(1)</script>' }),
    ).toBeNull();
  });
});

describe('quote form checks', () => {
  it('requires name, email and message; phone and service are optional', () => {
    expect(validateQuote(emptyQuote)?.fields).toEqual(['name', 'email', 'message']);
    expect(validateQuote({ ...emptyQuote, name: 'Jo', email: 'jo@example.com', message: 'Patio' })).toBeNull();
  });

  it('rejects a malformed e-mail', () => {
    expect(validateQuote({ ...emptyQuote, name: 'Jo', email: 'jo@example', message: 'Patio' })?.problem).toBe(
      'invalidEmail',
    );
  });
});

describe('update request checks', () => {
  const request = {
    ...emptyUpdateRequest,
    name: 'Sam',
    email: 'sam@example.com',
    updateType: 'pricing',
    newContent: 'New prices',
  };

  it('requires name, email, update type and new content', () => {
    expect(validateUpdateRequest(emptyUpdateRequest)).toEqual({
      problem: 'required',
      fields: ['name', 'email', 'updateType', 'newContent'],
    });
    expect(validateUpdateRequest(request)).toBeNull();
  });

  it('leaves phone, current content and notes optional', () => {
    expect(validateUpdateRequest({ ...request, phone: '', currentContent: '', additionalNotes: '' })).toBeNull();
  });

  it('rejects whitespace-only new content', () => {
    expect(validateUpdateRequest({ ...request, newContent: '   ' })?.fields).toEqual(['newContent']);
  });
});

describe('isValidEmail', () => {
  it('follows the simple something@something.something pattern', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('jo.bloggs+garden@mail.example.co.uk')).toBe(true);
    expect(isValidEmail('a@b.c o')).toBe(false);
    for (const emptyPart of ['a@b..com', 'a@.com', 'a@b.com.', 'a@b', '@b.com'])
      expect(isValidEmail(emptyPart), emptyPart).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
