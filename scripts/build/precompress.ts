import { fork } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { isCompressible } from '#server/http/content-types.ts';
import type { PrecompressAnswer, PrecompressBatch } from './precompress-worker.ts';

export interface PrecompressOptions {
  /** The previous build's client folder: unchanged files take their .br and .gz from there. */
  previous?: string | undefined;
  /** Worker processes; one a core by default. */
  threads?: number;
}

export interface PrecompressResult {
  /** Text files found. */
  files: number;
  compressed: number;
  /** Siblings linked from the previous build (same path, same bytes). */
  reused: number;
  /** Siblings already newer than their file. */
  upToDate: number;
  /** Bytes of the files compressed or reused, and of their brotli and gzip siblings. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** CPU time of the worker processes (user + system), in microseconds: they are not this process's. */
  workerCpuMicros: number;
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Files a batch: few enough messages to cost nothing, small enough to share the tail between threads. */
const BATCH = 32;

/**
 * Writes .br and .gz beside every text file at build time, so the server (or a CDN that serves
 * precompressed files) never compresses on the request path. A pool of worker processes, one a
 * core, each compressing whole files synchronously, with the reading, the comparing with the
 * previous build and the writing off this process too. Processes, not threads: every brotli and
 * gzip call allocates its encoder's tables anew (megabytes), and threads of one process share
 * glibc's allocator, whose arenas they then contend for and trim under each other, worst with
 * MALLOC_ARENA_MAX=1 (as many container images set); a single-threaded process is not affected
 * (docs/operations.md, "Precompression", has the figures).
 */
export async function precompress(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const files = textFiles(dir);
  const batches: PrecompressBatch[] = [];
  for (let start = 0; start < files.length; start += BATCH) {
    batches.push(
      files.slice(start, start + BATCH).map((file) => ({
        file,
        previous: options.previous ? join(options.previous, relative(dir, file)) : undefined,
      })),
    );
  }
  const result: PrecompressResult = {
    files: files.length,
    compressed: 0,
    reused: 0,
    upToDate: 0,
    bytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    workerCpuMicros: 0,
  };
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), batches.length));
  let next = 0;
  let failed = false;
  const runThread = () =>
    new Promise<void>((done, fail) => {
      const worker = fork(new URL('./precompress-worker.ts', import.meta.url), [], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let finished = false;
      const finish = (error?: Error) => {
        if (finished) return;
        finished = true;
        if (error) worker.kill();
        else worker.disconnect();
        if (error) {
          // The other processes stop after their batch in hand: the build fails anyway.
          failed = true;
          fail(error);
        } else done();
      };
      const send = () => {
        const batch = failed ? undefined : batches[next++];
        if (batch) worker.send(batch);
        else finish();
      };
      let cpuMicros = 0;
      worker.on('message', (answer: PrecompressAnswer) => {
        if ('error' in answer) return finish(new Error(`precompression failed: ${answer.error}`));
        result.workerCpuMicros += answer.cpuMicros - cpuMicros;
        cpuMicros = answer.cpuMicros;
        for (const outcome of answer.outcomes) {
          if (outcome.kind === 'small') continue;
          if (outcome.kind === 'up-to-date') {
            result.upToDate += 1;
            continue;
          }
          result[outcome.kind === 'reused' ? 'reused' : 'compressed'] += 1;
          result.bytes += outcome.bytes;
          result.brotliBytes += outcome.brotliBytes;
          result.gzipBytes += outcome.gzipBytes;
        }
        send();
      });
      worker.on('error', (error) => finish(new Error(`precompression failed: ${error.message}`)));
      worker.on('exit', (code, signal) => {
        if (!finished) finish(new Error(`precompression failed: a worker exited with code ${code ?? signal}`));
      });
      send();
    });
  await Promise.all(Array.from({ length: threads }, runThread));
  return result;
}
