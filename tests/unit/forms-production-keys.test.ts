import { describe, expect, it } from 'vitest';
import { formKeysError, missingFormKeys } from '../../scripts/form-keys.ts';

const keys = {
  PUBLIC_WEB3FORMS_ACCESS_KEY: 'w3f',
  PUBLIC_EMAILJS_SERVICE_ID: 'service',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'shared_template',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public',
  PUBLIC_EMAILJS_TEMPLATE_ID_OAK: 'oak_template',
  PUBLIC_EMAILJS_TEMPLATE_ID_ELM_TREES: 'elm_template',
};

describe('production form keys check', () => {
  it('names each brand and the variables it lacks', () => {
    const brands = [{ id: 'oak' }, { id: 'elm-trees', web3formsAccessKey: 'brand-key-123' }];
    expect(
      missingFormKeys(brands, { ...keys, PUBLIC_WEB3FORMS_ACCESS_KEY: '', PUBLIC_EMAILJS_PUBLIC_KEY: ' ' }),
    ).toEqual(['oak: PUBLIC_WEB3FORMS_ACCESS_KEY, PUBLIC_EMAILJS_PUBLIC_KEY', 'elm-trees: PUBLIC_EMAILJS_PUBLIC_KEY']);
    expect(missingFormKeys(brands, keys)).toEqual([]);
  });

  it("requires each brand's own EmailJS template: the shared one, whose recipient a browser could pick, does not count", () => {
    const brands = [{ id: 'oak' }, { id: 'elm-trees' }];
    const { PUBLIC_EMAILJS_TEMPLATE_ID_ELM_TREES: _elm, ...sharedOnlyForElm } = keys;
    expect(missingFormKeys(brands, sharedOnlyForElm)).toEqual(['elm-trees: PUBLIC_EMAILJS_TEMPLATE_ID_ELM_TREES']);
    expect(missingFormKeys(brands, { ...keys, PUBLIC_EMAILJS_TEMPLATE_ID_OAK: ' ' })).toEqual([
      'oak: PUBLIC_EMAILJS_TEMPLATE_ID_OAK',
    ]);
  });

  it('says what would happen and where to set the keys', () => {
    const message = formKeysError(['oak: PUBLIC_WEB3FORMS_ACCESS_KEY']);
    expect(message).toContain('  oak: PUBLIC_WEB3FORMS_ACCESS_KEY');
    expect(message).toContain('.env.example');
    expect(message).toContain('EmailJS dashboard');
  });
});
