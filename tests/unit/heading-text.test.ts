/** What a built page shows in its heading face (src/after-build/heading-text.ts). */
import { describe, expect, it } from 'vitest';
import { headingTexts } from '../../src/after-build/heading-text.ts';

describe('the text a page shows in its heading face', () => {
  it('is the text of h1, h2 and h3, with what they contain, entities decoded', () => {
    const html =
      '<h1>Fencing &amp; <em>Gates</em></h1><h2>Prices from&nbsp;£350</h2><h3>Q&#38;A</h3><p>Body text @</p>';
    expect(headingTexts(html)).toEqual(['Fencing & Gates', 'Prices from\u00a0£350', 'Q&A']);
  });

  it('includes any element with the font-heading utility, and not h4 to h6', () => {
    const html =
      '<span class="text-xl font-heading">Oakridge</span><p class="font-headings">no</p><h4>no</h4><h6>no</h6>';
    expect(headingTexts(html)).toEqual(['Oakridge']);
  });

  it('reads a heading face element inside another once, as part of the outer one', () => {
    expect(headingTexts('<h2>Our <span class="font-heading">work</span></h2>')).toEqual(['Our work']);
  });

  it('reads headings inside templates, and never the text of scripts or styles', () => {
    const html = '<template><h2>Later</h2></template><h2>Now<script>var x = "{}"</script><style>a{}</style></h2>';
    expect(headingTexts(html)).toEqual(['Later', 'Now']);
  });

  it('is empty for a page without headings', () => {
    expect(headingTexts('<p>Only a paragraph</p>')).toEqual([]);
  });
});
