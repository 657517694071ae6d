import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';
import { isCompressible } from '#server/http/content-types.ts';
import type { PrecompressAnswer, PrecompressBatch } from './precompress-worker.ts';

export interface PrecompressOptions {
  /** The previous build's client folder: unchanged files take their .br and .gz from there. */
  previous?: string | undefined;
  /** Worker threads; one a core by default. */
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
 * precompressed files) never compresses on the request path. A pool of worker threads, one a
 * core, each compressing whole files synchronously: measured against node:zlib's asynchronous
 * calls from the main thread (docs/benchmarks.md, bench:precompress), with the reading, the
 * comparing with the previous build and the writing off the main thread too.
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
  };
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), batches.length));
  let next = 0;
  let failed = false;
  const runThread = () =>
    new Promise<void>((done, fail) => {
      const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url));
      const finish = (error?: Error) => {
        worker.removeAllListeners();
        void worker.terminate();
        if (error) {
          // The other threads stop after their batch in hand: the build fails anyway.
          failed = true;
          fail(error);
        } else done();
      };
      const send = () => {
        const batch = failed ? undefined : batches[next++];
        if (batch) worker.postMessage(batch);
        else finish();
      };
      worker.on('message', (answer: PrecompressAnswer) => {
        if ('error' in answer) return finish(new Error(`precompression failed: ${answer.error}`));
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
      worker.on('exit', (code) => finish(new Error(`precompression failed: a worker exited with code ${code}`)));
      send();
    });
  await Promise.all(Array.from({ length: threads }, runThread));
  return result;
}
