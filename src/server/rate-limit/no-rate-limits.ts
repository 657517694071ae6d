import type { RateLimits } from './rate-limits.ts';

/** Limits nothing: the API called in process (the build) and servers started with RATE_LIMITS=off. */
export const NO_RATE_LIMITS: RateLimits = {
  consume: () => Promise.resolve({ limited: false }),
  close: () => Promise.resolve(),
};
