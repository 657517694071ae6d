// `npm run bench:observability`: what the request log and metrics cost a request. Two servers in
// this process answer GET /api/health from the same Hono app: one bare (the control), one behind
// observeRequests (a request id, X-Request-Id, a JSON log line formatted and written to /dev/null,
// the counter and the latency histogram). The load comes from a child process, alternating
// between the two for several rounds, so both see the same machine. On a busy machine the
// throughput swings with the neighbours; the CPU time this process spends per request (the servers
// are all that runs in it) is the steadier figure, and the difference of the two is the cost.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { pino } from 'pino';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config/env.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { migrateDatabase } from '../src/server/db/migrate-database.ts';
import { createLogger } from '../src/server/observability/create-logger.ts';
import { createMetrics } from '../src/server/observability/create-metrics.ts';
import { observeRequests } from '../src/server/observability/observe-requests.ts';
import { readPageRoutes } from '../src/server/observability/read-page-routes.ts';
import { readBuildInfo } from '../src/server/observability/read-build-info.ts';
import { countMailsByStatus } from '../src/server/mail/queries/count-mails-by-status.ts';
import { getCatalogueStamp } from '../src/server/catalogue/queries/get-catalogue-stamp.ts';
import { runLoad } from './bench/run-load.ts';
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

const opened = await openDatabase({ dataDir: 'memory://' });
await migrateDatabase(opened.db);
const logger = createLogger({ level: 'info', destination: pino.destination({ dest: '/dev/null', sync: false }) });
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
const observed = observeRequests(
  { logger, metrics, pageRoutes: readPageRoutes(resolve(import.meta.dirname, '../src/pages')) },
  listener,
);

const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const bare = await listen(listener);
const logged = await listen(observed);

console.log(
  `bench:observability: GET /api/health, ${connections} connections, ${rounds} rounds of ${seconds} s each; load average ${loadavg()[0]!.toFixed(1)} before the run`,
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
    `the log and metrics cost ≈ ${median(results.logged.map((run, i) => run.cpuUs - results.bare[i]!.cpuUs)).toFixed(0)} µs CPU a request (median of the rounds' differences); load average ${loadavg()[0]!.toFixed(1)} after`,
);
await new Promise((done) => bare.server.close(done));
await new Promise((done) => logged.server.close(done));
logger.flush();
await opened.close();
