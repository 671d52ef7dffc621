/**
 * npm run lighthouse: Lighthouse (mobile settings: emulated mid-range phone, simulated slow 4G)
 * against the built site served like Netlify, for every route of a brand. Each route runs
 * `--runs` times (default 3) and the table shows the median of each figure. Writes
 * reports/lighthouse-<brand>.md with the table and, for any category under 100, the audits
 * that kept it there. Not part of CI: too slow and noisy on shared machines.
 *
 *   npm run lighthouse                          the default brand
 *   npm run lighthouse -- --brand=<id>          one brand
 *   npm run lighthouse -- --all                 every brand
 *   npm run lighthouse -- --routes=/,/contact   some routes only
 *   npm run lighthouse -- --runs=1              one run per route (quick look)
 *   npm run lighthouse -- --leads               every brand, its home and lead service pages (`focus`)
 *   npm run lighthouse -- --no-floor            without the floor (below)
 *   npm run lighthouse -- --dist=<dir>          another build than dist/ (e.g. a copy kept to compare)
 *   npm run lighthouse -- --json=<dir>          also keep every run's full Lighthouse report there
 *   npm run lighthouse -- --explain             print what each run's simulated FCP and LCP were made of
 *   npm run lighthouse -- --throttling=devtools the browser itself throttled (below) instead of simulated
 *
 * The floor: a minimal page (one heading and a paragraph, inline style, ~0.5 KB) is
 * added, as /__floor, to a copy of dist/ (hard links, never dist/ itself) with a rewrite rule of its
 * own, and measured with the routes, before and after them, so every route's FCP and LCP also read
 * as a ratio of the floor's (the median of its runs). Ratios survive a busy machine, absolute times
 * do not. Targets: FCP ≤ 1.15× and LCP ≤ 1.3× the floor's; a home's ≤ 1.3× and ≤ 1.45× (`ratioTargets`).
 *
 * The site is served over HTTP/2 with TLS, as Netlify serves it (Lighthouse's simulation models
 * one multiplexed connection for HTTP/2, but a new connection per parallel request for HTTP/1.1),
 * with a throwaway self-signed certificate made by `openssl`; without openssl it falls back to
 * HTTP/1.1 and says so in the report.
 *
 * Throttling: by default Lighthouse's simulation (Lantern) replays the unthrottled load on a model
 * of slow 4G, in which a document is one unit, fetched whole before anything it names. With
 * `--throttling=devtools` the browser itself is slowed (562.5 ms per request, 1.47 Mbit/s, 4× CPU),
 * so a long document streams and paints its first screen before its end arrives, as on a phone; it
 * knows no TCP slow start and is noisier. Lighthouse's scores use the simulation.
 *
 * Chromium: CHROME_PATH or CHROMIUM_PATH, else /usr/bin/chromium. Builds are not made here:
 * run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { explainLastRun } from './lantern-explain.ts';
import type { Brand } from '../src/lib/brand-schema.ts';
import { routes } from '../src/lib/routes.ts';
import { loadBrands } from '../src/render-time/load-brands.ts';
import { brandOrigin, brandsFromArgs, chromiumFlags, chromiumPath, option } from './browser.ts';
import { startServer } from './serve.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

/** The project's Lighthouse targets; FCP and LCP also as ratios to the floor's. */
const targets = { score: 100, lcp: 1200, tbt: 30, cls: 0.01, fcpRatio: 1.15, lcpRatio: 1.3 };
/**
 * A home's ratios have more room: its first screen is the brand's whole face (the hero photo, the trust strip, the
 * service links) and it carries its rules past the first flight (`inliningPays`, src/after-build/critical-path.ts).
 */
const homeRatios = { fcpRatio: 1.3, lcpRatio: 1.45 };

/** The FCP and LCP ratio targets of a route. */
export const ratioTargets = (route: string) =>
  route === '/' ? homeRatios : { fcpRatio: targets.fcpRatio, lcpRatio: targets.lcpRatio };

/** Where the floor page answers. */
export const floorRoute = '/__floor';
/** The floor's row in the report. */
const floorRowName = `floor (${floorRoute})`;

/** The floor: about the least a page can be (one heading and a paragraph, inline style). */
export const floorHtml = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="The floor: a minimal page against which first paint is measured.">
<style>body{margin:0;padding:1.5rem;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937}h1{font-size:2rem;margin:0 0 1rem}</style>
</head>
<body>
<main>
<h1>Garden services, done well</h1>
<p>A minimal page, one heading and a paragraph with an inline style, against which the first paint of every route is measured.</p>
</main>
</body>
</html>
`;

/**
 * A copy of distDir with the floor page in each brand's folder and a rewrite rule for it ahead of
 * the generated ones. Hard links where the file system allows (fast, and dist/ is never written:
 * only new files are made, and _redirects is replaced, not edited), else a real copy.
 */
export function distWithFloor(distDir: string, brands: Brand[]): string {
  const copy = join(mkdtempSync(join(tmpdir(), 'lighthouse-dist-')), 'dist');
  try {
    execFileSync('cp', ['-al', distDir, copy], { stdio: 'ignore' });
  } catch {
    rmSync(copy, { recursive: true, force: true });
    cpSync(distDir, copy, { recursive: true });
  }
  const rules = brands.map(
    (brand) => `https://${brand.hostnames[0]}${floorRoute}  /${brand.id}${floorRoute}.html  200!`,
  );
  const redirects = readFileSync(join(copy, '_redirects'), 'utf8');
  rmSync(join(copy, '_redirects'));
  writeFileSync(join(copy, '_redirects'), `# The floor (scripts/lighthouse.ts)\n${rules.join('\n')}\n\n${redirects}`);
  for (const brand of brands) writeFileSync(join(copy, brand.id, `${floorRoute}.html`), floorHtml);
  return copy;
}

/** The routes measured for a brand: --routes, else with --leads its home and lead service pages, else all. */
function routesFor(brand: Brand): string[] {
  const listed = option('routes')?.split(',');
  if (listed) return listed;
  if (process.argv.includes('--leads'))
    return ['/', ...brand.focus.map((id) => `/${id}`).filter((route) => (routes as readonly string[]).includes(route))];
  return [...routes];
}

export interface RouteResult {
  route: string;
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** FCP and LCP as ratios of the floor's, when the floor was measured. */
  fcpRatio?: number;
  lcpRatio?: number;
  /** Audits that failed in most runs, per category under 100: "title (id)". */
  shortfalls: Record<string, string[]>;
  /** Lighthouse's CPU benchmark of this machine during the runs (median). */
  benchmarkIndex: number;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
  /** Lighthouse's CPU benchmark of the machine that ran it. */
  environment?: { benchmarkIndex?: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const chromeFlags = ['--headless=new', ...chromiumFlags];

/** How the load is slowed: Lighthouse's simulation (the default) or the browser's own throttling. */
export type Throttling = 'simulate' | 'devtools';

function throttlingOfRun(): Throttling {
  const value = option('throttling') ?? 'simulate';
  if (value !== 'simulate' && value !== 'devtools') {
    console.error(`lighthouse: --throttling=${value}: expected simulate or devtools`);
    process.exit(1);
  }
  return value;
}

const throttlingWords: Record<Throttling, string> = {
  simulate: 'simulated slow 4G, 4× CPU slowdown',
  devtools: 'slow 4G and 4× CPU slowdown applied in the browser (DevTools throttling, not simulated)',
};

/** A self-signed certificate for localhost and *.localhost, or undefined without openssl. */
function throwawayCertificate(): { key: Buffer; cert: Buffer } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
        ...['-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch {
    return undefined;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One request as a browser would make it (Node's fetch cannot reach *.localhost names). */
function warm(port: number, host: string, path: string, secure: boolean): Promise<void> {
  const get = secure ? httpsGet : httpGet;
  const tlsOptions = secure ? { rejectUnauthorized: false, servername: host } : {};
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'br' }, ...tlsOptions }, (response) => {
      response.resume();
      response.on('end', resolve);
    }).on('error', reject);
  });
}

async function audit(port: number, url: string, throttling: Throttling): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    throttlingMethod: throttling,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Every run a first visit: Lighthouse keeps localStorage by default, where a page notes the web
    // fonts it has cached (src/lib/web-fonts-cached.ts), while it empties the HTTP cache; a later run
    // would then be a returning visitor whose cached files are gone.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.argv.includes('--explain') && throttling === 'simulate') console.log(`${url}\n${explainLastRun()}`);
  return lhr;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: try again. */
async function auditWithRetry(port: number, url: string, throttling: Throttling, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, throttling);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  retrying ${url}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

function summarise(route: string, runs: Lhr[]): RouteResult {
  const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metric = (key: keyof typeof metrics) =>
    median(runs.map((lhr) => lhr.audits[metrics[key]]?.numericValue ?? NaN));
  const scores = Object.fromEntries(
    categories.map((c) => [c, median(runs.map((lhr) => score(lhr, c)))]),
  ) as RouteResult['scores'];
  const shortfalls: Record<string, string[]> = {};
  for (const category of categories) {
    if (scores[category] >= 100) continue;
    const refs = runs[0]!.categories[category]?.auditRefs ?? [];
    // Performance lists many metric audits scoring just under 1: name only those that really cost points.
    const threshold = category === 'performance' ? 0.9 : 1;
    const fails = (lhr: Lhr, id: string) => {
      const audit = lhr.audits[id];
      return (
        audit !== undefined &&
        !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode) &&
        audit.score !== null &&
        audit.score < threshold
      );
    };
    shortfalls[category] = refs
      .filter((ref) => runs.filter((lhr) => fails(lhr, ref.id)).length * 2 > runs.length)
      .map((ref) => {
        const audit = runs[0]!.audits[ref.id]!;
        const value = audit.numericValue === undefined ? '' : `: ${Math.round(audit.numericValue * 1000) / 1000}`;
        return `${audit.title} (${ref.id}${value})`;
      });
  }
  const benchmarkIndex = median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN));
  return {
    route,
    scores,
    fcp: metric('fcp'),
    lcp: metric('lcp'),
    tbt: metric('tbt'),
    cls: metric('cls'),
    shortfalls,
    benchmarkIndex,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const flag = (ok: boolean) => (ok ? '' : ' ✗');
const ratio = (value: number | undefined, target: number) =>
  value === undefined ? '–' : `${value.toFixed(2)}${flag(value <= target)}`;

/** Each route's FCP and LCP as ratios of the floor's (the median of the floor's runs). */
export function withFloorRatios(results: RouteResult[], floor: { fcp: number; lcp: number }): RouteResult[] {
  return results.map((r) => ({ ...r, fcpRatio: r.fcp / floor.fcp, lcpRatio: r.lcp / floor.lcp }));
}

export function formatReport(
  brandId: string,
  results: RouteResult[],
  runs: number,
  protocol = 'HTTP/2',
  throttling: Throttling = 'simulate',
): string {
  const floored = results.some((r) => r.fcpRatio !== undefined);
  const floorRow = results.find((r) => r.route === floorRowName);
  // The floor runs no script: blocking time it shows is the machine's own, and swells every route's.
  const machineBlocks = floorRow !== undefined && floorRow.tbt > targets.tbt;
  const lines = [
    `# Lighthouse: ${brandId}`,
    '',
    `Lighthouse mobile settings (emulated phone, ${throttlingWords[throttling]}), median of ${runs} run(s) per route, ` +
      `against the site served as by \`npm run serve\` over ${protocol} on ${new Date().toISOString().slice(0, 10)}. Targets: 100 in every category, ` +
      `LCP ≤ ${seconds(targets.lcp)}, TBT ≤ ${targets.tbt} ms, CLS ≤ ${targets.cls}. ✗ marks a miss.`,
    ...(floored
      ? [
          '',
          `The floor (${floorRoute}): a minimal page (one heading and a paragraph, inline style) added to a copy of dist/ and ` +
            `measured in the same run, before and after the routes. FCP/floor and LCP/floor divide by the median of its runs; ` +
            `targets ≤ ${targets.fcpRatio} and ≤ ${targets.lcpRatio} (the home ≤ ${homeRatios.fcpRatio} and ≤ ${homeRatios.lcpRatio}). ` +
            `Ratios survive a busy machine, absolute times do not.`,
        ]
      : []),
    '',
    // TBT is the observed CPU time × 4: the slower the measuring machine, the higher it comes out.
    `Lighthouse's CPU benchmark of the measuring machine (benchmarkIndex): median ${Math.round(
      median(results.map((r) => r.benchmarkIndex)),
    )}, from ${Math.round(Math.min(...results.map((r) => r.benchmarkIndex)))} to ${Math.round(
      Math.max(...results.map((r) => r.benchmarkIndex)),
    )}.`,
    ...(machineBlocks
      ? [
          '',
          `The floor runs no script, yet its TBT is ${Math.round(floorRow.tbt)} ms: that blocking time is the measuring ` +
            `machine's own, so no route's TBT can be read against the ${targets.tbt} ms target in this run.`,
        ]
      : []),
    '',
    `| Route | Performance | Accessibility | Best Practices | SEO | FCP | LCP | ${floored ? 'FCP/floor | LCP/floor | ' : ''}TBT | CLS |`,
    `|---|--:|--:|--:|--:|--:|--:|${floored ? '--:|--:|' : ''}--:|--:|`,
    ...results.map((r) => {
      const s = r.scores;
      const score = (value: number) => `${value}${flag(value >= targets.score)}`;
      const { fcpRatio, lcpRatio } = ratioTargets(r.route);
      const ratios = floored ? `${ratio(r.fcpRatio, fcpRatio)} | ${ratio(r.lcpRatio, lcpRatio)} | ` : '';
      return (
        `| ${r.route} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s['best-practices'])} | ${score(s.seo)} | ` +
        `${seconds(r.fcp)} | ${seconds(r.lcp)}${flag(r.lcp <= targets.lcp)} | ${ratios}${Math.round(r.tbt)} ms${flag(r.tbt <= targets.tbt)} | ` +
        `${r.cls.toFixed(3)}${flag(r.cls <= targets.cls)} |`
      );
    }),
  ];
  const misses = results.filter((r) => Object.keys(r.shortfalls).length > 0);
  if (misses.length) {
    lines.push('', '## What keeps a page under 100', '');
    for (const r of misses) {
      for (const [category, audits] of Object.entries(r.shortfalls)) {
        lines.push(
          `- ${r.route} — ${category} ${r.scores[category as keyof RouteResult['scores']]}: ${audits.join('; ') || 'metric scores (see FCP/LCP/TBT/CLS)'}`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The brands of a run: as browser.ts reads the flags, except `--leads` alone: every brand but the default. */
function brandsOfRun(): Brand[] {
  if (process.argv.includes('--leads') && !option('brand') && !process.argv.includes('--all'))
    return loadBrands().slice(1);
  return brandsFromArgs('lighthouse');
}

/** Every run's full report, to see what a figure is made of (network requests, LCP element...). */
function keepReports(dir: string, brandId: string, route: string, lhrs: Lhr[]): void {
  mkdirSync(dir, { recursive: true });
  const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
  lhrs.forEach((lhr, run) => writeFileSync(join(dir, `${brandId}-${name}-${run + 1}.json`), JSON.stringify(lhr)));
}

async function main() {
  const builtDir = option('dist') ?? 'dist';
  if (!existsSync(join(builtDir, '_redirects'))) {
    console.error(`lighthouse: no build in ${builtDir}/ (run \`npm run build\` first)`);
    process.exit(1);
  }
  const wanted = brandsOfRun();
  const runs = Number(option('runs') ?? 3);
  const throttling = throttlingOfRun();
  const floor = !process.argv.includes('--no-floor');
  const jsonDir = option('json');
  const distDir = floor ? distWithFloor(builtDir, wanted) : builtDir;
  const tls = throwawayCertificate();
  if (!tls) console.warn('lighthouse: openssl not found, measuring over HTTP/1.1 (Netlify serves HTTP/2)');
  const protocol = tls ? 'HTTP/2' : 'HTTP/1.1';
  // Port 0: any free port, so a running `npm run serve` or test server is no obstacle.
  const server = await startServer({
    distDir,
    port: Number(option('port') ?? process.env.LIGHTHOUSE_PORT ?? 0),
    quiet: true,
    tls,
  });
  const port = (server.address() as AddressInfo).port;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    // The certificate is our own throwaway one.
    chromeFlags: tls ? [...chromeFlags, '--ignore-certificate-errors'] : chromeFlags,
  });
  try {
    for (const brand of wanted) {
      const measure = async (route: string): Promise<Lhr[]> => {
        const url = `${brandOrigin(brand.id, port, tls ? 'https' : 'http')}${route}`;
        // Warm the server's compression cache so the first run does not pay for brotli level 11.
        await warm(port, `${brand.id}.localhost`, route, tls !== undefined);
        const lhrs: Lhr[] = [];
        for (let run = 0; run < runs; run++) lhrs.push(await auditWithRetry(chrome.port, url, throttling));
        if (jsonDir) keepReports(jsonDir, brand.id, route, lhrs);
        return lhrs;
      };
      const floorRuns = floor ? await measure(floorRoute) : [];
      let results: RouteResult[] = [];
      for (const route of routesFor(brand)) {
        const result = summarise(route, await measure(route));
        results.push(result);
        const s = result.scores;
        console.log(
          `${brand.id} ${route}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}  ` +
            `FCP ${seconds(result.fcp)}  LCP ${seconds(result.lcp)}  TBT ${Math.round(result.tbt)} ms  CLS ${result.cls.toFixed(3)}`,
        );
      }
      if (floor) {
        // Before and after the routes: the floor's median spans the load the routes were measured under.
        floorRuns.push(...(await measure(floorRoute)));
        const floorResult = summarise(floorRowName, floorRuns);
        results = withFloorRatios([floorResult, ...results], floorResult);
        console.log(`${brand.id} floor: FCP ${seconds(floorResult.fcp)}  LCP ${seconds(floorResult.lcp)}`);
      }
      const report = formatReport(brand.id, results, runs, protocol, throttling);
      mkdirSync('reports', { recursive: true });
      writeFileSync(`reports/lighthouse-${brand.id}.md`, report);
      console.log(`\n${report}\nWritten to reports/lighthouse-${brand.id}.md`);
    }
  } finally {
    chrome.kill();
    server.close();
    if (floor) rmSync(join(distDir, '..'), { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
