/**
 * The product specification lives outside this repository, so a comment, test title, message or doc that says
 * "the spec" or "SPEC's list" tells a reader nothing: it states the rule instead ("the default brand's six services,
 * in this order"). A few references may stay where the specification's exact wording is the point (the lists and
 * texts the tests copy word for word as their oracle); more than `allowed` fails, listing each as file:line.
 * Scanned: every text file git lists (tracked, or new and not ignored) except package-lock.json and this file,
 * which names the patterns. Playwright's `*.spec.ts` file names and `spec:` as a property or parameter name (a
 * form's or a field's spec) are not references.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const allowed = 5;

/** One pattern: "the spec", "spec's", "SPEC" (SPEC.md too), "Spec:" in prose, "per spec", "the product spec…". */
const reference =
  /\b[Tt]he spec\b|\b[Ss]pec['’]s\b|\bSPEC\b|(?<!(?:^\s*|[({,]\s*))\bspec:|\bSpec:|\bper spec\b|\bthe product spec/g;

interface Reference {
  file: string;
  line: number;
  text: string;
}

/** The references to the specification in one file's text, one per occurrence. */
function referencesIn(file: string, text: string): Reference[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(reference)].map((match) => ({
      file,
      line: index + 1,
      text: match[0],
    })),
  );
}

/** Git's own test for a binary file: a NUL byte in its first 8000 bytes. */
const isBinary = (bytes: Buffer) => bytes.subarray(0, 8000).includes(0);

function scannedFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const skipped = new Set(['package-lock.json', 'tests/unit/spec-references.test.ts']);
  return listed.stdout
    .split('\0')
    .filter((file) => file !== '' && !skipped.has(file) && existsSync(file)) // a deleted file, not yet committed
    .filter((file) => !isBinary(readFileSync(file)));
}

describe('references to the specification', () => {
  const files = scannedFiles();
  const found = files.flatMap((file) => referencesIn(file, readFileSync(file, 'utf8')));

  it('scans code, tests, content and docs', () => {
    for (const file of ['src/lib/carousel.ts', 'tests/e2e/islands-pages.spec.ts', 'src/content/home.yaml', 'README.md'])
      expect(files).toContain(file);
    expect(files.some((file) => file.endsWith('.png') || file.endsWith('.jpg'))).toBe(false);
  });

  it(`leaves at most ${allowed}, where the exact wording is the point`, () => {
    const list = found.map((ref) => `${ref.file}:${ref.line}: ${ref.text}`).join('\n');
    expect(found.length, `references to the specification:\n${list}\n`).toBeLessThanOrEqual(allowed);
  });
});

describe('the scanner', () => {
  const texts = (text: string) => referencesIn('x.ts', text).map((ref) => ref.text);

  it('finds each way of naming the specification, once per occurrence', () => {
    expect(texts("// The spec's sections in the spec's order")).toEqual(['The spec', 'the spec']);
    expect(texts('/** SPEC "Area pages": six cards. */')).toEqual(['SPEC']);
    expect(texts('copied from SPEC.md, per spec')).toEqual(['SPEC', 'per spec']);
    expect(texts('lists SPEC’s filters, the spec’s hours, Spec’s list')).toEqual(['SPEC', 'the spec', 'Spec’s']);
    expect(texts(' * (Spec: all, the default), arrow keys (see spec: carousel)')).toEqual(['Spec:', 'spec:']);
    expect(texts('copied from the product specification')).toEqual(['the product spec']);
    expect(referencesIn('x.ts', 'one\nthe spec order')).toEqual([{ file: 'x.ts', line: 2, text: 'the spec' }]);
  });

  it('passes over Playwright file names, `spec:` names in code and other words', () => {
    expect(texts('Run tests/e2e/forms.spec.ts and islands-pages.spec.ts')).toEqual([]);
    expect(texts('  spec: FormSpec<Values>;')).toEqual([]);
    expect(texts('function fieldId(spec: { idPrefix: string }, name: string)')).toEqual([]);
    expect(texts('{ spec: quoteForm, values }')).toEqual([]);
    expect(texts('Each job comes with a written specification, a spectacular view, FormSpec, specWeek')).toEqual([]);
  });
});
