/**
 * HTML validity by the reference checker: the W3C Nu HTML Checker (npm `vnu-jar`, run with Java) over
 * every built page of every brand, in one Java run for the whole build (a JVM per page would take
 * minutes). Zero errors, except the reports below where the checker itself lags the CSS that browsers
 * support; each is matched by its exact message and justified in docs/reference/quality-checks.md, "HTML checkers' exceptions".
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtBrands, distDir, pagesOf } from './support/site.ts';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
/** A page with one known error: proves the checker ran and read the pages, so a silent run cannot pass. */
const knownInvalid = 'tests/fixtures/nu-checker/invalid.html';

/** The checker's own gaps, by exact message. */
const nuCheckerExceptions: { message: string; reason: string }[] = [
  {
    message: 'CSS: Unrecognized at-rule “@property”',
    reason:
      'Tailwind 4 registers its internal custom properties with @property (CSS Properties and Values API, in every current browser); the checker’s CSS grammar predates it.',
  },
  {
    message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    reason:
      'Tailwind’s preflight names margin-trim inside an @supports query to tell Safari apart; asking about a property a browser may lack is what @supports is for.',
  },
  {
    message: 'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
    reason:
      'Tailwind’s transition utilities list its gradient stops, custom properties it registers with @property; CSS Transitions takes any property name there, custom ones included. The checker knows only standard names (a page that carries its CSS inline is checked with it).',
  },
  {
    message: 'CSS: Unrecognized at-rule “@starting-style”',
    reason:
      'CSS Transitions Level 2, in every current browser: the menu panel’s slide-in starts from it (Tailwind’s starting: variant); the checker’s CSS grammar predates it.',
  },
];

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Runs the checker once over the given directories and files; its JSON report is on stderr. */
function runNuChecker(paths: string[]): Promise<NuMessage[]> {
  // A short run: the quick JIT tier and the serial collector halve its time; the schema's deep recursion
  // needs a bigger thread stack than that tier's default (the checker asks for at least 512k).
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const args = [...jvm, '-jar', vnuJar, '--format', 'json', '--errors-only', '--skip-non-html', ...paths];
  return new Promise((done, fail) => {
    execFile('java', args, { maxBuffer: 64 * 1024 * 1024, timeout: 300_000 }, (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        fail(new Error('java not found: the Nu checker needs a Java 11+ runtime (.ci/run installs one).'));
        return;
      }
      try {
        done((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
      } catch {
        fail(new Error(`The Nu checker gave no JSON report (${error?.message ?? 'no error'}):\n${stderr}`));
      }
    });
  });
}

const excused = (message: NuMessage) => nuCheckerExceptions.some((exception) => exception.message === message.message);

/** The file a report is about, as an absolute path. */
const fileOf = (message: NuMessage) => (message.url ? fileURLToPath(message.url) : '');

let messages: NuMessage[] = [];

beforeAll(async () => {
  messages = await runNuChecker([...builtBrands.map((brand) => join(distDir, brand.id)), knownInvalid]);
}, 300_000);

it('runs: it rejects a page with a known error', () => {
  expect(messages.filter((m) => m.url?.endsWith(knownInvalid)).map((m) => m.message)).toEqual([
    'A “figure” element with a “figcaption” descendant must not have a “role” attribute.',
  ]);
});

it('reads every file it was given, and reports only on those', () => {
  expect(messages.filter((m) => m.type === 'non-document-error')).toEqual([]);
  const given = [...builtBrands.map((brand) => resolve(distDir, brand.id) + sep), resolve(knownInvalid)];
  expect(messages.filter((m) => !given.some((path) => fileOf(m).startsWith(path)))).toEqual([]);
});

describe.each(builtBrands.map((brand) => [brand.id] as const))('%s', (id) => {
  it('has no Nu checker errors on any page beyond the documented exceptions', () => {
    expect(pagesOf(id).length).toBeGreaterThan(0);
    const brandDir = resolve(distDir, id);
    const problems = messages
      .filter((m) => fileOf(m).startsWith(brandDir + sep) && !excused(m))
      .map((m) => `${fileOf(m).slice(brandDir.length)}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`);
    expect(problems).toEqual([]);
  });
});
