import { describe, expect, it } from 'vitest';
import { formKeysError, missingFormKeys } from '../../scripts/form-keys.ts';

const keys = {
  PUBLIC_WEB3FORMS_ACCESS_KEY: 'w3f',
  PUBLIC_EMAILJS_SERVICE_ID: 'service',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public',
};

describe('production form keys check', () => {
  it('names each brand and the variables it lacks', () => {
    const brands = [{ id: 'oak' }, { id: 'elm', web3formsAccessKey: 'brand-key-123' }];
    expect(
      missingFormKeys(brands, { ...keys, PUBLIC_WEB3FORMS_ACCESS_KEY: '', PUBLIC_EMAILJS_PUBLIC_KEY: ' ' }),
    ).toEqual(['oak: PUBLIC_WEB3FORMS_ACCESS_KEY, PUBLIC_EMAILJS_PUBLIC_KEY', 'elm: PUBLIC_EMAILJS_PUBLIC_KEY']);
    expect(missingFormKeys(brands, keys)).toEqual([]);
  });

  it('says what would happen and where to set the keys', () => {
    const message = formKeysError(['oak: PUBLIC_WEB3FORMS_ACCESS_KEY']);
    expect(message).toContain('  oak: PUBLIC_WEB3FORMS_ACCESS_KEY');
    expect(message).toContain('.env.example');
  });
});
