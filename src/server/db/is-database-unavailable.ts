// SQLSTATE classes and codes that mean "the database is not there right now" rather than "this
// request is wrong": connection exceptions (08), operator intervention (57P01-57P05: shutdown,
// terminated backend, cannot connect now), statement and idle-transaction timeouts.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '57014', '25P03', '53300', '40P01']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports its own timeouts and dead sockets only by message.
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error',
  'connection timeout',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * Whether an error means the database is unreachable, overloaded or timed out, so the answer is
 * 503 with Retry-After (try again soon) rather than 500 (something is broken). Drizzle wraps the
 * driver's error, so the cause chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)))
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
