import { z } from 'zod';

/** At most `points` requests in any `durationSeconds` (counted from the first one of a window). */
export interface RateLimitRule {
  readonly points: number;
  readonly durationSeconds: number;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;
const FORMAT = /^(\d{1,7})\/(\d{1,5})(s|m|h|d)$/;
const EXAMPLE = 'must be a number of requests per duration such as 10/15m (s, m, h or d), or off';

/**
 * A limit as an operator writes it: `10/15m` is ten requests in fifteen minutes; `off` is no
 * limit (null). Windows run from one second to thirty days; rate-limiter-flexible keeps memory
 * counters in timers, which cannot wait much longer.
 */
export const rateLimitRule = z
  .string()
  .trim()
  .transform((value, context): RateLimitRule | null => {
    if (value === 'off') return null;
    const match = FORMAT.exec(value);
    const points = Number(match?.[1]);
    const durationSeconds = Number(match?.[2]) * UNIT_SECONDS[(match?.[3] ?? 's') as keyof typeof UNIT_SECONDS];
    if (!match || points < 1 || durationSeconds < 1 || durationSeconds > 30 * 86_400) {
      context.addIssue({ code: 'custom', message: EXAMPLE });
      return z.NEVER;
    }
    return { points, durationSeconds };
  });
