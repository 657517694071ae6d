// `npm run bench:pricing`: how the live pricing endpoint holds up next to /api/health on the
// built server and, as the control of the same run, a bare Hono route in a process of its own
// answering a small JSON (scripts/bench/control-server.ts): what Hono on this machine can do at best.
// Starts the server on 127.0.0.1 (an in-memory database seeded from content/, or the PostgreSQL
// database of --database-url, seeded from content/ when empty), checks every cart of the mix once, then loads each endpoint in turn: a warm-up, then a measured run of fixed
// length at a fixed number of connections. Server, load generator and this script are three
// processes, so none of them measures the others' pauses. Prints requests/s, p50 and p99, the
// ratios, and the CPU time per price. Exits 1 when the target is missed (issue 14: pricing at
// least 60 % of the bare route's throughput; issue 3: p99 under 20 ms at 32 connections).
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from '../src/server/content/load-content.ts';
import { benchCarts } from './bench/bench-carts.ts';
import { checkAnswers } from './bench/check-answers.ts';
import { measureQuoteCpu } from './bench/measure-quote-cpu.ts';
import type { LoadResult } from './bench/run-load.ts';
import { runLoadInChild } from './bench/run-load-in-child.ts';
import { startBenchServer } from './bench/start-bench-server.ts';
import { startControlServer } from './bench/start-control-server.ts';

const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 20;

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '32' },
    'database-url': { type: 'string' },
  },
});
const databaseUrl = values['database-url'];
const isLocalPostgres = (url: string) => URL.canParse(url) && /^postgres(ql)?:$/.test(new URL(url).protocol) && ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);
if (databaseUrl !== undefined && !isLocalPostgres(databaseUrl)) {
  throw new Error('--database-url must be a postgres:// URL on 127.0.0.1 or localhost: the benchmark stays on this machine');
}
const bounded = (name: string, value: string, min: number, max: number) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return number;
};
const seconds = bounded('seconds', values.seconds, 1, 60);
const warmup = bounded('warmup', values.warmup, 0, 30);
const connections = bounded('connections', values.connections, 1, 256);

const distDir = join(root, 'dist');
if (!existsSync(join(distDir, 'client')) || !existsSync(join(distDir, 'server', 'entry.mjs'))) {
  console.error('dist/ is missing or incomplete: run `npm run build` first, then `npm run bench:pricing`.');
  process.exit(1);
}

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
console.log(`CPU per price in-process: quoteCart ${cpu.quoteMicros.toFixed(1)} µs; query → cart → price → JSON ${cpu.endpointMicros.toFixed(1)} µs`);

// The load generator and the server share this machine; anything else running skews the figures.
console.log(`machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(2)} before the run`);

const started = performance.now();
const server = await startBenchServer({ distDir, contentDir, databaseUrl });
console.log(`server: ${server.url} (built site from dist/, ${databaseUrl ? 'PostgreSQL' : 'in-memory PGlite'}), ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const control = await startControlServer([{ path: '/api/health', json: { success: true, data: { status: 'ok' } }, headers: {} }]);

type Phase = { name: string; url: string; paths: readonly string[]; result?: LoadResult; cpuPerRequest?: number };
const phases: Phase[] = [
  { name: 'pricing', url: server.url, paths: carts.map((c) => c.path) },
  { name: 'health', url: server.url, paths: ['/api/health'] },
  { name: 'control', url: control.url, paths: ['/api/health'] },
];
let failed = false;
try {
  await checkAnswers(server.url, carts);
  console.log(`every cart answered as expected; loading with ${connections} connections, ${warmup} s warm-up then ${seconds} s each`);
  for (const phase of phases) {
    if (warmup > 0) await runLoadInChild({ url: phase.url, paths: phase.paths, connections, seconds: warmup });
    const target = phase.url === server.url ? server : control;
    const cpuBefore = await target.cpuMicros();
    phase.result = await runLoadInChild({ url: phase.url, paths: phase.paths, connections, seconds });
    phase.cpuPerRequest = ((await target.cpuMicros()) - cpuBefore) / phase.result.requests;
  }
} finally {
  await server.stop();
  await control.stop();
}

const rows = phases.map(({ name, result, cpuPerRequest }) => {
  const r = result!;
  const other = [...r.statuses].filter(([status]) => status !== 200);
  if (other.length > 0 || r.errors > 0) failed = true;
  return [
    name.padEnd(8),
    r.perSecond.toFixed(0).padStart(8),
    r.p50.toFixed(2).padStart(7),
    r.p99.toFixed(2).padStart(7),
    cpuPerRequest!.toFixed(0).padStart(9),
    `${r.requests} requests${other.length > 0 ? `, ${other.map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''}${r.errors > 0 ? `, ${r.errors} errors` : ''}`,
  ].join('  ');
});
console.log(`\n${'endpoint'.padEnd(8)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'CPU µs/req'.padStart(9)}`);
for (const row of rows) console.log(row);

const [pricing, health, bare] = phases.map((p) => p.result!) as [LoadResult, LoadResult, LoadResult];
const ratio = pricing.perSecond / bare.perSecond;
const met = ratio >= TARGET_RATIO && pricing.p99 < TARGET_P99_MS;
console.log(`\nload average ${loadavg()[0]!.toFixed(2)} after the run`);
console.log(`health / control (the server's own chain: request checks, security headers, Hono app): ${((health.perSecond / bare.perSecond) * 100).toFixed(0)} %`);
// On a shared machine each process gets a share of the cores, so throughput follows the CPU a request costs.
const [pricingCpu, , bareCpu] = phases.map((p) => p.cpuPerRequest!) as [number, number, number];
console.log(`CPU a request: pricing ${pricingCpu.toFixed(0)} µs, control ${bareCpu.toFixed(0)} µs: by CPU, pricing answers ${((bareCpu / pricingCpu) * 100).toFixed(0)} % of the control's rate`);
console.log(`pricing / control (bare Hono route, same run): ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET_RATIO * 100} %); pricing / health ${((pricing.perSecond / health.perSecond) * 100).toFixed(0)} %; pricing p99 ${pricing.p99.toFixed(2)} ms (target < ${TARGET_P99_MS} ms)`);
console.log(met ? 'target met' : 'TARGET MISSED');
if (failed) console.log('some answers were not 200 or failed: see the last column');
process.exit(met && !failed ? 0 : 1);
