/** What the site's headers need of a built page, read from the page the after-build pass writes (src/after-build/page-facts.ts). */
import { createHash } from 'node:crypto';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { pageFacts } from '../../src/after-build/page-facts.ts';

const sha256 = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;
const facts = (body: string) =>
  pageFacts(parseDocument(`<!doctype html><html><head></head><body>${body}</body></html>`));

describe('pageFacts', () => {
  it('hashes each inline script the browser runs, as written, in order', () => {
    const loader = 'import("/_astro/a.js")&&x<1';
    const decider = 'document.documentElement.dataset.fonts="later"';
    const { scriptHashes } = facts(
      `<script data-fonts="/f.woff2">${decider}</script><p>x</p><script data-modules="/a.js">${loader}</script>`,
    );
    // The code between the tags, byte for byte: what the browser hashes against the CSP.
    expect(scriptHashes).toEqual([sha256(decider), sha256(loader)]);
  });

  it('leaves out scripts with a src, data blocks and empty scripts', () => {
    const { scriptHashes } = facts(
      '<script type="module" src="/_astro/m.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script></script>',
    );
    expect(scriptHashes).toEqual([]);
  });

  it("names where the page's forms submit without their script: an origin, or mailto:", () => {
    const { formActions } = facts(
      `<form action="https://api.web3forms.com/submit" method="post"></form>
       <form method="post"><button formaction="mailto:owner@example.com?subject=Website%20Update%20Request">Send</button></form>
       <form action="/search"></form>`,
    );
    expect(formActions).toEqual(['https://api.web3forms.com', 'mailto:']);
  });

  it('names nothing on a page without forms', () => {
    expect(facts('<a href="mailto:owner@example.com">Mail</a>').formActions).toEqual([]);
  });
});
