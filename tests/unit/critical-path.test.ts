/** The page edits that keep module scripts off the first paint, and where the first screen ends. */
import { describe, expect, it } from 'vitest';
import {
  importClosure,
  islandCodeAsModule,
  modulesAfterFirstPaint,
  modulesLoadedAfterPaint,
  staticImports,
  ownScriptUrls,
  pageScriptUrls,
  inliningPays,
  stylesheetsInlined,
  webFontsAfterFirstPaint,
  fontsLoadedAfterPaint,
} from '../../src/after-build/critical-path.ts';
import { firstScreenEnd } from '../../src/after-build/first-screen.ts';

const page = (head: string, body = '<main><section>Hero</section><section>More</section></main>') =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

describe('modulesAfterFirstPaint', () => {
  const loader = 'LOADER()';

  it('moves every external module script into one loader before </body>, each module once, in order', () => {
    const html = page(
      '<script type="module" src="/_astro/nav.js"></script>',
      '<main>Hero<script type="module" src="/_astro/buttons.js"></script></main>' +
        '<footer><script type="module" src="/_astro/nav.js"></script></footer>',
    );
    const late = modulesAfterFirstPaint(html, loader);
    expect(late).not.toContain('type="module"');
    expect(late).toContain(
      '</footer><script data-modules="/_astro/nav.js /_astro/buttons.js">LOADER()</script></body>',
    );
    expect(modulesLoadedAfterPaint(late)).toEqual(['/_astro/nav.js', '/_astro/buttons.js']);
  });

  it('leaves a page without module scripts, and inline and data scripts, as they are', () => {
    const html = page('<script>var a=1</script><script type="application/ld+json">{}</script>');
    expect(modulesAfterFirstPaint(html, loader)).toBe(html);
    expect(modulesLoadedAfterPaint(html)).toEqual([]);
  });

  it('changes nothing when applied twice', () => {
    const once = modulesAfterFirstPaint(page('', '<script type="module" src="/_astro/nav.js"></script>'), loader);
    expect(modulesAfterFirstPaint(once, loader)).toBe(once);
  });
});

describe('staticImports', () => {
  it('finds the modules a minified module imports, beside it', () => {
    const code =
      'import{n as e,t}from"./dialog.js";import"./side-effect.js";export{a as b}from"./re.js";' +
      'const later=()=>import("./lazy.js");export{e as n};';
    expect(staticImports(code, '/_astro/nav.js')).toEqual([
      '/_astro/dialog.js',
      '/_astro/side-effect.js',
      '/_astro/re.js',
    ]);
  });

  it('finds nothing in a module without imports', () => {
    expect(staticImports('var e=`site:toast`;export{e as t};', '/_astro/toast.js')).toEqual([]);
  });
});

describe('importClosure', () => {
  const chunks: Record<string, string> = {
    '/_astro/a.js': 'import "./b.js";import{x}from"./c.js";',
    '/_astro/b.js': 'import{y}from"./c.js";import("./lazy.js");',
    '/_astro/c.js': 'import"./a.js";export const x=1,y=2;',
    '/_astro/lazy.js': 'export default 1;',
  };

  it('follows static imports transitively, entries first, each module once, cycles included', () => {
    expect(importClosure(['/_astro/a.js'], (url) => chunks[url])).toEqual([
      '/_astro/a.js',
      '/_astro/b.js',
      '/_astro/c.js',
    ]);
  });

  it('keeps a module it cannot read, without following it', () => {
    expect(importClosure(['/_astro/missing.js', '/_astro/c.js'], (url) => chunks[url])).toEqual([
      '/_astro/missing.js',
      '/_astro/c.js',
      '/_astro/a.js',
      '/_astro/b.js',
    ]);
  });
});

describe('firstScreenEnd', () => {
  it('ends after the hero, <main>’s first <section> child', () => {
    const html = page(
      '',
      '<header>Menu</header><main><section><img src="a.avif" alt=""><p>Hi</p></section><section>Below</section></main>',
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<p>Hi<\/p><\/section>$/);
  });

  it('takes in a banner before the hero: the first screen ends after <main>’s first <section>', () => {
    const html = page(
      '',
      '<main><div class="banner"><p>Call us</p></div><section><h1>Hero</h1></section><section>Below</section></main>',
    );
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<h1>Hero<\/h1><\/section>$/);
    expect(html.slice(firstScreenEnd(html))).toMatch(/^<section>Below/);
  });

  it('ends after <main>’s first child when <main> has no <section> child', () => {
    const html = page('', '<main><div><p>Hi</p></div><img src="a.avif" alt=""><div>Below</div></main>');
    expect(html.slice(0, firstScreenEnd(html))).toMatch(/<p>Hi<\/p><\/div>$/);
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

describe('webFontsAfterFirstPaint', () => {
  const decider = 'DECIDE()';
  const swapper = '/_astro/web-fonts-swap-in.1a2b.js';
  // As Astro's <Font> writes it: a web face per weight, a local fallback per weight, the stack.
  const fonts =
    '<style>@font-face{font-family:Poppins-7b5f;src:url("/_astro/fonts/a.woff2") format("woff2");font-display:swap;font-weight:400;}' +
    '@font-face{font-family:Poppins-7b5f;src:url("/_astro/fonts/b.woff2") format("woff2");font-weight:700;}' +
    '@font-face{font-family:"Poppins-7b5f fallback: Arial";src:local("Arial"),local("Arimo");font-weight:400;}' +
    '@font-face{font-family:"Roboto Slab-9c1";src:url("/_astro/fonts/c.woff2") format("woff2");font-weight:700;}' +
    '@font-face{font-family:"Roboto Slab-9c1 fallback: Times New Roman Bold";src:local("Times New Roman Bold");}' +
    ':root{--font-poppins:Poppins-7b5f,"Poppins-7b5f fallback: Arial",sans-serif;--font-roboto-slab:"Roboto Slab-9c1","Roboto Slab-9c1 fallback: Times New Roman Bold",serif;}</style>';
  const later =
    '<style>:root[data-fonts=later]{--font-poppins:"Poppins-7b5f fallback: Arial",sans-serif;' +
    '--font-roboto-slab:"Roboto Slab-9c1 fallback: Times New Roman Bold",serif}';

  it('adds, after the font rules, stacks without the web faces for data-fonts="later" and the script listing every file', () => {
    const roles = '<style>:root{--brand-font-heading:var(--font-roboto-slab);--brand-font-body:system-ui}</style>';
    const html = page(`${fonts}${roles}`);
    const late = webFontsAfterFirstPaint(html, decider, swapper);
    expect(late).toContain(
      `${fonts}${later}</style>` +
        '<script data-fonts="/_astro/fonts/a.woff2 /_astro/fonts/b.woff2 /_astro/fonts/c.woff2">DECIDE()</script>' +
        roles,
    );
    expect(fontsLoadedAfterPaint(late)).toEqual([
      '/_astro/fonts/a.woff2',
      '/_astro/fonts/b.woff2',
      '/_astro/fonts/c.woff2',
    ]);
  });

  it('keeps body text in a web face on its fallback once headings are swapped in (data-fonts="headings")', () => {
    const roles =
      '<style>:root{--brand-font-heading:var(--font-poppins);--brand-font-body:var(--font-poppins)}</style>';
    const late = webFontsAfterFirstPaint(page(`${fonts}${roles}`), decider, swapper);
    expect(late).toContain(
      `${later}:root[data-fonts=headings]{--brand-font-body:"Poppins-7b5f fallback: Arial",sans-serif}</style>` +
        '<script data-fonts="/_astro/fonts/a.woff2 /_astro/fonts/b.woff2 /_astro/fonts/c.woff2">',
    );
  });

  it('adds the module that swaps the faces in as a module script, which modulesAfterFirstPaint then loads after paint', () => {
    const late = webFontsAfterFirstPaint(page(fonts, '<main>Hero</main>'), decider, swapper);
    expect(late).toContain(`<main>Hero</main><script type="module" src="${swapper}"></script></body>`);
    expect(modulesLoadedAfterPaint(modulesAfterFirstPaint(late, 'LOAD()'))).toEqual([swapper]);
  });

  it('leaves a page on the system stack (no font file) as it is', () => {
    const html = page('<style>:root{--brand-font-heading:system-ui,sans-serif}</style>');
    expect(webFontsAfterFirstPaint(html, decider, swapper)).toBe(html);
    expect(fontsLoadedAfterPaint(html)).toEqual([]);
  });

  it('changes nothing when applied twice', () => {
    const once = webFontsAfterFirstPaint(page(fonts), decider, swapper);
    expect(webFontsAfterFirstPaint(once, decider, swapper)).toBe(once);
  });
});

describe('inliningPays', () => {
  const flight = 14_000;
  /** Each version of the page weighed as `bytes` says; `weighed` lists those the decision asked for. */
  const weighing = (bytes: { linked: number; inlined: number; inlinedFirstScreen: number }) => {
    const weighed: string[] = [];
    const fits = (version: keyof typeof bytes) => () => {
      weighed.push(version);
      return bytes[version] <= flight;
    };
    return {
      fits: { linked: fits('linked'), inlined: fits('inlined'), inlinedFirstScreen: fits('inlinedFirstScreen') },
      weighed,
    };
  };
  const pays = (bytes: { linked: number; inlined: number; inlinedFirstScreen: number }) =>
    inliningPays(weighing(bytes).fits);

  it('carries the rules when the whole document still fits the first flight, weighing nothing else', () => {
    const { fits, weighed } = weighing({ linked: 9_000, inlined: 13_900, inlinedFirstScreen: 8_000 });
    expect(inliningPays(fits)).toBe(true);
    expect(weighed).toEqual(['inlined']);
  });

  it('keeps the link when the rules would push the document past the first flight', () => {
    expect(pays({ linked: 10_000, inlined: 14_500, inlinedFirstScreen: 8_000 })).toBe(false);
  });

  it('carries the rules of a document past the first flight anyway when its first screen with them fits', () => {
    expect(pays({ linked: 17_500, inlined: 22_500, inlinedFirstScreen: 9_000 })).toBe(true);
    expect(pays({ linked: 17_500, inlined: 22_500, inlinedFirstScreen: 14_500 })).toBe(false);
  });
});

describe('stylesheetsInlined', () => {
  const usedCss = (href: string) => `/*${href}*/.a{color:red}`;
  const always = () => true;
  const html = page('<link rel="stylesheet" href="/_astro/site.css">', '<main><p class="a">x</p></main>');

  it('puts the rules the page uses in place of its stylesheet', () => {
    const inlined = stylesheetsInlined(html, usedCss, always);
    expect(inlined).toContain('<style>/*/_astro/site.css*/.a{color:red}</style>');
    expect(inlined).not.toContain('<link rel="stylesheet"');
  });

  it('leaves the page as it is when inlining does not pay, and asks with both versions of the page', () => {
    const asked: [string, string][] = [];
    const refuse = (inlined: string, linked: string) => (asked.push([inlined, linked]), false);
    expect(stylesheetsInlined(html, usedCss, refuse)).toBe(html);
    expect(asked).toEqual([[stylesheetsInlined(html, usedCss, always), html]]);
  });

  it('leaves a page without a stylesheet alone, and changes nothing when applied twice', () => {
    const plain = page('');
    expect(stylesheetsInlined(plain, usedCss, always)).toBe(plain);
    const once = stylesheetsInlined(html, usedCss, always);
    expect(stylesheetsInlined(once, usedCss, always)).toBe(once);
  });
});

describe('pageScriptUrls', () => {
  it('lists module scripts, modules loaded after paint and every island’s component and renderer, once each', () => {
    const html = page(
      '<script type="module" src="/_astro/a.js"></script>',
      '<astro-island component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="visible"></astro-island>' +
        '<astro-island component-url="/_astro/Toaster.js" renderer-url="/_astro/client.js" client="event"></astro-island>' +
        '<script data-modules="/_astro/nav.js /_astro/a.js">L()</script>',
    );
    expect(pageScriptUrls(html)).toEqual([
      '/_astro/a.js',
      '/_astro/Form.js',
      '/_astro/client.js',
      '/_astro/Toaster.js',
      '/_astro/nav.js',
    ]);
  });
});

describe('ownScriptUrls', () => {
  it('lists the page’s scripts and their imports, less the islands’ renderer and what it imports', () => {
    const chunks: Record<string, string> = {
      '/_astro/Form.js': 'import{j}from"./react.js";import"./hooks.js";',
      '/_astro/hooks.js': 'export const h=1;',
      '/_astro/client.js': 'import{r}from"./react-dom.js";import"./react.js";',
      '/_astro/react-dom.js': 'import"./react.js";',
      '/_astro/react.js': 'export const j=1;',
      '/_astro/nav.js': 'export{};',
    };
    const html = page(
      '',
      '<astro-island component-url="/_astro/Form.js" renderer-url="/_astro/client.js" client="visible"></astro-island>' +
        '<script data-modules="/_astro/nav.js">L()</script>',
    );
    expect(ownScriptUrls(html, (url) => chunks[url])).toEqual([
      '/_astro/Form.js',
      '/_astro/nav.js',
      '/_astro/hooks.js',
    ]);
  });
});

describe('islandCodeAsModule', () => {
  const directive = '(()=>{(self.Astro||(self.Astro={})).load=1;window.dispatchEvent(new Event("astro:load"));})();';
  const runtime = '(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();';
  const island = '<astro-island uid="a"></astro-island>';

  it('moves Astro’s island scripts, in order and each once, into one module where the first stood', () => {
    const written: string[] = [];
    const html = page(
      '<script>var keep=1</script>',
      `<main><script>${directive}</script><script>${runtime}</script>${island}<script>${directive}</script>${island}</main>`,
    );
    const moved = islandCodeAsModule(html, (code) => {
      written.push(code);
      return '/_astro/islands.x.js';
    });
    expect(written).toEqual([`${directive}\n${runtime}`]);
    expect(moved).toContain(
      `<main><script type="module" src="/_astro/islands.x.js"></script>${island}${island}</main>`,
    );
    expect(moved).toContain('<script>var keep=1</script>');
    // Then loaded after the first paint like any module.
    expect(modulesLoadedAfterPaint(modulesAfterFirstPaint(moved, 'LOADER()'))).toEqual(['/_astro/islands.x.js']);
  });

  it('leaves a page without islands as it is', () => {
    const html = page('<script>var a=1</script>');
    expect(islandCodeAsModule(html, () => '/never.js')).toBe(html);
  });
});
