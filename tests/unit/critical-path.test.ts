/** The page edits that keep module scripts off the first paint, and where the first screen ends (issue 22). */
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads, lowPriorityModuleScripts, staticImports } from '../../src/lib/critical-path.ts';
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

describe('lowPriorityModulePreloads', () => {
  const imports: Record<string, string[]> = {
    '/_astro/nav.js': ['/_astro/dialog.js'],
    '/_astro/buttons.js': ['/_astro/toast.js', '/_astro/dialog.js'],
  };
  const importsOf = (url: string) => imports[url] ?? [];

  it('preloads each imported module at low priority before its first importer, once', () => {
    const html = lowPriorityModuleScripts(
      page(
        '<script type="module" src="/_astro/nav.js"></script>',
        '<main><script type="module" src="/_astro/buttons.js"></script></main>',
      ),
    );
    const preloaded = lowPriorityModulePreloads(html, importsOf);
    const links = [...preloaded.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(links).toEqual(['/_astro/dialog.js', '/_astro/toast.js']);
    expect(preloaded.indexOf('href="/_astro/dialog.js"')).toBeLessThan(preloaded.indexOf('src="/_astro/nav.js"'));
    expect(preloaded.indexOf('href="/_astro/toast.js"')).toBeLessThan(preloaded.indexOf('src="/_astro/buttons.js"'));
    expect(lowPriorityModulePreloads(preloaded, importsOf)).toBe(preloaded);
  });

  it('leaves a page without module scripts alone', () => {
    const html = page('<script>var a=1</script>');
    expect(lowPriorityModulePreloads(html, importsOf)).toBe(html);
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
