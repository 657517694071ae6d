import { pino, type Logger } from 'pino';

/** The fields of a request's log line, in the order they are written. */
export interface RequestLine {
  reqId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  aborted?: true;
}

type PinoInternals = Record<symbol, unknown>;
const {
  chindingsSym,
  endSym,
  formattersSym,
  hooksSym,
  lsCacheSym,
  messageKeySym,
  needsMetadataGsym,
  nestedKeySym,
  streamSym,
  timeSym,
} = pino.symbols;

/**
 * A writer of the request line (one a request: `request` at info, or at error for a 5xx), the most
 * frequent line the server writes. With a logger as createLogger makes it (no formatter, hook, nested
 * key or message prefix, a destination that takes plain lines), the line is put together here from
 * the logger's own level prefix, time and bindings, in the bytes logger.info(line, 'request') writes
 * (a test holds the two equal): pino's general way (the mixin's merged object, a type check and an
 * escape pass for every field) cost a request several times the line itself. Any other logger
 * gets the line through pino. The mixin adds nothing here: the line carries the request's id.
 */
export function requestLineWriter(logger: Logger): (line: RequestLine) => void {
  const internals = logger as unknown as PinoInternals;
  const stream = internals[streamSym] as { write(line: string): void } & PinoInternals;
  const plain =
    !(internals[formattersSym] as { log?: unknown }).log &&
    !(internals[hooksSym] as { streamWrite?: unknown }).streamWrite &&
    internals[messageKeySym] === 'msg' &&
    !internals[nestedKeySym] &&
    !logger.msgPrefix &&
    stream[needsMetadataGsym] !== true;
  if (!plain) {
    return (line) => {
      if (line.status >= 500) logger.error(line, 'request');
      else logger.info(line, 'request');
    };
  }
  const levels = internals[lsCacheSym] as Record<number, string>;
  const time = internals[timeSym] as () => string;
  const end = internals[endSym] as string;
  const info = logger.levels.values.info!;
  const error = logger.levels.values.error!;
  return ({ reqId, method, route, status, durationMs, aborted }) => {
    const level = status >= 500 ? error : info;
    if (level < logger.levelVal) return;
    // The bindings are read at each line: setBindings() changes them.
    stream.write(
      `${levels[level]}${time()}${internals[chindingsSym] as string},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${status},"durationMs":${durationMs}${aborted ? ',"aborted":true' : ''},"msg":"request"${end}`,
    );
  };
}
