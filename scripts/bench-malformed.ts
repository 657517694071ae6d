// `npm run bench:malformed`: 10,000 bad requests of every kind of issue 8 (point 4) against the
// built server, in a process of its own on an in-memory database: methods it does not take,
// absolute-form targets, the API in another case, bodies over 64 KB (declared up to 700 MB, or
// streamed), bodies of the wrong type, broken multipart, control characters in fields, broken
// targets and headers. Prints the status histogram, overall and by kind, and exits 1 when any
// answer is a 5xx or missing ("Done when: 10,000 malformed requests: 0 answers 5xx").
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MALFORMED_KINDS } from './bench/malformed-requests.ts';
import { formatHistogram, runMalformed } from './bench/run-malformed.ts';
import { startBenchServer } from './bench/start-bench-server.ts';
import { builtDist, wholeOption } from './bench/bench-arguments.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';

const benchmark = recordBenchmark(
  'bench:malformed',
  'none needed: every answer must be below 500 (10,000 malformed requests, 0 answers 5xx).',
);

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
  },
});
const count = wholeOption('count', values.count, 1, 1_000_000);
const seed = wholeOption('seed', values.seed, 0, 2 ** 31);
const connections = wholeOption('connections', values.connections, 1, 256);

const distDir = builtDist(root, 'bench:malformed');

// The server's request log goes to a file, as in the other benchmarks, not to the terminal.
const server = await startBenchServer({
  distDir,
  contentDir: join(root, 'content'),
  logFile: join(root, '.cache', 'bench', 'malformed-server.log'),
});
try {
  const port = Number(new URL(server.url).port);
  // A real booking form (its hidden fields and token), so the control-character cases reach the
  // contact rules rather than stopping at a missing stay.
  const page = await (
    await fetch(`${server.url}/en/buy/deposit/1/?c.w=112&c.weeks=6&c.s=2027-06-28&a.r=1&a.f=1&t.id=1`)
  ).text();
  const form = Object.fromEntries(
    [...page.matchAll(/<input type="hidden" name="([^"]+)" value(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']),
  );
  console.log(
    `bench:malformed: ${count} requests (${MALFORMED_KINDS.length} kinds, seed ${seed}) on ${connections} connections against ${server.url}`,
  );
  const run = await runMalformed({ port, form }, { count, seed, concurrency: connections });
  for (const [kind, statuses] of run.byKind) console.log(`  ${kind.padEnd(20)} ${formatHistogram(statuses)}`);
  const fiveHundreds = [...run.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const unanswered = run.byStatus.get(0) ?? 0;
  console.log(
    `${run.sent} malformed requests in ${run.seconds.toFixed(1)} s: ${fiveHundreds} answered 5xx, ${unanswered} unanswered; ${formatHistogram(run.byStatus)}`,
  );
  benchmark.measured();
  for (const failure of run.failures) console.log(`  FAILED ${failure.status} ${failure.kind}: ${failure.line}`);
  process.exitCode = run.failureCount === 0 ? 0 : 1;
} finally {
  await server.stop();
}
