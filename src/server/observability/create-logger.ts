import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/env.ts';
import { batchLines } from './batch-lines.ts';
import { isoTimeStamp } from './iso-time-stamp.ts';
import { requestContext } from './request-context.ts';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** LOG_LEVEL (config.logLevel); info by default. */
  level?: LogLevel;
  /** Where the lines go: stdout (buffered, see stdoutDestination) by default; pino-pretty's stream in development; a test's own stream. */
  destination?: DestinationStream;
}

/**
 * Lines are written to stdout in chunks of at least this many bytes … Each chunk is one fs.write
 * through libuv's thread pool: a worker woken, the main thread woken again with the result, and
 * SonicBoom encoding the chunk once more. That round trip, not the bytes, is what a chunk costs
 * (on a busy server, a chunk every dozen lines weighed on every request), so the chunks are large,
 * a few hundred lines; a quiet server's lines go out with the flush below.
 */
export const LOG_BUFFER_BYTES = 64 * 1024;
/** … or after this long, so a quiet server's lines still reach the collector within a second. */
export const LOG_FLUSH_MS = 1000;

let stdout: DestinationStream | undefined;

/**
 * The process's stdout for its JSON lines, one for every logger of the process (so two loggers
 * never interleave their chunks in a pipe). A request's line is a few hundred bytes: written one by
 * one, each cost a write(2) (pino's default), the larger part of what the request log cost a
 * request (npm run bench:observability: docs/operations.md, "Logs and metrics"). Buffered, a busy
 * server's write carries a few hundred lines. pino writes what is buffered when the process exits
 * (an uncaught error included); only a process killed outright (SIGKILL, out of memory) loses its
 * last second of lines.
 */
export function stdoutDestination(): DestinationStream {
  stdout ??= bufferedDestination(1);
  return stdout;
}

/** A file descriptor or a file's path, written as stdoutDestination writes stdout (the benchmarks log to a file so). */
export function bufferedDestination(dest: number | string): DestinationStream {
  // The lines are joined into chunks before SonicBoom sees them (batch-lines.ts), which then writes each at once.
  const destination = batchLines(pino.destination({ dest, sync: false }), LOG_BUFFER_BYTES);
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

/**
 * The server's logger: one JSON object a line, with an ISO time, and the id of the request being
 * answered (requestContext) on every line written while answering it.
 */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    timestamp: isoTimeStamp,
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { reqId: request.id } : {};
    },
  };
  return pino(options, destination ?? stdoutDestination());
}
