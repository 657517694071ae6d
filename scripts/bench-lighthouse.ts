// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, the Debian Chromium) on the
// home, the English search and two school pages (the typical one the issue measured and the one
// with the most courses and housings in content/) in English, Russian and Chinese, served from the
// built site (it builds nothing: run `npm run build` first). Each run is a first visit (empty cache
// and storage, first-visit.ts). Each page runs 3 times; the table gives
// each figure's median and spread (min–max), the verdict on the medians and the machine's load
// average before and after, and goes into its section of docs/benchmarks.md. It needs a CJK font on
// the machine, as on any phone (Debian: fonts-noto-cjk).
// A missed target is printed as missed and fails the run (exit 1), whatever the load: the load is
// printed beside the figures so a reader can judge them, never used to excuse them.
// Options: --runs N (default 3), --pages /en/,/ru/… (instead of the default list), --no-doc (leave
// docs/benchmarks.md alone), --reports DIR (each run's full Lighthouse result as JSON).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../src/server/config/env.ts';
import { startServer } from '../src/server/start-server.ts';
import { loadContent } from '../src/server/catalogue/content/load-content.ts';
import { lighthouseRow, type LighthouseRow } from './bench-lighthouse/lighthouse-row.ts';
import { lighthouseTable } from './bench-lighthouse/lighthouse-table.ts';
import { categoriesBelowTarget } from './bench-lighthouse/lighthouse-targets.ts';
import { lighthousePages } from './bench-lighthouse/lighthouse-pages.ts';
import { summariseRuns, type PageSummary } from './bench-lighthouse/summarise-runs.ts';
import { clearOriginStorage } from './bench-lighthouse/first-visit.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:lighthouse',
  'the targets, on the median of 3 runs a page: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02, accessibility, best practices and SEO 100.',
);

const root = resolve(import.meta.dirname, '..');
const client = join(root, 'dist', 'client');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const argv = process.argv.slice(2);
const option = (name: string) => {
  const index = argv.indexOf(name);
  return index >= 0 ? (argv[index + 1] ?? '') : undefined;
};
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number of runs');
const reportsDir = option('--reports') === undefined ? undefined : resolve(option('--reports')!);
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const PAGES =
  option('--pages')?.split(',').filter(Boolean) ?? lighthousePages(loadContent(join(root, 'content')).schools);

if (!existsSync(join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error('bench:lighthouse needs the built site: run `npm run build` first');
  process.exit(1);
}
const missing = PAGES.filter((path) => !existsSync(join(client, path, 'index.html')));
if (missing.length > 0) throw new Error(`not in dist/client: ${missing.join(', ')}`);

// Every phone has a CJK font. Without one, Chromium draws the Chinese pages' text as missing
// glyphs after searching the system's fonts run by run, and that layout doubles their blocking
// time: a measure of this machine, not of the pages.
const cultures = new Set(PAGES.map((path) => path.split('/')[1]));
if (cultures.has('zh') && !execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim()) {
  console.error(
    'bench:lighthouse measures Chinese pages: install a CJK font first (Debian: apt-get install fonts-noto-cjk)',
  );
  process.exit(1);
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
// Debian's chromium is a shell wrapper that talks on stderr: only its answer on stdout counts.
const chromiumVersion = execFileSync(chromePath, ['--version'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'ignore'],
}).trim();
const cores = cpus().length;
const loadBefore = loadavg()[0]!;
console.log(
  `bench:lighthouse: ${PAGES.length} pages × ${runs} runs; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} before the run (${cores} cores)`,
);

const dir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-lighthouse-'));
// A free port, no rate limits: Lighthouse loads each page several times from one address. Warnings
// only in the log: a line a request would bury the figures (bench:static measures the log's cost).
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dir, 'pglite'),
  config: loadConfig({ ...process.env, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', OUTBOX_DIR: join(dir, 'outbox') }),
});
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages: PageSummary[] = [];
try {
  for (const path of PAGES) {
    const results: LighthouseRow[] = [];
    for (let run = 0; run < runs; run += 1) {
      await clearOriginStorage(chrome.port, new URL(server.url).origin);
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
    const page = summariseRuns(results);
    pages.push(page);
    console.log(
      `${path}: performance ${results.map((r) => r.performance).join(' / ')}, LCP ${results.map((r) => (r.lcpMs / 1000).toFixed(1)).join(' / ')} s, ` +
        `TBT ${results.map((r) => Math.round(r.tbtMs)).join(' / ')} ms; load average ${loadavg()[0]!.toFixed(2)}; ` +
        `${page.missed.length === 0 ? 'met' : `MISSED: ${page.missed.join(', ')}`}`,
    );
  }
} finally {
  await chrome.kill();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

const loadAfter = loadavg()[0]!;
const table = lighthouseTable(pages, {
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

const missed = pages.filter((page) => page.missed.length > 0);
for (const page of missed) console.error(`MISSED ${page.path}: ${page.missed.join(', ')}`);
console.log(
  `load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (${cores} cores); ` +
    (missed.length === 0
      ? `every target met on all ${pages.length} pages`
      : `${missed.length} of ${pages.length} pages missed a target`),
);
process.exit(missed.length === 0 ? 0 : 1);
