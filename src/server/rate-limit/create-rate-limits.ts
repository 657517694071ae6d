import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config/rate-limit-rule.ts';
import { connectCounterStore, redactRedisUrl } from './connect-counter-store.ts';
import { counterKeys } from './counter-keys.ts';
import { NO_RATE_LIMITS } from './no-rate-limits.ts';
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
}

const KINDS = ['ip', 'email'] as const;

/**
 * The request limits of this process: rate-limiter-flexible counters in Redis when REDIS_URL is
 * set, so that N allowed per IP means N across every instance, or in memory otherwise.
 *
 * When Redis fails or is too slow, a request is counted in this process's memory instead (what
 * the library's insuranceLimiter does, but said in the log: one line when counting moves to
 * memory, one when it is shared again) and goes on if under the limit there: never a 5xx, and
 * still some protection. Once over, a key is also refused from memory without asking Redis
 * (inMemoryBlockOnConsumed), so a flood costs Redis one command per request under the limit.
 */
export async function createRateLimits({ settings, redisUrl, log = console.error }: CreateRateLimitsOptions): Promise<RateLimits> {
  if (!settings.enabled) return NO_RATE_LIMITS;
  const redis: Redis | undefined = redisUrl ? await connectCounterStore(redisUrl, log) : undefined;
  const where = redisUrl ? redactRedisUrl(redisUrl) : '';
  const counter = (name: RateLimitName, kind: (typeof KINDS)[number], rule: RateLimitRule): Counter => {
    const options = { keyPrefix: `${settings.keyPrefix}:${name}:${kind}`, points: rule.points, duration: rule.durationSeconds };
    return {
      shared: redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, inMemoryBlockOnConsumed: rule.points + 1 }) : undefined,
      local: new RateLimiterMemory(options),
    };
  };
  const counters = new Map<string, Counter>();
  for (const [name, rules] of Object.entries(settings.rules) as [RateLimitName, RateLimitSettings['rules'][RateLimitName]][]) {
    for (const kind of KINDS) {
      const rule = rules[kind];
      if (rule) counters.set(`${name}:${kind}`, counter(name, kind, rule));
    }
  }

  let away = false;
  /** Counts one request; throws the library's RateLimiterRes when over the limit. */
  const count = async ({ shared, local }: Counter, key: string) => {
    if (shared) {
      try {
        await shared.consume(key);
        if (away) {
          away = false;
          log(`rate limits: Redis at ${where} answers again; counters are shared by every instance again`);
        }
        return;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        if (!away) {
          away = true;
          log(`rate limits: Redis at ${where} did not count a request (${error instanceof Error ? error.message : String(error)}); each instance counts in its own memory until it answers, and requests are served`);
        }
      }
    }
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
          if (refusal instanceof RateLimiterRes) return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
          // Not a refusal but a fault of the counters themselves: the request goes on (fail open).
          log(`rate limits: ${name} by ${kind} not counted: ${refusal instanceof Error ? refusal.message : String(refusal)}`);
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
