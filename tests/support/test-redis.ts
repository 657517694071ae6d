import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { requiredServices } from './required-services.ts';

/**
 * The Redis server the rate-limit tests count in: TEST_REDIS_URL, which .ci/run sets when one
 * answers on 127.0.0.1:6379. Under CI=true a missing one fails the run (required-services.ts).
 */
export const testRedisUrl: string | undefined = requiredServices().redisUrl;

/** A key prefix no other test run uses, so that runs (and parallel suites) never share counters. */
export function uniqueKeyPrefix(label: string): string {
  return `linguatrips-test:${label}:${randomUUID()}`;
}

/** The keys under a prefix, read over a connection of the test's own; `drop` deletes them. */
export async function keysUnder(url: string, prefix: string, drop = false): Promise<string[]> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (drop && keys.length > 0) await redis.del(...keys);
    return keys;
  } finally {
    redis.disconnect();
  }
}
