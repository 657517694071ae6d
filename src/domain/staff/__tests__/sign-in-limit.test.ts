import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_SIGN_IN_LIMIT, decideAttempt, strictest } from '../sign-in-limit.ts';

const now = new Date('2026-11-22T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('decideAttempt', () => {
  it('allows attempts while fewer than the limit failed within the window', () => {
    expect(decideAttempt([], ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
    expect(decideAttempt([1, 2, 3, 4].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
  });

  it('refuses the sixth attempt within 15 minutes until the oldest counted failure is 15 minutes old', () => {
    // Failures 1..5 minutes ago: the one 5 minutes ago leaves the window in 10 minutes.
    expect(decideAttempt([1, 2, 3, 4, 5].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it('forgets failures older than the window', () => {
    expect(decideAttempt([1, 2, 3, 4, 15, 16].map(minutesAgo), ADDRESS_SIGN_IN_LIMIT, now)).toEqual({ allowed: true });
  });

  it('never answers a pause shorter than a second nor longer than the window', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * 60_000 }), { maxLength: 12 }), (agesMs) => {
        const decision = decideAttempt(agesMs.map((age) => new Date(now.getTime() - age)), ADDRESS_SIGN_IN_LIMIT, now);
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
    expect(strictest([{ allowed: false, retryAfterSeconds: 30 }, { allowed: true }, { allowed: false, retryAfterSeconds: 90 }])).toEqual({ allowed: false, retryAfterSeconds: 90 });
  });
});
