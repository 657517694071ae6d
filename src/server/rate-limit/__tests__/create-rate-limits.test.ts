import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config/env.ts';
import { createRateLimits } from '../create-rate-limits.ts';
import { NO_RATE_LIMITS } from '../rate-limits.ts';
import type { RateLimits } from '../rate-limits.ts';
import { startTcpProxy, type TcpProxy } from '../../../../tests/support/tcp-proxy.ts';
import { keysUnder, testRedisUrl, uniqueKeyPrefix } from '../../../../tests/support/test-redis.ts';
import { freePort } from '../../../../tests/e2e/support/free-port.ts';

const settings = (env: Record<string, string> = {}) =>
  loadConfig({ RATE_LIMIT_BOOKING_PER_IP: '3/1m', RATE_LIMIT_BOOKING_PER_EMAIL: '2/1m', ...env }).rateLimits;
const open: RateLimits[] = [];
const make = async (options: Parameters<typeof createRateLimits>[0]) => {
  const limits = await createRateLimits(options);
  open.push(limits);
  return limits;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((limits) => limits.close()));
});

/** The verdicts of n requests, one after the other. */
async function consumeTimes(limits: RateLimits, n: number, keys: { ip?: string; email?: string }) {
  const verdicts = [];
  for (let i = 0; i < n; i += 1) verdicts.push(await limits.consume('booking', keys));
  return verdicts.map((verdict) => verdict.limited);
}

describe('rate limits in memory (no REDIS_URL)', () => {
  it('lets the configured number through per IP, then refuses with a whole number of seconds to wait', async () => {
    const limits = await make({ settings: settings() });
    expect(await consumeTimes(limits, 5, { ip: '203.0.113.7' })).toEqual([false, false, false, true, true]);
    const refused = await limits.consume('booking', { ip: '203.0.113.7' });
    expect(refused.limited && refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.limited && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client is not touched, nor another kind of request.
    expect(await consumeTimes(limits, 1, { ip: '203.0.113.8' })).toEqual([false]);
    expect((await limits.consume('read', { ip: '203.0.113.7' })).limited).toBe(false);
  });

  it('limits an e-mail address whichever IP it comes from, without case or spaces', async () => {
    const limits = await make({ settings: settings() });
    expect((await limits.consume('booking', { ip: '198.51.100.1', email: 'Ana@Example.com' })).limited).toBe(false);
    expect((await limits.consume('booking', { ip: '198.51.100.2', email: ' ana@example.com ' })).limited).toBe(false);
    expect((await limits.consume('booking', { ip: '198.51.100.3', email: 'ANA@EXAMPLE.COM' })).limited).toBe(true);
    expect((await limits.consume('booking', { ip: '198.51.100.3', email: 'other@example.com' })).limited).toBe(false);
  });

  it('does not count the address of a request its IP already refused', async () => {
    const limits = await make({ settings: settings({ RATE_LIMIT_BOOKING_PER_IP: '1/1m' }) });
    expect((await limits.consume('booking', { ip: '192.0.2.1', email: 'b@example.com' })).limited).toBe(false);
    // Refused by IP: had the address been counted too, it would be at its limit of two now.
    expect((await limits.consume('booking', { ip: '192.0.2.1', email: 'b@example.com' })).limited).toBe(true);
    expect((await limits.consume('booking', { ip: '192.0.2.2', email: 'b@example.com' })).limited).toBe(false);
    expect((await limits.consume('booking', { ip: '192.0.2.3', email: 'b@example.com' })).limited).toBe(true);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const limits = await make({ settings: settings() });
    const verdicts = [];
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:aaaa::2',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:3::1',
    ])
      verdicts.push((await limits.consume('booking', { ip })).limited);
    expect(verdicts).toEqual([false, false, false, false]);
    expect((await limits.consume('booking', { ip: '2001:db8:1:2::99' })).limited).toBe(true);
  });

  it('lets requests through again once the window has passed', async () => {
    const limits = await make({ settings: settings({ RATE_LIMIT_BOOKING_PER_IP: '2/1s' }) });
    expect(await consumeTimes(limits, 3, { ip: '192.0.2.50' })).toEqual([false, false, true]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await consumeTimes(limits, 1, { ip: '192.0.2.50' })).toEqual([false]);
  });

  it('limits nothing with RATE_LIMITS=off, or for a rule that is off', async () => {
    expect(await make({ settings: settings({ RATE_LIMITS: 'off' }) })).toBe(NO_RATE_LIMITS);
    const limits = await make({
      settings: settings({ RATE_LIMIT_BOOKING_PER_IP: 'off', RATE_LIMIT_BOOKING_PER_EMAIL: 'off' }),
    });
    expect(await consumeTimes(limits, 20, { ip: '192.0.2.60', email: 'c@example.com' })).toEqual(Array(20).fill(false));
  });
});

describe('rate limits when Redis cannot be reached (fail open)', () => {
  it('serves every request, counts in memory meanwhile and says so once', async () => {
    const log: string[] = [];
    const closedPort = await freePort();
    const started = performance.now();
    const limits = await make({
      settings: settings(),
      redisUrl: `redis://:secret@127.0.0.1:${closedPort}`,
      log: (line) => log.push(line),
    });
    expect(performance.now() - started).toBeLessThan(2_500);
    const timed = performance.now();
    expect(await consumeTimes(limits, 5, { ip: '203.0.113.70' })).toEqual([false, false, false, true, true]);
    // No waiting on a dead server: the offline queue is off, so each count fails over at once.
    expect(performance.now() - timed).toBeLessThan(200);
    expect(log.filter((line) => line.includes('each instance counts in its own memory'))).toHaveLength(1);
    expect(log.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
    expect(log.join('\n')).not.toContain('secret');
  });
});

// Only where a Redis server answers (TEST_REDIS_URL); CI always has one (tests/support/test-redis.ts).
const redisUrl = testRedisUrl;
if (redisUrl)
  describe('rate limits in Redis (TEST_REDIS_URL)', () => {
    let proxy: TcpProxy | undefined;
    afterEach(async () => {
      await proxy?.close();
      proxy = undefined;
    });

    it('shares one count between two instances: N across both, not 2N', async () => {
      const prefix = uniqueKeyPrefix('shared');
      const [a, b] = [
        await make({ settings: settings({ RATE_LIMIT_KEY_PREFIX: prefix }), redisUrl }),
        await make({ settings: settings({ RATE_LIMIT_KEY_PREFIX: prefix }), redisUrl }),
      ];
      const verdicts = [];
      for (let i = 0; i < 6; i += 1)
        verdicts.push((await (i % 2 === 0 ? a : b).consume('booking', { ip: '203.0.113.7' })).limited);
      expect(verdicts).toEqual([false, false, false, true, true, true]);
      // Another prefix (another site, or another test run) counts on its own.
      const other = await make({ settings: settings({ RATE_LIMIT_KEY_PREFIX: uniqueKeyPrefix('other') }), redisUrl });
      expect((await other.consume('booking', { ip: '203.0.113.7' })).limited).toBe(false);
      // The counters live under the prefix, an address only as a hash.
      await a.consume('newsletter', { ip: '203.0.113.9', email: 'ana@example.com' });
      const keys = await keysUnder(redisUrl, prefix, true);
      expect(keys).toContain(`${prefix}:booking:ip:203.0.113.7`);
      expect(keys.some((key) => key.startsWith(`${prefix}:newsletter:email:`))).toBe(true);
      expect(keys.join(' ')).not.toContain('ana');
    });

    it('shares a generous limit too, settling with Redis once every ten requests: at most nine more per instance', async () => {
      const prefix = uniqueKeyPrefix('batched');
      const env = { RATE_LIMIT_KEY_PREFIX: prefix, RATE_LIMIT_READ_PER_IP: '100/1m' };
      const [a, b] = [
        await make({ settings: settings(env), redisUrl }),
        await make({ settings: settings(env), redisUrl }),
      ];
      const verdicts: boolean[] = [];
      for (let i = 0; i < 140; i += 1)
        verdicts.push((await (i % 2 === 0 ? a : b).consume('read', { ip: '203.0.113.7' })).limited);
      const allowed = verdicts.filter((limited) => !limited).length;
      // Each instance saw 70, under the limit on its own: only the shared count refuses any.
      expect(allowed).toBeGreaterThanOrEqual(100);
      expect(allowed).toBeLessThanOrEqual(118);
      // Once refused, a client stays refused on both instances.
      expect(verdicts.slice(-4)).toEqual([true, true, true, true]);
      expect(await keysUnder(redisUrl, prefix, true)).toEqual([`${prefix}:read:ip:203.0.113.7`]);
    });

    it('counts in memory while Redis is silent or gone, and shares again once it answers', async () => {
      const target = new URL(redisUrl);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const log: string[] = [];
      const prefix = uniqueKeyPrefix('outage');
      const limits = await make({
        settings: settings({ RATE_LIMIT_KEY_PREFIX: prefix, RATE_LIMIT_BOOKING_PER_IP: '50/1m' }),
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        log: (line) => log.push(line),
      });
      expect((await limits.consume('booking', { ip: '192.0.2.1' })).limited).toBe(false);

      // A Redis that accepts and never answers: each count gives up after the command timeout.
      proxy.freeze();
      const started = performance.now();
      expect((await limits.consume('booking', { ip: '192.0.2.1' })).limited).toBe(false);
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(log.filter((line) => line.includes('each instance counts in its own memory'))).toHaveLength(1);

      // Gone: refused at once.
      proxy.refuse();
      const refusedAt = performance.now();
      for (let i = 0; i < 5; i += 1) expect((await limits.consume('booking', { ip: '192.0.2.1' })).limited).toBe(false);
      expect(performance.now() - refusedAt).toBeLessThan(1_000);

      // Back: ioredis reconnects within its back-off (at most 2 s), and counting is shared again.
      proxy.resume();
      const deadline = Date.now() + 10_000;
      while (!log.some((line) => line.includes('answers again')) && Date.now() < deadline) {
        await limits.consume('booking', { ip: '192.0.2.1' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(log.filter((line) => line.includes('answers again'))).toHaveLength(1);
      expect(log.filter((line) => line.includes('each instance counts in its own memory'))).toHaveLength(1);
      expect(await keysUnder(redisUrl, prefix, true)).toEqual([`${prefix}:booking:ip:192.0.2.1`]);
    });
  });
