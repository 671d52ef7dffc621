/** Inline markup in content sentences (the privacy notice): strong, links, escaping. */
import { describe, expect, it } from 'vitest';
import { inlineMarkup } from '../../src/lib/inline-markup.ts';

describe('inlineMarkup', () => {
  it('escapes everything that is not markup', () => {
    expect(inlineMarkup('Fish & chips <script>"x"</script>')).toBe(
      'Fish &#38; chips &#60;script&#62;&#34;x&#34;&#60;/script&#62;',
    );
  });

  it('writes **strong** and links to paths and https URLs (those with noopener)', () => {
    expect(
      inlineMarkup('**Quote form** ([contact page](/contact#enquiry-form)), see [ico.org.uk](https://ico.org.uk/).', {
        linkClass: 'u',
      }),
    ).toBe(
      '<strong>Quote form</strong> (<a class="u" href="/contact#enquiry-form">contact page</a>), see <a class="u" href="https://ico.org.uk/" rel="noopener">ico.org.uk</a>.',
    );
  });

  it('resolves named targets, keeps a phone number on one line, and names an unknown target', () => {
    const targets = { tel: 'tel:+447700900101', mailto: 'mailto:a@b.example' };
    expect(inlineMarkup('Call [07700 900101](tel) or [a@b.example](mailto).', { targets })).toBe(
      'Call <a href="tel:+447700900101">07700\u00a0900101</a> or <a href="mailto:a@b.example">a@<wbr>b<wbr>.example</a>.',
    );
    expect(() => inlineMarkup('[x](whatsapp)', { targets })).toThrow(/"whatsapp"/);
    expect(() => inlineMarkup('[x](javascript:alert(1))', { targets })).toThrow();
  });
});
