// `npm run bench:nginx [-- --seconds 10 --connections 32]`: the reference deployment's throughput
// on this machine. Two instances of the built server (each on its own in-memory database seeded
// from content/; reads only, so they need not share one), nginx in front of them rendered from
// deploy/nginx (as bench:nginx's own user, in a temporary prefix, one worker per core), then a
// school page and prices loaded through nginx and, as the control of the same run, from one
// instance alone. Accept-Encoding as a browser sends it: the page is the build's .br file either way.
// The phases take turns, --rounds times (nginx, Node, nginx, Node, …), and each figure is the
// median of its rounds: on a shared machine the others' load then falls on both alike.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config/env.ts';
import { loadContent } from '../src/server/catalogue/content/load-content.ts';
import { siteSecurityHeaders } from '../src/server/http/site-security-headers.ts';
import { benchCarts } from './bench/bench-carts.ts';
import { runLoad, type LoadResult } from './bench/run-load.ts';
import { startBenchServer, type BenchServer } from './bench/start-bench-server.ts';
import { BROTLI_STATIC_MODULE } from './deploy/brotli-static-module.ts';
import { renderNginxSite } from './deploy/render-nginx-site.ts';
import { startNginx, type RunningNginx } from './deploy/start-nginx.ts';
import { benchRoundOptions, builtDist } from './bench/bench-arguments.ts';
import { freePort } from '../tests/e2e/support/free-port.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:nginx',
  'one instance alone, in the same run, alternating rounds with nginx in front of two instances.',
);

const root = resolve(import.meta.dirname, '..');
const { seconds, warmup, rounds, connections, values } = benchRoundOptions(
  { seconds: 5, rounds: 3 },
  { nginx: { type: 'string', default: '/usr/sbin/nginx' } },
);
const distDir = builtDist(root, 'bench:nginx');
if (!existsSync(values.nginx)) {
  console.error(`no nginx at ${values.nginx} (--nginx): apt-get install nginx libnginx-mod-http-brotli-static`);
  process.exit(1);
}
const contentDir = join(root, 'content');
const SCHOOL_PAGE = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
if (!existsSync(join(distDir, 'client', SCHOOL_PAGE, 'index.html')))
  throw new Error(`dist/client${SCHOOL_PAGE} is missing: is dist/ a build of content/?`);
const prices = benchCarts(loadContent(contentDir), new Date())
  .filter((cart) => cart.priced)
  .map((cart) => cart.path);
const brotliModule = existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : undefined;
const headers = { 'accept-encoding': 'gzip, deflate, br' };

console.log(
  `machine: ${availableParallelism()} CPUs, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} before the run`,
);
const servers: BenchServer[] = [];
let proxy: RunningNginx | undefined;
type Phase = { name: string; via: 'nginx' | 'node'; paths: readonly string[]; results: LoadResult[] };
const phases: Phase[] = [
  { name: 'school page', via: 'nginx', paths: [SCHOOL_PAGE], results: [] },
  { name: 'school page', via: 'node', paths: [SCHOOL_PAGE], results: [] },
  { name: 'prices', via: 'nginx', paths: prices, results: [] },
  { name: 'prices', via: 'node', paths: prices, results: [] },
];
try {
  // Their request logs go to files, not to the terminal.
  servers.push(
    ...(await Promise.all(
      [0, 1].map((n) =>
        startBenchServer({ distDir, contentDir, logFile: join(root, '.cache', 'bench', `nginx-server-${n}.log`) }),
      ),
    )),
  );
  const port = await freePort();
  const site = renderNginxSite({
    listen: `127.0.0.1:${port}`,
    clientRoot: join(distDir, 'client'),
    upstreams: servers.map((server) => new URL(server.url).host),
    security: siteSecurityHeaders(distDir, loadConfig()),
    framedFilesPath: loadConfig().blobStorageUrl,
    brotliStatic: brotliModule !== undefined,
  });
  proxy = await startNginx(values.nginx, port, site, brotliModule, 'auto');
  console.log(
    `nginx ${proxy.url} (${brotliModule ? 'brotli_static and ' : ''}gzip_static, one worker per core) over ${servers.map((server) => server.url).join(' and ')}; control: ${servers[0]!.url} alone`,
  );
  console.log(
    `${connections} connections; ${rounds} rounds of each phase in turn, ${warmup} s warm-up then ${seconds} s; ${prices.length} carts`,
  );
  for (let round = 0; round < rounds; round += 1) {
    for (const phase of phases) {
      const url = phase.via === 'nginx' ? proxy.url : servers[0]!.url;
      if (warmup > 0 && round === 0) await runLoad({ url, paths: phase.paths, connections, seconds: warmup, headers });
      phase.results.push(await runLoad({ url, paths: phase.paths, connections, seconds, headers }));
    }
  }
} finally {
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop()));
}

benchmark.measured();
let failed = false;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
console.log(
  `\n${'what'.padEnd(12)}  ${'via'.padEnd(16)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  (medians of the rounds; each round's req/s)`,
);
for (const { name, via, results } of phases) {
  const statuses = new Map<number, number>();
  for (const r of results) for (const [status, n] of r.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const other = [...statuses].filter(([status]) => status !== 200);
  if (other.length > 0 || errors > 0) failed = true;
  console.log(
    [
      name.padEnd(12),
      (via === 'nginx' ? 'nginx → 2 × Node' : 'Node alone').padEnd(16),
      median(results.map((r) => r.perSecond))
        .toFixed(0)
        .padStart(8),
      median(results.map((r) => r.p50))
        .toFixed(2)
        .padStart(7),
      median(results.map((r) => r.p99))
        .toFixed(2)
        .padStart(7),
      `${results.map((r) => r.perSecond.toFixed(0)).join(' / ')}${other.length > 0 ? `; ${other.map(([s, n]) => `${n} × ${s}`).join(', ')}` : ''}${errors > 0 ? `; ${errors} errors` : ''}`,
    ].join('  '),
  );
}
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} after the run`,
);
if (failed) console.log('some answers were not 200 or failed: see the last column');
process.exit(failed ? 1 : 0);
