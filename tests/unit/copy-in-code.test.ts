/**
 * No visitor-facing sentence is written into the islands, components, pages or layouts: a string
 * literal or text node longer than 40 characters (class lists, markup attributes such as class, d or
 * href, and developer messages aside) is listed as a finding. Such words belong in content
 * (src/content/, overridable per brand in brands/<id>/content/). The scanner is
 * tests/unit/support/copy-in-code.ts; the fixtures in tests/fixtures/copy-in-code/ show it can fail.
 */
import { globSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyLengthLimit, scanFile, type CopyFinding } from './support/copy-in-code.ts';

const scanned = ['src/islands/**/*.tsx', 'src/components/**/*.astro', 'src/pages/**/*.astro', 'src/layouts/**/*.astro'];

async function scan(file: string): Promise<CopyFinding[]> {
  return scanFile(readFileSync(file, 'utf8'), file);
}

const format = (findings: CopyFinding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.text}`).join('\n');

describe(`sentences (> ${copyLengthLimit} characters) written into markup code`, () => {
  const files = globSync(scanned).sort();
  const findings = new Map<string, CopyFinding[]>();

  // One pass over every file (the Astro compiler is slow to start on a loaded machine).
  beforeAll(async () => {
    for (const file of files) findings.set(file, await scan(file));
  }, 60_000);

  it('scans the islands, components, pages and layouts', () => {
    expect(files.some((file) => file.startsWith('src/islands/'))).toBe(true);
    expect(files.some((file) => file.startsWith('src/components/'))).toBe(true);
    expect(files).toContain('src/pages/404.astro');
  });

  it('finds none', () => {
    expect(format(files.flatMap((file) => findings.get(file)!))).toBe('');
  });
});

describe('the scanner', () => {
  const fixture = (name: string) => scan(`tests/fixtures/copy-in-code/${name}`);

  it('finds a sentence in an island: a JSX text node and a string literal', async () => {
    expect((await fixture('WithCopy.tsx')).map((f) => f.text)).toEqual([
      'Thanks for your message, we will be in touch very soon.',
      ', this sentence is written straight into the markup of the island.',
    ]);
  });

  it('finds sentences in an Astro template: text, an alt attribute and a template literal', async () => {
    const texts = (await fixture('WithCopy.astro')).map((f) => f.text);
    expect(texts).toEqual([
      'We will come back to you with a free, no-obligation quote very soon.',
      'A team member trimming a tall beech hedge with a long reach cutter',
      '… : every word of this sentence belongs in a content file.',
    ]);
  });

  it('ignores class lists, markup attributes, paths and developer messages', async () => {
    expect(await fixture('WithoutCopy.tsx')).toEqual([]);
  });
});
