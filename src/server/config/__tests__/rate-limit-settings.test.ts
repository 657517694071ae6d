import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';

describe('the rate-limit settings of the environment', () => {
  it('has limits by default: bookings and newsletter by IP and address, the read API generously by IP, reviews by IP', () => {
    const { rateLimits, redisUrl, trustedProxies } = loadConfig({});
    expect(rateLimits.enabled).toBe(true);
    expect(rateLimits.keyPrefix).toBe('linguatrips:rate');
    expect(rateLimits.rules).toEqual({
      booking: { ip: { points: 10, durationSeconds: 900 }, email: { points: 5, durationSeconds: 3_600 } },
      bookingCode: { ip: { points: 10, durationSeconds: 900 }, email: { points: 3, durationSeconds: 900 } },
      calculation: { ip: { points: 10, durationSeconds: 900 }, email: { points: 5, durationSeconds: 3_600 } },
      chat: { ip: { points: 30, durationSeconds: 600 }, email: { points: 5, durationSeconds: 3_600 } },
      chatConversation: { ip: null, email: null, subject: { points: 20, durationSeconds: 600 } },
      newsletter: { ip: { points: 10, durationSeconds: 900 }, email: { points: 3, durationSeconds: 3_600 } },
      read: { ip: { points: 1_200, durationSeconds: 60 }, email: null },
      review: { ip: { points: 10, durationSeconds: 3_600 }, email: null },
    });
    expect(redisUrl).toBeUndefined();
    expect(trustedProxies).toBe(0);
  });

  it('reads a limit as requests per duration in s, m, h or d, or off', () => {
    const rules = (value: string) => loadConfig({ RATE_LIMIT_BOOKING_PER_IP: value }).rateLimits.rules.booking.ip;
    expect(rules('30/45s')).toEqual({ points: 30, durationSeconds: 45 });
    expect(rules('2/3h')).toEqual({ points: 2, durationSeconds: 10_800 });
    expect(rules('100/1d')).toEqual({ points: 100, durationSeconds: 86_400 });
    expect(rules(' off ')).toBeNull();
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits.enabled).toBe(false);
  });

  it('refuses a limit it cannot read, naming the variable', () => {
    for (const value of ['10', '10/15', '0/1m', '10/0m', '10/31d', 'ten/1m', '10 per minute']) {
      expect(() => loadConfig({ RATE_LIMIT_NEWSLETTER_PER_EMAIL: value })).toThrow(
        /^invalid environment variable RATE_LIMIT_NEWSLETTER_PER_EMAIL: must be a number of requests per duration such as 10\/15m/,
      );
    }
    expect(() => loadConfig({ RATE_LIMITS: 'no' })).toThrow(/RATE_LIMITS: must be on or off/);
    expect(() => loadConfig({ RATE_LIMIT_KEY_PREFIX: 'has space' })).toThrow(/RATE_LIMIT_KEY_PREFIX/);
  });

  it('takes a redis:// or rediss:// URL', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://user:pw@cache.example:6380/2',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache.example' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('reads the proxies from TRUST_PROXY and refuses the retired TRUSTED_PROXIES, naming TRUST_PROXY', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxies).toBe(1);
    for (const env of [
      { TRUSTED_PROXIES: '2' },
      { TRUST_PROXY: '2', TRUSTED_PROXIES: '2' },
      { TRUSTED_PROXIES: '0' },
    ]) {
      expect(() => loadConfig(env)).toThrow(
        /^invalid environment variable TRUSTED_PROXIES: is no longer read: set TRUST_PROXY instead/,
      );
    }
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: '6' })).toThrow(/TRUST_PROXY: must be at most 5/);
  });
});
