import type { RateLimitName } from './rate-limit-settings.ts';

/**
 * Who a request counts against: the client's IP and, where the request names one, an e-mail
 * address, or another thing it is about (a chat conversation's id).
 */
export interface RateLimitKeys {
  readonly ip?: string | undefined;
  readonly email?: string | undefined;
  readonly subject?: string | undefined;
}

/** Whether a request may go on; when not, how long until it may (a whole number of seconds, at least 1). */
export type RateLimitVerdict =
  { readonly limited: false } | { readonly limited: true; readonly retryAfterSeconds: number };

/** The request limits of this process, shared with every other instance when they count in Redis. */
export interface RateLimits {
  /**
   * Counts one request of this kind against each key given (the IP first; the address, then the
   * subject, only when the ones before are not over), and says whether it may go on. Never rejects: a counter store that is
   * away means the request goes on (fail open), counted in this process's memory meanwhile.
   */
  consume(name: RateLimitName, keys: RateLimitKeys): Promise<RateLimitVerdict>;
  /** Closes the connection to Redis, if any. */
  close(): Promise<void>;
}

/** Limits nothing: the API called in process (the build) and servers started with RATE_LIMITS=off. */
export const NO_RATE_LIMITS: RateLimits = {
  consume: () => Promise.resolve({ limited: false }),
  close: () => Promise.resolve(),
};
