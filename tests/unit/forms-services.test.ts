import { describe, expect, it, vi } from 'vitest';
import {
  missingServiceVariables,
  missingServicesWarning,
  resolveEmailJs,
  resolveWeb3Forms,
  warnMissingServicesOnce,
} from '../../src/lib/forms/services.ts';

const full = {
  PUBLIC_WEB3FORMS_ACCESS_KEY: 'w3f',
  PUBLIC_EMAILJS_SERVICE_ID: 'service',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public',
};

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
    expect(resolveEmailJs({ ...full, PUBLIC_EMAILJS_TEMPLATE_ID: '' })).toBeNull();
    expect(resolveEmailJs(full)).toEqual({ serviceId: 'service', templateId: 'template', publicKey: 'public' });
  });

  it('names the missing variables', () => {
    expect(missingServiceVariables(full)).toEqual([]);
    expect(missingServiceVariables({})).toEqual([
      'PUBLIC_WEB3FORMS_ACCESS_KEY',
      'PUBLIC_EMAILJS_SERVICE_ID',
      'PUBLIC_EMAILJS_TEMPLATE_ID',
      'PUBLIC_EMAILJS_PUBLIC_KEY',
    ]);
    expect(missingServiceVariables({ ...full, PUBLIC_WEB3FORMS_ACCESS_KEY: '' }, 'brand-key')).toEqual([]);
  });

  it('warns once per build, naming brand and variables', () => {
    const log = vi.fn();
    warnMissingServicesOnce('acme', [], log);
    expect(log).not.toHaveBeenCalled();
    warnMissingServicesOnce('acme', ['PUBLIC_EMAILJS_PUBLIC_KEY'], log);
    warnMissingServicesOnce('acme', ['PUBLIC_EMAILJS_PUBLIC_KEY'], log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe('\n' + missingServicesWarning('acme', ['PUBLIC_EMAILJS_PUBLIC_KEY']));
    expect(log.mock.calls[0]![0]).toMatch(/WARN.*acme: PUBLIC_EMAILJS_PUBLIC_KEY is not set/);
  });
});
