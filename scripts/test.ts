/**
 * npm test and npm run test:fast: the test tiers as one run, each tier started as soon as what it needs
 * is there, side by side where they do not need each other, with each tier's time at the end.
 *
 *   npm test            unit tests · test build (every brand, form keys) → lint · build-output tests → browser tests
 *                       (Chromium) → Firefox → WebKit (the cross-engine sample, playwright.engines.config.ts)
 *   npm run test:fast   lint of what changed · unit tests · default-brand build → its build-output tests and a
 *                       browser smoke test per page template, then one smoke page in Firefox and in WebKit
 *                       (the developer's loop, a few minutes)
 *
 * Tiers that run side by side print their output when they end, one after another; a tier that runs on its
 * own streams it. A tier whose prerequisite failed does not run; the others still do, so one run reports
 * everything that fails. Exits 1 when any tier failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadBrands } from '../src/render-time/load-brands.ts';

interface Tier {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /** Tiers that must have passed first. */
  needs?: string[];
  /** Tiers that must have ended first, passed or not (they would slow it down or disturb it). */
  after?: string[];
  /** Skipped, with this reason, when set. */
  skip?: string;
}

interface Outcome {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const git = (args: string[]) => spawnSync('git', args, { encoding: 'utf8' });

/** Files that differ from the branch point with main (committed or not) and new files git does not ignore. */
export function changedFiles(): string[] {
  const base = git(['merge-base', 'HEAD', 'main']);
  const since = base.status === 0 ? base.stdout.trim() : 'HEAD';
  const changed = git(['diff', '--name-only', '--diff-filter=ACMR', since]).stdout.split('\n');
  const added = git(['ls-files', '--others', '--exclude-standard']).stdout.split('\n');
  return [...new Set([...changed, ...added])].filter((file) => file && existsSync(file)).sort();
}

function fullRun(): Tier[] {
  return [
    { name: 'unit', command: npm, args: ['run', 'test:unit'] },
    { name: 'build', command: npm, args: ['run', 'build:test'] },
    // After the build: astro check rewrites the .astro/ folder that a build in this project writes and reads.
    { name: 'lint', command: npm, args: ['run', 'lint'], after: ['build'] },
    { name: 'build tests', command: npm, args: ['run', 'test:build'], needs: ['build'] },
    // After the build tests rather than beside them: two CPU-bound tiers on a small machine slow each other.
    { name: 'browser tests', command: npm, args: ['run', 'test:e2e'], needs: ['build'], after: ['build tests'] },
    // One engine after another: each is CPU-bound, and WebKit's driver takes one session at a time.
    { ...engineTier('firefox'), after: ['browser tests'] },
    { ...engineTier('webkit'), after: ['firefox'] },
  ];
}

/** The cross-engine sample in one engine (`--project`), against the build; `smoke` only its @smoke page. */
function engineTier(engine: 'firefox' | 'webkit', smoke = false): Tier {
  return {
    name: smoke ? `${engine} smoke` : engine,
    command: npm,
    args: ['run', 'test:engines', '--', `--project=${engine}`, ...(smoke ? ['--grep', '@smoke'] : [])],
    needs: [smoke ? 'build (default brand)' : 'build'],
  };
}

function fastRun(): Tier[] {
  const files = changedFiles();
  const code = files.filter((file) => /\.(ts|tsx|mts|js|mjs|astro)$/.test(file));
  const typed = files.some((file) => /\.(ts|tsx|mts|astro)$/.test(file) || /^(tsconfig|package)\.json$/.test(file));
  const defaultBrand = loadBrands().find((brand) => brand.default)!;
  return [
    {
      name: 'eslint (changed)',
      command: npm,
      args: ['exec', '--', 'eslint', '--no-warn-ignored', ...code],
      skip: code.length ? undefined : 'no changed script',
    },
    {
      name: 'prettier (changed)',
      command: npm,
      args: ['exec', '--', 'prettier', '--check', '--ignore-unknown', ...files],
      skip: files.length ? undefined : 'no changed file',
    },
    {
      name: 'astro check',
      command: npm,
      args: ['run', 'check', '--', '--minimumSeverity', 'warning'],
      skip: typed ? undefined : 'no changed TypeScript or Astro file',
      after: ['build (default brand)'], // it rewrites the .astro/ folder the build writes and reads
    },
    { name: 'unit', command: npm, args: ['run', 'test:unit'] },
    { name: 'build (default brand)', command: npm, args: ['run', 'build:test'], env: { BRANDS: defaultBrand.id } },
    {
      name: 'build tests',
      command: npm,
      // The builds of their own (a new brand, a new area) and the comparison between brands wait for npm test.
      args: [
        'run',
        'test:build',
        '--',
        '--exclude',
        'tests/build/new-*.test.ts',
        '--exclude',
        'tests/build/duplication.test.ts',
      ],
      needs: ['build (default brand)'],
    },
    {
      name: 'browser smoke',
      command: npm,
      args: ['run', 'test:e2e', '--', '--grep', '@smoke', '--workers=2'],
      needs: ['build (default brand)'],
      after: ['build tests'],
    },
    { ...engineTier('firefox', true), after: ['browser smoke'] },
    { ...engineTier('webkit', true), after: ['firefox smoke'] },
  ];
}

function run(tier: Tier, stream: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(tier.command, tier.args, {
      env: { ...process.env, ...tier.env, ...(stream ? {} : { FORCE_COLOR: '0' }) },
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const finish = (code: number | null, error?: Error) => {
      const seconds = (performance.now() - started) / 1000;
      if (!stream) process.stdout.write(`\n──── ${tier.name} (${seconds.toFixed(0)} s) ────\n${output}`);
      if (error) console.error(error.message);
      resolve({ name: tier.name, status: code === 0 ? 'passed' : 'failed', seconds });
    };
    child.on('error', (error) => finish(null, error));
    child.on('close', (code) => finish(code));
  });
}

async function runTiers(tiers: Tier[]): Promise<Outcome[]> {
  const outcomes = new Map<string, Outcome>();
  const pending = new Set(tiers.filter((tier) => !tier.skip));
  for (const tier of tiers.filter((t) => t.skip))
    outcomes.set(tier.name, { name: tier.name, status: 'skipped', seconds: 0, note: tier.skip });
  const running = new Map<string, Promise<void>>();
  while (pending.size > 0 || running.size > 0) {
    for (const tier of [...pending]) {
      const needs = (tier.needs ?? []).map((name) => outcomes.get(name));
      if (needs.some((outcome) => outcome && outcome.status !== 'passed')) {
        pending.delete(tier);
        outcomes.set(tier.name, { name: tier.name, status: 'skipped', seconds: 0, note: 'a tier it needs failed' });
        continue;
      }
      if (needs.some((outcome) => !outcome) || (tier.after ?? []).some((name) => !outcomes.has(name))) continue;
      pending.delete(tier);
      // Alone (nothing else running or ready): its output streams as it comes.
      const ready = [...pending].filter((other) =>
        [...(other.needs ?? []), ...(other.after ?? [])].every((name) => outcomes.has(name)),
      );
      const alone = running.size === 0 && ready.length === 0;
      console.log(`▶ ${tier.name}`);
      running.set(
        tier.name,
        run(tier, alone).then((outcome) => {
          outcomes.set(tier.name, outcome);
          running.delete(tier.name);
        }),
      );
    }
    if (running.size > 0) await Promise.race(running.values());
  }
  return tiers.map((tier) => outcomes.get(tier.name)!);
}

async function main(): Promise<void> {
  const fast = process.argv.includes('--fast');
  const started = performance.now();
  const outcomes = await runTiers(fast ? fastRun() : fullRun());
  const total = (performance.now() - started) / 1000;
  console.log(`\n${fast ? 'npm run test:fast' : 'npm test'}: ${total.toFixed(0)} s`);
  for (const outcome of outcomes)
    console.log(
      `  ${{ passed: '✓', failed: '✗', skipped: '–' }[outcome.status]} ${outcome.name.padEnd(24)} ${
        outcome.status === 'skipped' ? `skipped (${outcome.note})` : `${outcome.seconds.toFixed(0).padStart(5)} s`
      }`,
    );
  if (outcomes.some((outcome) => outcome.status === 'failed')) process.exit(1);
}

if (import.meta.main) await main();
