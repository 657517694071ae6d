// `npm run bench:observability`: what the request log and metrics cost a request, with the log in
// production format (JSON lines, written to a file as an operator's redirect or collector takes
// stdout). First in process, without HTTP: fake requests through observeRequests against the bare
// listener, its CPU a request with pino's default destination (a write(2) a line), a synchronous one,
// and the buffered one the server uses (createLogger's stdoutDestination); target < 10 µs for the
// server's (exit 1 when missed). Then over HTTP: two servers in this process answer GET /api/health
// from the same Hono app, one bare (the control), one behind observeRequests, the load from a child
// process alternating between them for several rounds; the CPU this process spends a request is
// the steadier figure on a busy machine, and the difference of the two is the cost.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { pino } from 'pino';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/env.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { bufferedDestination, createLogger } from '../src/server/observability/create-logger.ts';
import { createMetrics } from '../src/server/observability/create-metrics.ts';
import { observeRequests } from '../src/server/observability/observe-requests.ts';
import { readPageRoutes } from '../src/server/observability/read-page-routes.ts';
import { readBuildInfo } from '../src/server/observability/read-build-info.ts';
import { countMailsByStatus } from '../src/server/mail/queries/count-mails-by-status.ts';
import { getCatalogueStamp } from '../src/server/catalogue/queries/get-catalogue-stamp.ts';
import { runLoad } from './bench/run-load.ts';
import { measureRequestLog } from './bench/measure-request-log.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:observability',
  'the same Hono app answering GET /api/health without the request log and metrics, in the same process, alternating rounds.',
);

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const TARGET_MICROS = 10;
const logDir = mkdtempSync(join(tmpdir(), 'linguatrips-bench-observability-'));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const opened = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(opened.db);
const logger = createLogger({ level: 'info', destination: bufferedDestination(join(logDir, 'http.log')) });
const app = createApp({ db: opened.db, config: loadConfig({ ENVIRONMENT_NAME: 'test', RATE_LIMITS: 'off' }), logger });
const listener = getRequestListener((request, env) => app.fetch(request, env)) as (
  req: IncomingMessage,
  res: ServerResponse,
) => void;
const metrics = createMetrics({
  mailCounts: (since) => countMailsByStatus(opened.db, since),
  catalogueStamp: () => getCatalogueStamp(opened.db),
  clock: () => new Date(),
  servedCatalogueVersion: () => 1,
  poolUse: opened.poolUse,
  ready: async () => true,
  build: readBuildInfo(undefined),
});

const pageRoutes = readPageRoutes(resolve(import.meta.dirname, '../src/pages'));
// A static page, a file of a page, a built asset and the home: what the static origin answers.
const staticPaths = [
  '/en/english/malta/st_julians/harbour_english_academy_st_julians/',
  '/ru/english/',
  '/_astro/client.js',
  '/robots.txt',
  '/en/',
];
console.log(
  `bench:observability: the request log in production format (JSON lines to a file); load average ${load()} before the run`,
);
const destinations = [
  {
    name: "pino's default (a write(2) a line)",
    make: (file: string) => pino.destination({ dest: file, minLength: 0 }),
  },
  { name: 'synchronous writes', make: (file: string) => pino.destination({ dest: file, sync: true }) },
  { name: "buffered (the server's stdout)", make: (file: string) => bufferedDestination(file) },
] as const;
const perRequest: number[] = [];
for (const [index, destination] of destinations.entries()) {
  const cost = await measureRequestLog({
    destination: destination.make(join(logDir, `${index}.log`)),
    metrics,
    pageRoutes,
    paths: staticPaths,
    requests: 200_000,
  });
  perRequest.push(cost.microsPerRequest);
  console.log(
    `  in process, ${cost.requests} requests, log ${destination.name.padEnd(36)} ${cost.microsPerRequest.toFixed(1)} µs CPU a request (id, context, line, counter, histogram); load average ${loadavg()[0]!.toFixed(2)}`,
  );
}
const serverMicros = perRequest.at(-1)!;
console.log(
  `the server's request log costs ${serverMicros.toFixed(1)} µs CPU a request (target < ${TARGET_MICROS} µs: ${serverMicros < TARGET_MICROS ? 'met' : 'MISSED'})`,
);

// The id goes back as X-Request-Id, as the site's handler sends it.
const observed = observeRequests({ logger, metrics, pageRoutes }, (req, res, requestId) => {
  res.setHeader('X-Request-Id', requestId);
  listener(req, res);
});
const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const bare = await listen(listener);
const logged = await listen(observed);

console.log(
  `over HTTP: GET /api/health, ${connections} connections, ${rounds} rounds of ${seconds} s each; load average ${load()}`,
);
const results: Record<'bare' | 'logged', { perSecond: number; p99: number; cpuUs: number }[]> = {
  bare: [],
  logged: [],
};
for (let round = 0; round < rounds; round++) {
  for (const [name, target] of [
    ['bare', bare],
    ['logged', logged],
  ] as const) {
    const cpu = process.cpuUsage();
    const run = await runLoad({ url: target.url, paths: ['/api/health'], connections, seconds });
    const used = process.cpuUsage(cpu);
    const cpuUs = (used.user + used.system) / run.requests;
    results[name].push({ perSecond: run.perSecond, p99: run.p99, cpuUs });
    console.log(
      `  round ${round + 1} ${name.padEnd(6)} ${Math.round(run.perSecond)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, ${cpuUs.toFixed(0)} µs CPU a request`,
    );
  }
}
benchmark.measured();
const median = (numbers: number[]) => numbers.sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const summary = (name: 'bare' | 'logged') => ({
  perSecond: median(results[name].map((run) => run.perSecond)),
  p99: median(results[name].map((run) => run.p99)),
  cpuUs: median(results[name].map((run) => run.cpuUs)),
});
const control = summary('bare');
const measured = summary('logged');
console.log(
  `median: bare ${Math.round(control.perSecond)} req/s, p99 ${control.p99.toFixed(2)} ms, ${control.cpuUs.toFixed(0)} µs CPU; logged ${Math.round(measured.perSecond)} req/s, p99 ${measured.p99.toFixed(2)} ms, ${measured.cpuUs.toFixed(0)} µs CPU: ` +
    `the log and metrics cost ≈ ${median(results.logged.map((run, i) => run.cpuUs - results.bare[i]!.cpuUs)).toFixed(0)} µs CPU a request (median of the rounds' differences); load average ${load()} after`,
);
await new Promise((done) => bare.server.close(done));
await new Promise((done) => logged.server.close(done));
logger.flush();
await opened.close();
rmSync(logDir, { recursive: true, force: true });
process.exit(serverMicros < TARGET_MICROS ? 0 : 1);
