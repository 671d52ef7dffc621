/**
 * Facts the pages record while they render reach the after-build pass (src/render-time/render-records.ts):
 * kept on the process, so that two copies of the module (Astro's bundle of the pages and the
 * integration's own) share them, and taken once per build.
 */
import { describe, expect, it, vi } from 'vitest';
import { recordWhileRendering, takeRenderRecords } from '../../src/render-time/render-records.ts';

describe('render records', () => {
  it('are shared by every copy of the module, and taken once', async () => {
    recordWhileRendering('forms', { web3formsEndpoint: 'https://api.web3forms.com/submit', emailJs: true });
    vi.resetModules();
    const otherCopy = await import('../../src/render-time/render-records.ts');
    expect(otherCopy.takeRenderRecords).not.toBe(takeRenderRecords); // a module evaluated anew
    expect(otherCopy.takeRenderRecords()).toEqual({
      forms: { web3formsEndpoint: 'https://api.web3forms.com/submit', emailJs: true },
    });
    expect(takeRenderRecords()).toEqual({});
  });
});
