import { describe, expect, it, vi } from 'vitest';
import {
  emailJsTemplateVariable,
  missingServiceVariables,
  missingServicesWarning,
  resolveEmailJs,
  resolveWeb3Forms,
} from '../../src/lib/forms/services.ts';
import { warnOnce } from '../../src/render-time/warn-once.ts';

const full = {
  PUBLIC_WEB3FORMS_ACCESS_KEY: 'w3f',
  PUBLIC_EMAILJS_SERVICE_ID: 'service',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public',
};
const acme = { id: 'acme-tree-care' };

describe('form service configuration', () => {
  it('uses the Web3Forms endpoint unless overridden, and the brand key over the shared one', () => {
    expect(resolveWeb3Forms(full)).toEqual({ endpoint: 'https://api.web3forms.com/submit', accessKey: 'w3f' });
    expect(
      resolveWeb3Forms({ ...full, PUBLIC_WEB3FORMS_ENDPOINT: 'https://forms.example/submit' }, 'brand-key'),
    ).toEqual({
      endpoint: 'https://forms.example/submit',
      accessKey: 'brand-key',
    });
  });

  it('treats missing, empty and blank variables as not set', () => {
    expect(resolveWeb3Forms({})).toBeNull();
    expect(resolveWeb3Forms({ PUBLIC_WEB3FORMS_ACCESS_KEY: '  ' })).toBeNull();
    expect(resolveEmailJs({ ...full, PUBLIC_EMAILJS_TEMPLATE_ID: '' }, acme.id)).toBeNull();
    expect(resolveEmailJs(full, acme.id)).toEqual({
      serviceId: 'service',
      templateId: 'template',
      publicKey: 'public',
    });
  });

  it("names each brand's EmailJS template variable after the brand", () => {
    expect(emailJsTemplateVariable('acme-tree-care')).toBe('PUBLIC_EMAILJS_TEMPLATE_ID_ACME_TREE_CARE');
    expect(emailJsTemplateVariable('garden-services-uk')).toBe('PUBLIC_EMAILJS_TEMPLATE_ID_GARDEN_SERVICES_UK');
  });

  it("uses the brand's own EmailJS template over the shared one, and only the brand's in production", () => {
    const withBrand = { ...full, PUBLIC_EMAILJS_TEMPLATE_ID_ACME_TREE_CARE: 'acme_template' };
    expect(resolveEmailJs(withBrand, acme.id)?.templateId).toBe('acme_template');
    expect(resolveEmailJs(withBrand, acme.id, { production: true })?.templateId).toBe('acme_template');
    expect(resolveEmailJs(withBrand, 'other-brand')?.templateId).toBe('template');
    expect(resolveEmailJs(full, acme.id, { production: true })).toBeNull();
  });

  it('names the missing variables', () => {
    expect(missingServiceVariables(full, acme)).toEqual([]);
    expect(missingServiceVariables({}, acme)).toEqual([
      'PUBLIC_WEB3FORMS_ACCESS_KEY',
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
      'PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
    expect(
      missingServiceVariables(
        { ...full, PUBLIC_WEB3FORMS_ACCESS_KEY: '' },
        { ...acme, web3formsAccessKey: 'brand-key' },
      ),
    ).toEqual([]);
    expect(missingServiceVariables(full, acme, { production: true })).toEqual([
      'PUBLIC_EMAILJS_TEMPLATE_ID_ACME_TREE_CARE',
    ]);
  });

  it('words the warning with brand and variables', () => {
    expect(missingServicesWarning('acme', ['PUBLIC_EMAILJS_PUBLIC_KEY'])).toMatch(
      /^\[WARN\].*acme: PUBLIC_EMAILJS_PUBLIC_KEY is not set\..*\.env\.example/,
    );
  });
});

describe('build warnings', () => {
  it('print once per build process and key, on a line of their own', () => {
    const log = vi.fn();
    const key = `test-${Math.random()}`;
    warnOnce(key, 'first', log);
    warnOnce(key, 'again', log);
    warnOnce(`${key}-other`, 'other', log);
    expect(log.mock.calls).toEqual([['\nfirst'], ['\nother']]);
  });
});
