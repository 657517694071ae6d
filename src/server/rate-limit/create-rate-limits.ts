import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config/rate-limit-rule.ts';
import { connectCounterStore, redactRedisUrl } from './connect-counter-store.ts';
import { counterKeys } from './counter-keys.ts';
import { NO_RATE_LIMITS } from './rate-limits.ts';
import type { RateLimitName, RateLimitSettings } from './rate-limit-settings.ts';
import type { RateLimits, RateLimitVerdict } from './rate-limits.ts';

export interface CreateRateLimitsOptions {
  settings: RateLimitSettings;
  /** Counters shared by every instance; unset → this process's memory. */
  redisUrl?: string | undefined;
  /** Where an outage of Redis is reported (one line when it goes, one when it is back). */
  log?: (line: string) => void;
}

/** One rule's counters: in Redis when configured, and in memory for when Redis is away (or not configured). */
interface Counter {
  shared: RateLimiterRedis | undefined;
  local: RateLimiterMemory;
  /** How many requests of a key this instance counts before it settles them with Redis in one command. */
  batch: number;
}

const KINDS = ['ip', 'email', 'subject'] as const;

// A strict limit (10 bookings) must hold exactly across instances: every request asks Redis. A
// generous one (1200 reads a minute) may let a few more through, at most BATCH - 1 per instance,
// and then costs one Redis command per BATCH requests instead of one each: reads are the hot path
// (a price takes ~100 µs of CPU; a Redis round trip through ioredis ~80 µs more).
const BATCH = 10;
const BATCHED_FROM_POINTS = 100;

/**
 * The request limits of this process: rate-limiter-flexible counters in Redis when REDIS_URL is
 * set, so that N allowed per IP means N across every instance, or in memory otherwise.
 *
 * When Redis fails or is too slow, a request is counted in this process's memory instead (what
 * the library's insuranceLimiter does, but said in the log: one line when counting moves to
 * memory, one when it is shared again) and goes on if under the limit there: never a 5xx, and
 * still some protection. Once over, a key is also refused from memory without asking Redis
 * (inMemoryBlockOnConsumed), so a flood costs Redis one command per request under the limit.
 * Generous limits settle with Redis once every BATCH requests (below).
 */
export async function createRateLimits({
  settings,
  redisUrl,
  log = console.error,
}: CreateRateLimitsOptions): Promise<RateLimits> {
  if (!settings.enabled) return NO_RATE_LIMITS;
  const redis: Redis | undefined = redisUrl ? await connectCounterStore(redisUrl, log) : undefined;
  const where = redisUrl ? redactRedisUrl(redisUrl) : '';
  const counter = (name: RateLimitName, kind: (typeof KINDS)[number], rule: RateLimitRule): Counter => {
    const options = {
      keyPrefix: `${settings.keyPrefix}:${name}:${kind}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    return {
      shared: redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis,
            rejectIfRedisNotReady: true,
            inMemoryBlockOnConsumed: rule.points + 1,
          })
        : undefined,
      local: new RateLimiterMemory(options),
      batch: rule.points >= BATCHED_FROM_POINTS ? BATCH : 1,
    };
  };
  const counters = new Map<string, Counter>();
  for (const [name, rules] of Object.entries(settings.rules) as [
    RateLimitName,
    RateLimitSettings['rules'][RateLimitName],
  ][]) {
    for (const kind of KINDS) {
      const rule = rules[kind] ?? null;
      if (rule) counters.set(`${name}:${kind}`, counter(name, kind, rule));
    }
  }

  let away = false;
  /** Counts `points` in Redis: false when Redis did not answer (logged once per outage); throws RateLimiterRes when over. */
  const countShared = async (shared: RateLimiterRedis, key: string, points: number) => {
    try {
      await shared.consume(key, points);
      if (away) {
        away = false;
        log(`rate limits: Redis at ${where} answers again; counters are shared by every instance again`);
      }
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error;
      if (!away) {
        away = true;
        log(
          `rate limits: Redis at ${where} did not count a request (${error instanceof Error ? error.message : String(error)}); each instance counts in its own memory until it answers, and requests are served`,
        );
      }
      return false;
    }
  };
  /** Counts one request; throws the library's RateLimiterRes when over the limit. */
  const count = async ({ shared, local, batch }: Counter, key: string) => {
    if (shared && batch > 1) {
      // Counted here first; every batch-th request of a key here is settled with Redis at once.
      const here = await local.consume(key);
      if (here.consumedPoints % batch !== 0) return;
      try {
        await countShared(shared, key, batch);
      } catch (refusal) {
        // Over across the instances: this one refuses the key too until the shared window ends.
        if (refusal instanceof RateLimiterRes)
          await local.block(key, Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
        throw refusal;
      }
      return;
    }
    if (shared && (await countShared(shared, key, 1))) return;
    await local.consume(key);
  };

  return {
    async consume(name, keys): Promise<RateLimitVerdict> {
      const counted = counterKeys(keys);
      for (const kind of KINDS) {
        const rule = counters.get(`${name}:${kind}`);
        const key = counted[kind];
        if (!rule || !key) continue;
        try {
          await count(rule, key);
        } catch (refusal) {
          if (refusal instanceof RateLimiterRes)
            return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
          // Not a refusal but a fault of the counters themselves: the request goes on (fail open).
          log(
            `rate limits: ${name} by ${kind} not counted: ${refusal instanceof Error ? refusal.message : String(refusal)}`,
          );
        }
      }
      return { limited: false };
    },
    async close() {
      if (!redis) return;
      // quit() waits for Redis to answer; a Redis that is away gets a plain disconnect.
      await Promise.race([redis.quit().catch(() => undefined), new Promise((done) => setTimeout(done, 1_000).unref())]);
      redis.disconnect();
    },
  };
}
