/**
 * What the site's headers need to know of a page, read from the page the after-build pass writes:
 * the sha256 of each inline script it runs (the CSP lists them instead of allowing 'unsafe-inline')
 * and where its forms submit without their script (the CSP's form-action).
 */
import { createHash } from 'node:crypto';
import { DomUtils } from 'htmlparser2';
import type { Document } from './used-css.ts';

export interface PageFacts {
  /** 'sha256-…' of every inline script the browser runs (not JSON-LD, not an empty one), in order. */
  scriptHashes: string[];
  /**
   * Where the page's forms submit natively (`action`, a button's `formaction`): the origin of an
   * http(s) address, `mailto:` for an e-mail one; the page's own site is left out. Sorted, once each.
   */
  formActions: string[];
}

/** Script types the browser does not run: data blocks such as JSON-LD. */
const dataBlock = /^application\/(ld\+)?json$/i;

/** Where a native form submission to `action` goes, as a CSP source, or undefined for the site itself. */
function formActionSource(action: string): string | undefined {
  if (/^mailto:/i.test(action)) return 'mailto:';
  if (/^https?:\/\//i.test(action)) return new URL(action).origin;
  return undefined;
}

export function pageFacts(document: Document): PageFacts {
  const scriptHashes = DomUtils.getElementsByTagName('script', document)
    .filter((script) => script.attribs.src === undefined && !dataBlock.test(script.attribs.type ?? ''))
    .map((script) => DomUtils.textContent(script))
    .filter((code) => code.length > 0)
    .map((code) => `sha256-${createHash('sha256').update(code).digest('base64')}`);
  const actions = [
    ...DomUtils.getElementsByTagName('form', document).map((form) => form.attribs.action),
    ...['button', 'input'].flatMap((tag) =>
      DomUtils.getElementsByTagName(tag, document).map((control) => control.attribs.formaction),
    ),
  ];
  const formActions = actions.flatMap((action) => {
    const source = action === undefined ? undefined : formActionSource(action);
    return source ? [source] : [];
  });
  return { scriptHashes, formActions: [...new Set(formActions)].sort() };
}
