/** The page edits that keep module scripts off the first paint, and where the first screen ends (issue 22). */
import { describe, expect, it } from 'vitest';
import { lowPriorityModuleScripts } from '../../src/lib/critical-path.ts';
import { firstScreenEnd } from '../../src/lib/first-screen.ts';

const page = (head: string, body = '<main><section>Hero</section><section>More</section></main>') =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('lowPriorityModuleScripts', () => {
  it('fetches every external module script at low priority', () => {
    const html = page(
      '<script type="module" src="/_astro/nav.js"></script>',
      '<main><script type="module" src="/_astro/buttons.js"></script></main>',
    );
    const low = lowPriorityModuleScripts(html);
    expect(low.match(/<script type="module" fetchpriority="low" src=/g)).toHaveLength(2);
  });

  it('leaves inline and data scripts alone', () => {
    const html = page('<script>var a=1</script><script type="application/ld+json">{}</script>');
    expect(lowPriorityModuleScripts(html)).toBe(html);
  });
});

describe('firstScreenEnd', () => {
  it('ends after <main>’s first child', () => {
    const html = page(
      '',
      '<header>Menu</header><main><section><img src="a.avif" alt=""><p>Hi</p></section><section>Below</section></main>',
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<p>Hi<\/p><\/section>$/);
  });

  it('skips tags inside scripts and comments', () => {
    const html = page('', '<main><div><script>"</div>"</script><!-- </div> --></div><p>Below</p></main>');
    expect(html.slice(firstScreenEnd(html))).toMatch(/^<p>Below/);
  });

  it('is the whole document without a <main>', () => {
    const html = page('', '<p>No main</p>');
    expect(firstScreenEnd(html)).toBe(html.length);
  });
});
