// `npm run bench:static`: how fast the built server answers its static files (issue 14, "a fast
// origin", and issue 34). Starts the real server on dist/ (as bench:pricing does: its own process,
// an in-memory database) with its request log on, in production's format (JSON lines at info on
// stdout, sent to a file), and, in the same run, a control: a bare node:http route in another
// process answering the same bytes from memory, with the server's own headers. Loads each with wrk (a third process), in turns of
// a few seconds, a small file and a school page in brotli, and prints requests/s, p50, p99, the CPU
// a request costs each process, and the ratio to the control. Exits 1 when a target is missed:
// at least half the control's throughput (issue 34), ≥ 15,000 req/s for the small file and
// ≥ 10,000 for the school page (issue 14), or when the log holds no request line.
import { existsSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { runLoad, type LoadResult } from './bench/run-load.ts';
import { startBenchServer } from './bench/start-bench-server.ts';
import { startControlServer } from './bench/start-control-server.ts';
import { benchRoundOptions, builtDist } from './bench/bench-arguments.ts';
import { recordBenchmark } from './bench/benchmarks-doc.ts';
import { readRequestLog } from './bench/request-log-lines.ts';
import { pairedRatio } from './bench/paired-ratio.ts';

const benchmark = recordBenchmark(
  'bench:static',
  "a bare node:http route in its own process answering the same bytes from memory, headers included (the server's own, taken from its first answer), alternating rounds, the ratio the median of the rounds' ratios; the server logs every request as a JSON line to a file; targets: ≥ 50 % of the control, ≥ 15,000 req/s for robots.txt, ≥ 10,000 for a school page in brotli.",
);

const root = resolve(import.meta.dirname, '..');
const { seconds, warmup, rounds, connections } = benchRoundOptions({ seconds: 5, rounds: 5 });

const distDir = builtDist(root, 'bench:static');
const client = join(distDir, 'client');

const SCHOOL_PAGE = '/en/english/malta/st_julians/harbour_english_academy_st_julians/';
/** Issue 34: a static file at no less than half a bare Node route's throughput, in the same run. */
const TARGET_RATIO = 0.5;
interface Case {
  name: string;
  path: string;
  /** The bytes the answer must carry, as the build wrote them. */
  file: string;
  headers: Record<string, string>;
  encoding?: string;
  target: number;
}
const cases: Case[] = [
  { name: 'robots.txt', path: '/robots.txt', file: join(client, 'robots.txt'), headers: {}, target: 15_000 },
  {
    name: 'school page (br)',
    path: SCHOOL_PAGE,
    file: join(client, SCHOOL_PAGE, 'index.html.br'),
    headers: { 'accept-encoding': 'br' },
    encoding: 'br',
    target: 10_000,
  },
];
for (const c of cases) {
  if (!existsSync(c.file)) {
    console.error(`${c.file} is missing: run \`npm run build\` (with precompression) first.`);
    process.exit(1);
  }
}

const load = () => loadavg()[0]!.toFixed(2);
// The load generator and the servers share this machine; anything else running skews the figures.
console.log(`machine: ${availableParallelism()} CPUs, load average ${load()} before the run`);
// The server's request log (a line a request, part of what a request costs) goes to a file, not to the terminal.
const logFile = join(root, '.cache', 'bench', 'static-server.log');
const server = await startBenchServer({ distDir, contentDir: join(root, 'content'), logFile });
console.log(
  `server: ${server.url}; request log on: JSON lines at info (production's format), one a request, to ${logFile}`,
);
/** The same bytes from both servers, as the build wrote them: the control is a like-for-like. */
async function check(url: string, c: Case): Promise<Record<string, string>> {
  // node:http, not fetch, which would decompress the brotli.
  const { status, encoding, bytes, headers } = await new Promise<{
    status: number;
    encoding: string | undefined;
    bytes: Buffer;
    headers: Record<string, string>;
  }>((done, fail) => {
    get(`${url}${c.path}`, { headers: c.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          bytes: Buffer.concat(chunks),
          headers: Object.fromEntries(
            Array.from({ length: response.rawHeaders.length / 2 }, (_, i) => [
              response.rawHeaders[2 * i]!,
              response.rawHeaders[2 * i + 1]!,
            ]),
          ),
        }),
      );
    }).on('error', fail);
  });
  const expected = readFileSync(c.file);
  if (status !== 200 || encoding !== c.encoding || !bytes.equals(expected)) {
    throw new Error(
      `${url}${c.path}: ${status}, encoding ${encoding}, ${bytes.length} bytes where ${expected.length} of ${c.file} were expected`,
    );
  }
  return headers;
}

/** What Node writes for every answer by itself, the control's as well. */
const NODE_OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

// The control answers each case with the server's own headers (its security headers, caching,
// ETag, a request id of the same length), taken from the server's first answer: the same bytes on
// the wire, so the load generator and the kernel do the same work for both, and what differs is
// what the server does to make its answer.
const serverHeaders = new Map<Case, Record<string, string>>();
for (const c of cases) serverHeaders.set(c, await check(server.url, c));
const control = await startControlServer(
  cases.map((c) => ({
    path: c.path,
    file: c.file,
    headers: Object.fromEntries(
      Object.entries(serverHeaders.get(c)!).filter(([name]) => !NODE_OWN_HEADERS.has(name.toLowerCase())),
    ),
  })),
  'node',
);
console.log(
  `control: ${control.url}, a bare node:http route answering the same bytes from memory, with the server's headers, no log`,
);

type Measured = LoadResult & { cpuPerRequest: number };
type Row = { case: Case; server: Measured; control: Measured; ratio: ReturnType<typeof pairedRatio> };
const rows: Row[] = [];
try {
  for (const c of cases) await check(control.url, c);
  // What each process burns doing nothing (timers, the mail queue's polling), taken off its CPU per request.
  // The server goes on starting after it listens (the mail queue's first maintenance in PGlite):
  // the load waits until it is quiet, a second at a time, 30 s at most.
  const idleMicrosPerSecond = async (target: { cpuMicros(): Promise<number> }) => {
    let micros = Infinity;
    for (let second = 0; second < 30 && micros > 20_000; second++) {
      const before = await target.cpuMicros();
      await new Promise((resume) => setTimeout(resume, 1000));
      micros = (await target.cpuMicros()) - before;
    }
    return micros;
  };
  const [serverIdle, controlIdle] = await Promise.all([idleMicrosPerSecond(server), idleMicrosPerSecond(control)]);
  console.log(
    `idle CPU: server ${(serverIdle / 1000).toFixed(1)} ms/s, control ${(controlIdle / 1000).toFixed(1)} ms/s`,
  );
  console.log(
    `server and control answer the same bytes; loading with ${connections} connections: ${warmup} s warm-up, then ${rounds} rounds of ${seconds} s each, server and control in turn (the median round counts; the ratio, the median of the rounds')`,
  );
  for (const c of cases) {
    const measure = async (target: { url: string; cpuMicros(): Promise<number> }, idle: number): Promise<Measured> => {
      const options = { url: target.url, paths: [c.path], connections, headers: c.headers };
      const before = await target.cpuMicros();
      const result = await runLoad({ ...options, seconds });
      // The CPU a request costs the serving process: what the machine's other work changes least.
      return {
        ...result,
        cpuPerRequest: ((await target.cpuMicros()) - before - idle * result.seconds) / result.requests,
      };
    };
    if (warmup > 0) {
      for (const target of [server, control])
        await runLoad({ url: target.url, paths: [c.path], connections, headers: c.headers, seconds: warmup });
    }
    // Other work on the machine comes and goes: rounds in turn, so both sides see the same weather.
    const ours: Measured[] = [];
    const theirs: Measured[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 0) {
        ours.push(await measure(server, serverIdle));
        theirs.push(await measure(control, controlIdle));
      } else {
        theirs.push(await measure(control, controlIdle));
        ours.push(await measure(server, serverIdle));
      }
    }
    const median = (results: Measured[]) =>
      [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;
    const ratio = pairedRatio(
      ours.map((r) => r.perSecond),
      theirs.map((r) => r.perSecond),
    );
    console.log(
      `${c.name}: server ${ours.map((r) => r.perSecond.toFixed(0)).join(', ')} req/s; control ${theirs.map((r) => r.perSecond.toFixed(0)).join(', ')} req/s; ratios ${ratio.rounds.map((value) => `${(value * 100).toFixed(0)} %`).join(', ')}`,
    );
    rows.push({ case: c, server: median(ours), control: median(theirs), ratio });
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
const failures = (r: LoadResult) => {
  const other = [...r.statuses].filter(([status]) => status !== 200);
  return `${other.map(([s, n]) => `${n} × ${s}`).join(', ')}${r.errors > 0 ? `${other.length > 0 ? ', ' : ''}${r.errors} errors` : ''}`;
};
console.log(
  `\n${'what'.padEnd(18)}  ${'server req/s'.padStart(12)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'CPU µs/req'.padStart(10)}  ${'control req/s'.padStart(13)}  ${'p99 ms'.padStart(7)}  ${'CPU µs/req'.padStart(10)}  ${'ratio'.padStart(6)}  target`,
);
let met = true;
for (const { case: c, server: s, control: k, ratio: paired } of rows) {
  const ratio = paired.ratio;
  const ok = ratio >= TARGET_RATIO && s.perSecond >= c.target && failures(s) === '' && failures(k) === '';
  met &&= ok;
  console.log(
    [
      c.name.padEnd(18),
      s.perSecond.toFixed(0).padStart(12),
      s.p50.toFixed(2).padStart(7),
      s.p99.toFixed(2).padStart(7),
      s.cpuPerRequest.toFixed(0).padStart(10),
      k.perSecond.toFixed(0).padStart(13),
      k.p99.toFixed(2).padStart(7),
      k.cpuPerRequest.toFixed(0).padStart(10),
      `${(ratio * 100).toFixed(0)} %`.padStart(6),
      `≥ ${TARGET_RATIO * 100} % and ≥ ${c.target.toLocaleString('en')} req/s: ${ok ? 'met' : 'MISSED'}${failures(s) ? ` (server: ${failures(s)})` : ''}${failures(k) ? ` (control: ${failures(k)})` : ''}`,
    ].join('  '),
  );
}
console.log(`\nload average ${load()} after the run (${availableParallelism()} CPUs)`);
console.log(met ? 'targets met' : 'TARGET MISSED');
process.exit(met ? 0 : 1);
