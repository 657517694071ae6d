// `npm run bench:search`: the search budgets of issue 5. findschools answers under 10 ms (p50) on
// the demo catalogue and under 30 ms on a generated catalogue of 2,000 schools (each loaded into a
// temporary PGlite database), and the search page loads at most 100 KB of JavaScript (gzip) before
// any interaction, measured from dist/. Prints the figures; exits 1 when a budget is missed.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/env.ts';
import { startApi } from '../src/server/start-server.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { pageJavaScript } from './search-bench/page-javascript.ts';
import { searchQueries } from './search-bench/search-queries.ts';
import { serveOverHttp } from './search-bench/serve-over-http.ts';
import { timeRequests, type Timing } from './search-bench/time-requests.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:search',
  'the budgets of the spec: findschools p50 under 10 ms on the demo catalogue and under 30 ms on 2,000 generated schools, at most 100 KB of JavaScript (gzip) on a search page.',
);

const BUDGET = { demoP50Ms: 10, generatedP50Ms: 30, pageJsKb: 100 };
const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { requests: { type: 'string', default: '2000' }, schools: { type: 'string', default: '2000' } },
});
const requests = Number(values.requests);
const schools = Number(values.schools);
if (!Number.isInteger(requests) || requests < 100 || requests > 100_000)
  throw new Error('--requests must be a whole number from 100 to 100000');
if (!Number.isInteger(schools) || schools < 1 || schools > 50_000)
  throw new Error('--schools must be a whole number from 1 to 50000');

const ms = (value: number) => `${value.toFixed(2)} ms`;
let failed = false;
const verdict = (ok: boolean) => {
  failed ||= !ok;
  return ok ? 'ok' : 'OVER BUDGET';
};

const temp = mkdtempSync(join(tmpdir(), 'linguatrips-bench-search-'));
const config = loadConfig({ ENVIRONMENT_NAME: 'test' });

interface CatalogueTimings {
  schools: number;
  /** From the request to the answer's last byte in this process: the server's own cost. */
  inProcess: Timing;
  /** The same queries through HTTP on 127.0.0.1, client and server in this one process. */
  overHttp: Timing;
}

async function benchCatalogue(label: string, contentDir: string): Promise<CatalogueTimings> {
  const api = await startApi({
    databaseUrl: undefined,
    dataDir: join(temp, label, 'pglite'),
    contentDir,
    seed: 'always',
    config,
  });
  const http = await serveOverHttp(api.app);
  try {
    const ready = (await (await api.app.request('/api/ready')).json()) as { data: { schools: number } };
    const queries = await searchQueries(api.app, requests);
    const warmup = Math.min(300, requests);
    return {
      schools: ready.data.schools,
      inProcess: await timeRequests(api.app, queries, warmup),
      overHttp: await timeRequests(http, queries, warmup),
    };
  } finally {
    await http.close();
    await api.close();
  }
}

const report = (label: string, result: CatalogueTimings, budgetMs: number) => {
  const line = (how: string, t: Timing) => `  ${how.padEnd(11)} p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`;
  console.log(`findschools, ${label} (${result.schools} schools, ${result.inProcess.requests} requests each):`);
  console.log(line('in process', result.inProcess));
  console.log(line('over HTTP', result.overHttp));
  console.log(`  budget p50 < ${budgetMs} ms (over HTTP): ${verdict(result.overHttp.p50 < budgetMs)}`);
};

try {
  report('demo catalogue', await benchCatalogue('demo', join(root, 'content')), BUDGET.demoP50Ms);

  const started = performance.now();
  const generated = generateCatalogue({
    contentDir: join(root, 'content'),
    outDir: join(temp, 'generated-content'),
    schools,
  });
  console.log(`generated ${generated.schools} schools in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  report('generated catalogue', await benchCatalogue('generated', generated.dir), BUDGET.generatedP50Ms);

  const client = join(root, 'dist', 'client');
  if (!existsSync(join(client, 'ru', 'english', 'index.html'))) {
    console.error('dist/ has no search page: run `npm run build` first to measure its JavaScript.');
    failed = true;
  } else {
    for (const page of ['ru/english', 'en/english/malta']) {
      const js = pageJavaScript(client, page);
      const kb = js.gzipBytes / 1024;
      console.log(
        `JavaScript before interaction on /${page}/: ${kb.toFixed(1)} KB gzip — budget ≤ ${BUDGET.pageJsKb} KB: ${verdict(kb <= BUDGET.pageJsKb)}`,
      );
      for (const file of js.files) console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${file.name}`);
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
benchmark.measured();
process.exit(failed ? 1 : 0);
