import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideAttempt,
  decideGrowingDelay,
  PAIR_SIGN_IN_DELAY,
  strictest,
  type AttemptLimit,
} from '../sign-in-limit.ts';

// Five failures within 15 minutes, then a pause: the shape of the per-IP and reset limits.
const ADDRESS_SIGN_IN_LIMIT: AttemptLimit = { limit: 5, windowMs: 15 * 60_000 };

const now = new Date('2026-11-22T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('decideAttempt', () => {
  it('allows attempts while fewer than the limit failed within the window', () => {
    expect(decideAttempt([], ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
    expect(decideAttempt([1, 2, 3, 4].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
  });

  it('refuses the sixth attempt within 15 minutes until the oldest counted failure is 15 minutes old', () => {
    // Failures 1..5 minutes ago: the one 5 minutes ago leaves the window in 10 minutes.
    expect(decideAttempt([1, 2, 3, 4, 5].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
    });
  });

  it('forgets failures older than the window', () => {
    expect(decideAttempt([1, 2, 3, 4, 15, 16].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
  });

  it('never answers a pause shorter than a second nor longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * 60_000 }), { maxLength: 12 }), (agesMs) => {
        const decision = decideAttempt(
          agesMs.map((age) => new Date(now.getTime() - age)),
          ADDRESS_SIGN_IN_LIMIT,
          now,
        );
        const inWindow = agesMs.filter((age) => age < ADDRESS_SIGN_IN_LIMIT.windowMs).length;
        expect(decision.allowed).toBe(inWindow < ADDRESS_SIGN_IN_LIMIT.limit);
        if (!decision.allowed) {
          expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          expect(decision.retryAfterSeconds).toBeLessThanOrEqual(ADDRESS_SIGN_IN_LIMIT.windowMs / 1000);
        }
      }),
    );
  });
});

describe('strictest', () => {
  it('refuses when any refuses, with the longest pause', () => {
    expect(strictest([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(
      strictest([
        { allowed: false, retryAfterSeconds: 30 },
        { allowed: true },
        { allowed: false, retryAfterSeconds: 90 },
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 90 });
  });
});

describe('decideGrowingDelay (one account from one address)', () => {
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('lets the first five failures through at once', () => {
    expect(decideGrowingDelay([], PAIR_SIGN_IN_DELAY, now)).toEqual({ allowed: true });
    expect(decideGrowingDelay([1, 2, 3, 4].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({ allowed: true });
  });

  it('then waits a minute after the last failure, doubling with each further one up to 15 minutes', () => {
    expect(decideGrowingDelay([1, 2, 3, 4, 5].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect(decideGrowingDelay([61, 62, 63, 64, 65].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({
      allowed: true,
    });
    expect(decideGrowingDelay([0, 70, 71, 72, 73, 74].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
    expect(decideGrowingDelay([0, 1, 2, 3, 4, 5, 6].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 240,
    });
    expect(
      decideGrowingDelay(
        Array.from({ length: 20 }, (_, i) => secondsAgo(i)),
        PAIR_SIGN_IN_DELAY,
        now,
      ),
    ).toEqual({ allowed: false, retryAfterSeconds: 900 });
  });

  it('forgets failures older than the window', () => {
    const day = PAIR_SIGN_IN_DELAY.windowMs / 1000;
    expect(decideGrowingDelay([1, 2, 3, 4, day, day + 1].map(secondsAgo), PAIR_SIGN_IN_DELAY, now)).toEqual({
      allowed: true,
    });
  });

  it('never answers a pause shorter than a second nor longer than the longest delay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2 * PAIR_SIGN_IN_DELAY.windowMs }), { maxLength: 40 }),
        (agesMs) => {
          const decision = decideGrowingDelay(
            agesMs.map((age) => new Date(now.getTime() - age)),
            PAIR_SIGN_IN_DELAY,
            now,
          );
          const inWindow = agesMs.filter((age) => age < PAIR_SIGN_IN_DELAY.windowMs).length;
          if (inWindow < PAIR_SIGN_IN_DELAY.free) expect(decision.allowed).toBe(true);
          if (!decision.allowed) {
            expect(decision.retryAfterSeconds).toBeGreaterThanOrEqual(1);
            expect(decision.retryAfterSeconds).toBeLessThanOrEqual(PAIR_SIGN_IN_DELAY.maxDelayMs / 1000);
          }
        },
      ),
    );
  });
});
