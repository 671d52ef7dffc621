/**
 * The docs stay readable in one sitting: the developer's guide a newcomer reads first is at most 25 KB, each page
 * of the reference (docs/reference/) at most 30 KB, and no paragraph in README.md or docs/**\/*.md runs over
 * 1,000 characters.
 *
 * A paragraph is a block of non-blank lines outside code fences, and each heading, each list item (with the lines
 * that continue it) and each table row counts on its own (tests/unit/support/markdown.ts). Its length is its
 * characters with each run of spaces counted as one, so that a table's alignment padding does not count.
 */
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocks, markdownFiles, readText } from './support/markdown.ts';

const longestParagraph = 1000;
const guide = { file: 'docs/developer-guide.md', bytes: 25 * 1024 };
const referencePage = { dir: 'docs/reference', bytes: 30 * 1024 };

const paragraphLength = (text: string) => text.replace(/\s+/g, ' ').length;

/** Each paragraph over the limit, as "file:line: N characters: its start". */
function longParagraphs(file: string, text: string): string[] {
  return blocks(text)
    .filter((block) => paragraphLength(block.text) > longestParagraph)
    .map((block) => `${file}:${block.line}: ${paragraphLength(block.text)} characters: ${block.text.slice(0, 60)}…`);
}

describe('a paragraph', () => {
  it('is a block of lines, each list item and table row on its own, code fences left out', () => {
    const page = [
      '# Title',
      'First line',
      'second line.',
      '',
      '- item one',
      '  continued',
      '- item two',
      '',
      '| a | b |',
      '| - | - |',
      '```',
      'code',
      '',
      'more code',
      '```',
      'After.',
    ].join('\n');
    expect(blocks(page).map((block) => block.text)).toEqual([
      '# Title',
      'First line second line.',
      '- item one continued',
      '- item two',
      '| a | b |',
      '| - | - |',
      'After.',
    ]);
  });

  it(`over ${longestParagraph} characters is found, the padding of a table not counted`, () => {
    const long = `Word ${'and word '.repeat(120)}.`;
    expect(longParagraphs('docs/example.md', `# Page\n\n${long}\n\n| ${'a'.padEnd(1200)} |\n`)).toEqual([
      `docs/example.md:3: ${long.length} characters: ${long.slice(0, 60)}…`,
    ]);
  });
});

describe.each(['README.md', ...markdownFiles('docs')])('%s', (file) => {
  it(`has no paragraph over ${longestParagraph} characters`, () => {
    expect(longParagraphs(file, readText(file))).toEqual([]);
  });
});

it(`keeps ${guide.file} within ${guide.bytes / 1024} KB, the page a newcomer reads first`, () => {
  expect(statSync(guide.file).size).toBeLessThanOrEqual(guide.bytes);
});

describe.each(markdownFiles(referencePage.dir))('%s', (file) => {
  it(`is within ${referencePage.bytes / 1024} KB`, () => {
    expect(statSync(file).size).toBeLessThanOrEqual(referencePage.bytes);
  });
});
