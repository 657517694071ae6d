import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/env.ts';
import { requestContext } from './request-context.ts';

export type { Logger } from 'pino';

export interface LoggerOptions {
  /** LOG_LEVEL (config.logLevel); info by default. */
  level?: LogLevel;
  /** Where the lines go: stdout by default; pino-pretty's stream in development; a test's own stream. */
  destination?: DestinationStream;
}

/**
 * The server's logger: one JSON object a line, with an ISO time, and the id of the request being
 * answered (requestContext) on every line written while answering it.
 */
export function createLogger({ level = 'info', destination }: LoggerOptions = {}): Logger {
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { reqId: request.id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
