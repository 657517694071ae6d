import { Writable } from 'node:stream';
import type { LogLevel } from '#server/config/env.ts';
import { createLogger, type Logger } from '#server/observability/create-logger.ts';

/** A line of the log as pino wrote it. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

export interface CapturedLog {
  /** The server's own logger (pino), writing into this capture instead of stdout. */
  logger: Logger;
  /** Every line written so far, parsed (a line that is not JSON fails here). */
  lines(): LogLine[];
}

/** A real logger whose destination is a stream the test reads: what the server logs, as it logs it. */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    logger: createLogger({ level, destination }),
    lines: () =>
      text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as LogLine),
  };
}
