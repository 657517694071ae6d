import { Redis } from 'ioredis';

/** How long a counter may take in Redis before the request is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for Redis before it goes on without (counting in memory meanwhile). */
const STARTUP_WAIT_MS = 2_000;

/** The Redis URL as it may be logged: without its password. */
export function redactRedisUrl(url: string): string {
  return url.replace(
    /\/\/([^/@]*)@/,
    (_, credentials: string) => `//${credentials.includes(':') ? `${credentials.split(':', 1)[0]}:***` : '***'}@`,
  );
}

/**
 * A Redis connection for rate-limit counters, as rate-limiter-flexible advises for ioredis: no
 * offline queue, so that a command while disconnected fails at once instead of waiting for the
 * connection (the request then counts in memory: fail open). A command that hangs on a Redis
 * that accepts but does not answer fails after COMMAND_TIMEOUT_MS, so a request never waits
 * longer than that on its limit. ioredis keeps reconnecting in the background.
 */
export async function connectCounterStore(url: string, log: (line: string) => void): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: STARTUP_WAIT_MS,
    retryStrategy: (attempt) => Math.min(250 * attempt, 2_000),
  });
  let reported = false;
  // Without a listener, ioredis prints every failed reconnection; one line per outage is enough
  // (createRateLimits says when counting moves to memory and back).
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    log(`rate limits: Redis at ${redactRedisUrl(url)}: ${error.message}`);
  });
  redis.on('ready', () => {
    reported = false;
  });
  // Start-up goes on once Redis is ready, or has refused, or has been silent for STARTUP_WAIT_MS.
  await new Promise<void>((done) => {
    const finish = () => {
      clearTimeout(timer);
      redis.off('ready', finish).off('error', finish);
      done();
    };
    const timer = setTimeout(finish, STARTUP_WAIT_MS);
    redis.once('ready', finish).once('error', finish);
  });
  return redis;
}
