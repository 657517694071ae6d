// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, the Debian Chromium) on
// the home, a search and a school page in English and Russian, served from the built site (it
// builds nothing: run `npm run build` first). Prints the scores with LCP, TBT and CLS and the
// machine's load average, and writes the same table into its section of docs/benchmarks.md.
// Options: --runs N (median of N runs a page, by performance; default 1), --no-doc (leave docs/benchmarks.md alone), --reports DIR
// (each run's full Lighthouse result as JSON, for the audits the table leaves out).
// Fails when accessibility, best practices or SEO is below 100 or CLS reaches 0.02 anywhere, and
// when performance is below 95 on a quiet machine (load average under half the cores).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../src/server/config/env.ts';
import { startServer } from '../src/server/start-server.ts';
import { lighthouseRow, type LighthouseRow } from './bench-lighthouse/lighthouse-row.ts';
import { lighthouseTable } from './bench-lighthouse/lighthouse-table.ts';
import { LIGHTHOUSE_TARGETS, categoriesBelowTarget } from './bench-lighthouse/lighthouse-targets.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:lighthouse',
  'the targets: performance ≥ 95 on a quiet machine, accessibility, best practices and SEO 100, CLS < 0.02.',
);

const root = resolve(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const SCHOOL = 'english/malta/st_julians/harbour_english_academy_st_julians';
const PAGES = ['/en/', '/en/english/', `/en/${SCHOOL}/`, '/ru/', '/ru/english/', `/ru/${SCHOOL}/`];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const argv = process.argv.slice(2);
const runsIndex = argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs');
const reportsIndex = argv.indexOf('--reports');
const reportsDir = reportsIndex >= 0 ? resolve(argv[reportsIndex + 1] ?? '') : undefined;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

if (!existsSync(join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error('bench:lighthouse needs the built site: run `npm run build` first');
  process.exit(1);
}
const missing = PAGES.filter((path) => !existsSync(join(client, path, 'index.html')));
if (missing.length > 0) throw new Error(`not in dist/client: ${missing.join(', ')}`);

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
// Debian's chromium is a shell wrapper that talks on stderr: only its answer on stdout counts.
const chromiumVersion = execFileSync(chromePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const cores = cpus().length;
const loadBefore = loadavg()[0]!;

const dir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-lighthouse-'));
// A free port, no rate limits: Lighthouse loads each page several times from one address.
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dir, 'pglite'),
  config: loadConfig({ ...process.env, RATE_LIMITS: 'off', OUTBOX_DIR: join(dir, 'outbox') }),
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows: LighthouseRow[] = [];
try {
  for (const path of PAGES) {
    const results: LighthouseRow[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`${path}: Lighthouse gave no result`);
      if (result.lhr.runtimeError)
        throw new Error(`${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
      results.push(lighthouseRow(path, result.lhr, categoriesBelowTarget));
      if (reportsDir)
        writeFileSync(
          join(reportsDir, `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_')}-${run + 1}.json`),
          JSON.stringify(result.lhr),
        );
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    rows.push(median);
    console.log(
      `${path}: performance ${median.performance}, accessibility ${median.accessibility}, best practices ${median.bestPractices}, SEO ${median.seo}`,
    );
  }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

const loadAfter = loadavg()[0]!;
const table = lighthouseTable(rows, {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  lighthouse: lighthouseVersion,
  chromium: chromiumVersion,
  cores,
  loadBefore,
  loadAfter,
  runs,
});
console.log(`\n${table}\n`);
benchmark.measured({ markdown: table });

const quiet = Math.max(loadBefore, loadAfter) < cores / 2;
const failures = rows.flatMap((row) =>
  categoriesBelowTarget(row)
    .filter((category) => category !== 'performance' || quiet || !(row.cls < LIGHTHOUSE_TARGETS.clsBelow))
    .map((category) => `${row.path}: ${category} below target`),
);
if (!quiet && rows.some((row) => row.performance < LIGHTHOUSE_TARGETS.performance)) {
  console.log(
    `performance below ${LIGHTHOUSE_TARGETS.performance} on a loaded machine (load average ${Math.max(loadBefore, loadAfter).toFixed(1)} on ${cores} cores): not counted as a failure`,
  );
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`over budget: ${failure}`);
  process.exit(1);
}
console.log('bench:lighthouse: every target holds');
