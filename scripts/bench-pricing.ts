// `npm run bench:pricing`: how the live pricing endpoint holds up next to /api/health, the
// server's liveness route, which passes the same chain (request checks, security headers, request
// log, metrics, the API's middleware) and does no work of its own: issue 14 reads pricing against
// it ("the liveness route of the durability work is that control"). A bare Hono route in a process
// of its own (scripts/bench/control-server.ts) is measured too: what Hono on this machine can do
// at best, so the chain's own cost shows as health / bare.
// Starts the server on 127.0.0.1 (an in-memory database seeded from content/, or the PostgreSQL
// database of --database-url, seeded from content/ when empty), checks every cart of the mix once,
// then loads the three in turn, --rounds times (on a shared machine the others' load then falls on
// all alike): a warm-up, then measured runs of fixed length at a fixed number of connections; each
// figure is the median of its rounds, and a ratio the median of the rounds' ratios
// (paired-ratio.ts). Server, load generator and this script are separate processes, so none of
// them measures the others' pauses; the server's request log is on, in production's format (JSON
// lines at info, one a request), and goes to a file, which is read after the run to show it was
// written.
// Prints requests/s, p50 and p99, the CPU time a request costs, and the ratios. Exits 1 when a
// target is missed (issue 14: pricing at least 60 % of health's throughput; issue 3: p99 under
// 20 ms at 32 connections) or an answer was not a 200.
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadContent } from '../src/server/catalogue/content/load-content.ts';
import { benchCarts } from './bench/bench-carts.ts';
import { checkAnswers } from './bench/check-answers.ts';
import { measureQuoteCpu } from './bench/measure-quote-cpu.ts';
import { runLoad, type LoadResult } from './bench/run-load.ts';
import { startBenchServer } from './bench/start-bench-server.ts';
import { startControlServer } from './bench/start-control-server.ts';
import { benchRoundOptions, builtDist } from './bench/bench-arguments.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';
import { readRequestLog } from './bench/request-log-lines.ts';
import { pairedRatio } from './bench/paired-ratio.ts';

const benchmark = recordBenchmark(
  'bench:pricing',
  'GET /api/health (the liveness route: the same chain of checks, headers, log and metrics, no work of its own) and a bare Hono JSON route in its own process, in alternating rounds of the same run, a ratio the median of the ratios round by round; the server logs every request as a JSON line to a file; target: pricing ≥ 60 % of health, p99 < 20 ms.',
);

const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 20;

const root = resolve(import.meta.dirname, '..');
const { seconds, warmup, rounds, connections, values } = benchRoundOptions(
  { seconds: 5, rounds: 5 },
  { 'database-url': { type: 'string' } },
);
const databaseUrl = values['database-url'];
const isLocalPostgres = (url: string) =>
  URL.canParse(url) &&
  /^postgres(ql)?:$/.test(new URL(url).protocol) &&
  ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
if (databaseUrl !== undefined && !isLocalPostgres(databaseUrl)) {
  throw new Error(
    '--database-url must be a postgres:// URL on 127.0.0.1 or localhost: the benchmark stays on this machine',
  );
}
const distDir = builtDist(root, 'bench:pricing');

const contentDir = join(root, 'content');
const now = new Date();
const carts = benchCarts(loadContent(contentDir), now);
const schools = new Set(carts.map((c) => c.school.id)).size;
const withHousing = carts.filter((c) => !c.cart.accommodation.empty).length;
const withTransfer = carts.filter((c) => !c.cart.transfer.empty).length;
const refused = carts.filter((c) => !c.priced).length;
console.log(
  `carts: ${carts.length} from ${schools} schools (${withHousing} with housing, ${withTransfer} with a transfer, ` +
    `${refused} unbookable, answered with their errors)`,
);

const cpu = measureQuoteCpu(carts, now);
console.log(
  `CPU per price in-process: quoteCart ${cpu.quoteMicros.toFixed(1)} µs; query → cart → price → JSON ${cpu.endpointMicros.toFixed(1)} µs`,
);

// The load generator and the server share this machine; anything else running skews the figures.
console.log(`machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)} before the run`);

const started = performance.now();
const logFile = join(root, '.cache', 'bench', 'pricing-server.log');
const server = await startBenchServer({ distDir, contentDir, databaseUrl, logFile });
console.log(
  `server: ${server.url} (built site from dist/, ${databaseUrl ? 'PostgreSQL' : 'in-memory PGlite'}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s; request log on: JSON lines at info (production's format), one a request, to ${logFile}`,
);
const control = await startControlServer([
  { path: '/api/health', json: { success: true, data: { status: 'ok' } }, headers: {} },
]);

type Measured = LoadResult & { cpuPerRequest: number };
type Phase = { name: string; url: string; paths: readonly string[]; results: Measured[] };
const phases: Phase[] = [
  { name: 'pricing', url: server.url, paths: carts.map((c) => c.path), results: [] },
  { name: 'health', url: server.url, paths: ['/api/health'], results: [] },
  { name: 'bare', url: control.url, paths: ['/api/health'], results: [] },
];
try {
  await checkAnswers(server.url, carts);
  console.log(
    `every cart answered as expected; loading with ${connections} connections: ${warmup} s warm-up, then ${rounds} rounds of ${seconds} s, the three in turn (the median round counts; a ratio, the median of the rounds')`,
  );
  for (let round = 0; round < rounds; round += 1) {
    // Every other round backwards, so no phase always follows the same one.
    for (const phase of round % 2 === 0 ? phases : [...phases].reverse()) {
      if (warmup > 0 && round === 0)
        await runLoad({ url: phase.url, paths: phase.paths, connections, seconds: warmup });
      const target = phase.url === server.url ? server : control;
      const cpuBefore = await target.cpuMicros();
      const result = await runLoad({ url: phase.url, paths: phase.paths, connections, seconds });
      phase.results.push({ ...result, cpuPerRequest: ((await target.cpuMicros()) - cpuBefore) / result.requests });
    }
  }
} finally {
  await server.stop();
  await control.stop();
}

const logged = readRequestLog(logFile);
console.log(
  `request log: ${logged.requests.toLocaleString('en')} request lines, every line JSON (${(logged.bytes / 1e6).toFixed(1)} MB)`,
);
benchmark.measured();
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
let failed = false;
const figures = phases.map(({ name, results }) => {
  const statuses = new Map<number, number>();
  for (const r of results) for (const [status, n] of r.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const other = [...statuses].filter(([status]) => status !== 200);
  if (other.length > 0 || errors > 0) failed = true;
  const requests = results.reduce((sum, r) => sum + r.requests, 0);
  return {
    name,
    perSecond: median(results.map((r) => r.perSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    cpu: median(results.map((r) => r.cpuPerRequest)),
    note: `${results.map((r) => r.perSecond.toFixed(0)).join(' / ')}; ${requests} requests${other.length > 0 ? `, ${other.map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''}${errors > 0 ? `, ${errors} errors` : ''}`,
  };
});
console.log(
  `\n${'endpoint'.padEnd(8)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'CPU µs/req'.padStart(10)}  (medians of the rounds; each round's req/s)`,
);
for (const f of figures) {
  console.log(
    [
      f.name.padEnd(8),
      f.perSecond.toFixed(0).padStart(8),
      f.p50.toFixed(2).padStart(7),
      f.p99.toFixed(2).padStart(7),
      f.cpu.toFixed(0).padStart(10),
      f.note,
    ].join('  '),
  );
}

const [pricing, health, bare] = figures as [(typeof figures)[0], (typeof figures)[0], (typeof figures)[0]];
const percent = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
const perSecond = (name: string) => phases.find((phase) => phase.name === name)!.results.map((r) => r.perSecond);
const pricingToHealth = pairedRatio(perSecond('pricing'), perSecond('health'));
const healthToBare = pairedRatio(perSecond('health'), perSecond('bare'));
const pricingToBare = pairedRatio(perSecond('pricing'), perSecond('bare'));
const roundsOf = (paired: ReturnType<typeof pairedRatio>) =>
  paired.rounds.map((value) => `${(value * 100).toFixed(0)} %`).join(' / ');
const ratio = pricingToHealth.ratio;
const met = ratio >= TARGET_RATIO && pricing.p99 < TARGET_P99_MS;
console.log(`\nload average ${loadavg()[0]!.toFixed(2)} after the run`);
// On a shared machine each process gets a share of the cores, so throughput follows the CPU a request costs.
console.log(
  `the chain (request checks, security headers, request log, metrics, the API's middleware): health / bare ${percent(healthToBare.ratio, 1)} (rounds ${roundsOf(healthToBare)}); by CPU ${percent(bare.cpu, health.cpu)} (${health.cpu.toFixed(0)} µs against ${bare.cpu.toFixed(0)} µs a request)`,
);
console.log(`pricing / bare: ${percent(pricingToBare.ratio, 1)}; by CPU ${percent(bare.cpu, pricing.cpu)}`);
console.log(
  `pricing / health (the liveness route, same run): ${percent(ratio, 1)} (rounds ${roundsOf(pricingToHealth)}; target ≥ ${TARGET_RATIO * 100} %); by CPU ${percent(health.cpu, pricing.cpu)} (${pricing.cpu.toFixed(0)} µs against ${health.cpu.toFixed(0)} µs); pricing p99 ${pricing.p99.toFixed(2)} ms (target < ${TARGET_P99_MS} ms)`,
);
console.log(met ? 'target met' : 'TARGET MISSED');
if (failed) console.log('some answers were not 200 or failed: see the last column');
process.exit(met && !failed ? 0 : 1);
