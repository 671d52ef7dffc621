/** The preview bar and chooser (src/hosting/preview.ts): what a visitor of a deploy preview reads. */
import { describe, expect, it } from 'vitest';
import { chooserPage, previewBar, previewCookie, withPreviewBar } from '../../src/hosting/preview.ts';

const fallback = { id: 'anvil-gardens', businessName: 'Anvil Gardens', default: true };
const shown = { id: 'birch-way', businessName: 'Birch & "Way" <Fencing>', default: false };

describe('previewBar', () => {
  it('names the brand shown and links back to the default brand and to the list', () => {
    const bar = previewBar(shown, fallback);
    expect(bar).toMatch(/^<aside aria-label="Brand preview"/);
    expect(bar).toContain('you are seeing <strong>Birch &#38; &#34;Way&#34; &#60;Fencing&#62;</strong>');
    expect(bar).toMatch(/<a href="\/_preview\/birch-way\/off" style="[^"]*">Switch back to Anvil Gardens<\/a>/);
    expect(bar).toContain('href="/_preview/"');
  });
});

describe('withPreviewBar', () => {
  it('inserts the bar as the first thing in the body, leaving the rest untouched', () => {
    const page = '<!doctype html><html><head><title>x</title></head><body class="a"><header>h</header></body></html>';
    expect(withPreviewBar(page, '<aside>bar</aside>')).toBe(
      '<!doctype html><html><head><title>x</title></head><body class="a"><aside>bar</aside><header>h</header></body></html>',
    );
  });

  it('refuses a page without a body', () => {
    expect(() => withPreviewBar('<p>no body</p>', '<aside></aside>')).toThrow(/no <body>/);
  });
});

describe('chooserPage', () => {
  it('lists every brand but the default one, each linking to its preview', () => {
    const html = chooserPage([fallback, shown]);
    expect(html).toContain('<li><a href="/_preview/birch-way">Birch &#38; &#34;Way&#34; &#60;Fencing&#62;</a></li>');
    expect(html).not.toContain('/_preview/anvil-gardens');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('shows Anvil Gardens unless you choose');
  });
});

describe('previewCookie', () => {
  it('is one cookie name per brand, safe in a Cookie= condition', () => {
    expect(previewCookie('birch-way')).toBe('brand_preview_birch_way');
    expect(previewCookie('birch-way')).not.toBe(previewCookie('birch-wax'));
  });
});
