/** The rules of a stylesheet a page can use, inlined so the page paints without waiting for it. */
import { describe, expect, it } from 'vitest';
import { readScript, scriptElements, usedCssReader } from '../../src/after-build/used-css.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><title>t</title></head><body>${body}</body></html>`;
const used = (css: string, body: string) => usedCssReader(css)(page(body));

describe('usedCssReader', () => {
  it('keeps the rules whose selectors match an element, in order, and drops the rest', () => {
    const css = '.a{color:red}.b{color:blue}p{margin:0}h6{margin:1px}';
    expect(used(css, '<p class="a">x</p>')).toBe('.a{color:red}p{margin:0}');
  });

  it('reads Tailwind’s escaped class names and arbitrary variants', () => {
    const css = '.\\[\\&_h2\\]\\:text-2xl h2{font-size:2rem}.sm\\:p-4{padding:1rem}.\\[\\&_li\\]\\:ml-6 li{margin:0}';
    expect(used(css, '<div class="[&amp;_h2]:text-2xl sm:p-4"><h2>x</h2></div>')).toBe(
      '.\\[\\&_h2\\]\\:text-2xl h2{font-size:2rem}.sm\\:p-4{padding:1rem}',
    );
  });

  it('tests structure as written: :where(), :not(), :last-child', () => {
    const css = ':where(.space-y-4>:not(:last-child)){margin-bottom:1rem}:where(.gap>:not(:last-child)){margin:0}';
    expect(used(css, '<div class="space-y-4"><p>a</p><p>b</p></div><div class="gap"><p>only</p></div>')).toBe(
      ':where(.space-y-4>:not(:last-child)){margin-bottom:1rem}',
    );
  });

  it('counts states as met, so a menu opened or a field focused before the stylesheet arrives is styled', () => {
    const css =
      '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}' +
      '.aria-expanded\\:block[aria-expanded=true]{display:block}' +
      '.focus\\:ring:focus-visible{outline:2px}' +
      '.a:not(:focus){color:red}.absent:hover{color:blue}';
    expect(used(css, '<a class="hover:underline focus:ring a aria-expanded:block" aria-expanded="false">x</a>')).toBe(
      '@media (hover:hover){.hover\\:underline:hover{text-decoration:underline}}' +
        '.aria-expanded\\:block[aria-expanded=true]{display:block}' +
        '.focus\\:ring:focus-visible{outline:2px}' +
        '.a:not(:focus){color:red}',
    );
  });

  it('tests aria-current as written: the server sets it for good', () => {
    const css = '.current\\:bold[aria-current=page]{font-weight:700}';
    expect(used(css, '<a class="current:bold" href="/">x</a>')).toBe('');
    expect(used(css, '<a class="current:bold" href="/" aria-current="page">x</a>')).toBe(css);
  });

  it('keeps form controls’ pseudo-elements only for a page with a form control', () => {
    const css = '::placeholder{opacity:1}::-webkit-date-and-time-value{min-height:1lh}';
    expect(used(css, '<p>no form</p>')).toBe('');
    expect(used(css, '<input name="q">')).toBe(css);
  });

  it('keeps the other vendor pseudo-elements for the element they follow, form or not', () => {
    const css = '.no-marker::-webkit-details-marker{display:none}.bare::-webkit-scrollbar{display:none}';
    expect(used(css, '<details><summary class="no-marker">Q</summary></details><div class="bare">x</div>')).toBe(css);
    expect(used(css, '<p>neither</p>')).toBe('');
  });

  it('keeps only the selectors of a list that apply', () => {
    expect(used('h1,h2,h3{margin:0}', '<h2>x</h2>')).toBe('h2{margin:0}');
  });

  it('keeps custom properties, @property and @keyframes only when a kept rule uses them', () => {
    const css =
      '@layer theme{:root,:host{--color-red:red;--color-blue:blue;--spacing:.25rem;--shadow:0 0 var(--color-red)}}' +
      '@layer utilities{.p-2{padding:calc(var(--spacing)*2)}.shadow{box-shadow:var(--shadow)}.spin{animation:spin 1s}.blue{color:var(--color-blue)}}' +
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-unused{syntax:"*";inherits:false}' +
      '.x{box-shadow:var(--tw-shadow)}@keyframes spin{to{rotate:1turn}}@keyframes ping{to{opacity:0}}';
    expect(used(css, '<p class="p-2 shadow x">a</p>')).toBe(
      '@layer theme{:root,:host{--color-red:red;--spacing:.25rem;--shadow:0 0 var(--color-red)}}' +
        '@layer utilities{.p-2{padding:calc(var(--spacing)*2)}.shadow{box-shadow:var(--shadow)}}' +
        '@property --tw-shadow{syntax:"*";inherits:false}.x{box-shadow:var(--tw-shadow)}',
    );
  });

  it('keeps a rule whose selector it cannot read, and layer order statements', () => {
    const css = '@layer theme,base;.a::unknown-thing(x y){color:red}';
    expect(used(css, '<p class="a">x</p>')).toContain('@layer theme,base;');
  });

  it('serves many pages from one reading of the stylesheet', () => {
    const read = usedCssReader('.a{color:red}.b{color:blue}');
    expect(read(page('<p class="a">x</p>'))).toBe('.a{color:red}');
    expect(read(page('<p class="b">x</p>'))).toBe('.b{color:blue}');
  });
});

describe('scripts’ class names', () => {
  it('keeps the element defaults of the types on the page or named in its scripts, and drops the rest', () => {
    const css =
      '@layer base{*,::before{box-sizing:border-box}abbr:where([title]){text-decoration:underline dotted}' +
      'ol,ul,menu{list-style:none}:where(select:is([multiple])) optgroup{font-weight:bolder}' +
      '::placeholder{opacity:1}@media (width>=64rem){dialog{padding:0}}}';
    expect(usedCssReader(css)(page('<ul><li>x</li></ul>'), readScript('jsx("dialog",{})'))).toBe(
      '@layer base{*,::before{box-sizing:border-box}ul{list-style:none}@media (width>=64rem){dialog{padding:0}}}',
    );
    expect(usedCssReader(css)(page('<input>'))).toBe(
      '@layer base{*,::before{box-sizing:border-box}::placeholder{opacity:1}}',
    );
  });

  it('keeps the rules of classes only a script sets, and the defaults of the elements it creates', () => {
    const css =
      '@layer base{ol,ul{list-style:none}dialog{padding:0}}' +
      '@layer utilities{.bg-red-50{background:#fef2f2}.text-red-900{color:#7f1d1d}.unused{color:red}' +
      ':where(.space-y-2>:not(:last-child)){margin:0}}';
    const reading = readScript(
      'x.className=`bg-red-50 ${a?"text-red-900":""}`;const s="space-y-2";jsx("ol");(0,r.jsxs)(`dialog`,{})',
    );
    expect(usedCssReader(css)(page('<p>x</p>'), reading)).toBe(
      '@layer base{ol{list-style:none}dialog{padding:0}}' +
        '@layer utilities{.bg-red-50{background:#fef2f2}.text-red-900{color:#7f1d1d}' +
        ':where(.space-y-2>:not(:last-child)){margin:0}}',
    );
  });
});

describe('scriptElements', () => {
  it('reads the tags that JSX calls and createElement name, as minifiers write them', () => {
    const code =
      '(0,g.jsx)(`textarea`,{id:o});(0,g.jsxs)("ol",{});e.jsxDEV(\'li\',{});' +
      'o.createElement(`div`,{className:a});document.createElement("a");jsx(Icon,{})';
    expect([...scriptElements(code)].sort()).toEqual(['a', 'div', 'li', 'ol', 'textarea']);
  });

  it('does not take an event name or a selector a script queries for an element it creates', () => {
    const code =
      'for(let e of[`input`,`change`])addEventListener(e,f);t.matches(`input, textarea, select`);q(`form textarea`)';
    expect(scriptElements(code).size).toBe(0);
    const css = '@layer base{::placeholder{opacity:1}textarea{resize:vertical}p{margin:0}}';
    expect(usedCssReader(css)(page('<p>x</p>'), readScript(code))).toBe('@layer base{p{margin:0}}');
  });
});
