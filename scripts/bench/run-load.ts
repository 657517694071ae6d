import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Milliseconds, from wrk's latency histogram. */
  p50: number;
  p99: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Connection errors, read and write errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  url: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  /** Sent with every request (Accept-Encoding, as a browser sends it). */
  headers?: Record<string, string>;
}

const SCRIPT = new URL('./wrk-load.lua', import.meta.url).pathname;

/**
 * Loads 127.0.0.1 with GETs of `paths`, round robin, from `connections` keep-alive connections
 * for `seconds`, with wrk (Debian's package `wrk`), and reads what came back. wrk is a C program
 * in a process of its own: a request costs it a few microseconds, where autocannon (Node) spent
 * 30–170 µs, more than the server itself on a 1.3 KB price, so on 2 cores the generator set the
 * rate it measured (docs/benchmarks.md, bench:pricing). Only loopback: the benchmark never leaves the machine.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { hostname } = new URL(options.url);
  if (hostname !== '127.0.0.1') throw new Error(`the benchmark loads 127.0.0.1 only, not ${hostname}`);
  const folder = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const pathsFile = join(folder, 'paths.txt');
  writeFileSync(pathsFile, `${options.paths.join('\n')}\n`);
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    ...headers,
    '-s',
    SCRIPT,
    options.url,
    '--',
    pathsFile,
  ];
  try {
    const output = await run('wrk', args);
    const last = output.trim().split('\n').at(-1) ?? '';
    const summary = JSON.parse(last) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      errors: number;
      statuses: Record<string, number>;
    };
    const seconds = summary.durationUs / 1e6;
    return {
      requests: summary.requests,
      seconds,
      perSecond: summary.requests / seconds,
      p50: summary.p50Us / 1000,
      p99: summary.p99Us / 1000,
      statuses: new Map(Object.entries(summary.statuses).map(([status, n]) => [Number(status), n])),
      errors: summary.errors,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error("the load benchmarks need wrk: apt-get install wrk (Debian) or your system's package")
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`wrk exited with code ${code}: ${output.slice(-500)}`)),
    );
  });
}
