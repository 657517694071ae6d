import type { RateLimitRule } from '../config/rate-limit-rule.ts';

/**
 * What is limited. A new kind (sign-in, a mail form) is a name here, its RATE_LIMIT_* variables in
 * config/env.ts, and one call where its requests arrive (limitRequests on an API route, or
 * limits.consume in a service).
 */
export type RateLimitName =
  'booking' | 'bookingCode' | 'calculation' | 'chat' | 'chatConversation' | 'newsletter' | 'read' | 'review';

/** The limits of one kind of request: per client IP, per e-mail address and per subject given; null is none. */
export interface RateLimitRules {
  readonly ip: RateLimitRule | null;
  readonly email: RateLimitRule | null;
  readonly subject?: RateLimitRule | null;
}

/** The rate limits as configured (RATE_LIMITS, RATE_LIMIT_KEY_PREFIX, RATE_LIMIT_*). */
export interface RateLimitSettings {
  /** false only where nothing may be throttled: benchmarks and the test suites' own servers. */
  readonly enabled: boolean;
  /** Starts every counter's key in Redis, so that several sites (or test runs) can share one server. */
  readonly keyPrefix: string;
  readonly rules: Readonly<Record<RateLimitName, RateLimitRules>>;
}
