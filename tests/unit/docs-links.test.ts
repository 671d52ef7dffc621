/**
 * Every link in the docs leads somewhere: in README.md, docs/**\/*.md and tools/images/README.md, a relative link
 * names a file or folder of the repository that exists, and a `#anchor` names a heading of its target (or of the
 * same page), spelled as GitHub spells heading anchors. Links to other sites (https:, mailto:) are not followed: the
 * tests run without the internet.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubSlug, headingAnchors, links, markdownFiles, readText } from './support/markdown.ts';

const files = ['README.md', ...markdownFiles('docs'), 'tools/images/README.md'];

/** What is wrong with each link of `file` whose target is in this repository, as "line: target: why". */
function brokenLinks(file: string, text: string, read: (file: string) => string = readText): string[] {
  const problems: string[] = [];
  for (const { line, target } of links(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // another site, an e-mail address
    const [path = '', anchor] = target.split('#');
    const say = (why: string) => problems.push(`${file}:${line}: ${target}: ${why}`);
    if (path.startsWith('/')) {
      say('a link from the repository root; write it relative to this file');
      continue;
    }
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURI(path)));
    if (relative('.', resolved).startsWith('..')) {
      say('outside the repository');
      continue;
    }
    if (path !== '' && !existsSync(resolved)) {
      say(`no such file or folder (${resolved})`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith('.md') || (path !== '' && statSync(resolved).isDirectory()))
      say('an anchor into a page that is not Markdown');
    else if (!headingAnchors(read(resolved)).has(decodeURIComponent(anchor)))
      say(`${resolved} has no heading whose anchor is #${anchor}`);
  }
  return problems;
}

describe('GitHub heading anchors', () => {
  it('are the heading as rendered, lower case, punctuation dropped, spaces as hyphens', () => {
    expect(githubSlug("HTML checkers' exceptions")).toBe('html-checkers-exceptions');
    expect(githubSlug('Islands: React 19')).toBe('islands-react-19');
    expect(githubSlug('What a page loads, and when')).toBe('what-a-page-loads-and-when');
    expect(githubSlug('Ready to go live?')).toBe('ready-to-go-live');
    expect(githubSlug('Form keys · Who receives a lead')).toBe('form-keys--who-receives-a-lead');
    expect(githubSlug('src_lib and the-folder')).toBe('src_lib-and-the-folder');
  });

  it('read code spans, emphasis and links as their words, and number a repeated heading', () => {
    const page = '# `npm start`\n\n## **Bold** [linked](x.md)\n\n## Tests\n\n```\n# not a heading\n```\n\n## Tests\n';
    expect([...headingAnchors(page)]).toEqual(['npm-start', 'bold-linked', 'tests', 'tests-1']);
  });
});

describe('a broken link', () => {
  it('is found: a missing file, a missing anchor, an anchor on this page', () => {
    const page =
      '# Page\n\n[gone](no-such-file.md), [there](../README.md#no-such-heading), [here](#page), [up](#nowhere)\n';
    expect(
      brokenLinks('docs/example.md', page, (file) => (file === 'docs/example.md' ? page : readText(file))),
    ).toEqual([
      'docs/example.md:3: no-such-file.md: no such file or folder (docs/no-such-file.md)',
      'docs/example.md:3: ../README.md#no-such-heading: README.md has no heading whose anchor is #no-such-heading',
      'docs/example.md:3: #nowhere: docs/example.md has no heading whose anchor is #nowhere',
    ]);
  });

  it('is not looked for in code', () => {
    expect(brokenLinks('docs/example.md', 'Write `[text](target)` links.\n\n```md\n[a](nowhere.md)\n```\n')).toEqual(
      [],
    );
  });
});

describe.each(files)('%s', (file) => {
  it('links only to files that exist and headings they have', () => {
    expect(brokenLinks(file, readText(file))).toEqual([]);
  });
});
