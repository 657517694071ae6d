/** How many failures are tolerated within how long, for one address or one IP. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/** Failures tolerated before a pause, and how the pause grows, for one account from one address. */
export interface GrowingDelay {
  /** Failures that pass without a pause. */
  free: number;
  /** The pause after the last free failure; it doubles with each failure after it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
}

/**
 * One account from one IP: five wrong passwords pass, then a minute's pause, doubling with every
 * further failure up to 15 minutes. Counting the pair, not the account alone, means a stranger
 * guessing from elsewhere slows only themselves: the staff member's own address is never paused
 * by them (the per-IP limit still holds each address to 20 failures in 15 minutes).
 */
export const PAIR_SIGN_IN_DELAY: GrowingDelay = {
  free: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 24 * 60 * 60_000,
};

/** Twenty failures from one IP address within 15 minutes (an office behind one router signs in from one). */
export const IP_SIGN_IN_LIMIT: AttemptLimit = { limit: 20, windowMs: 15 * 60_000 };

/** Three reset mails to one address within 15 minutes, so nobody can flood an inbox. */
export const ADDRESS_RESET_LIMIT: AttemptLimit = { limit: 3, windowMs: 15 * 60_000 };

/** Twenty reset requests from one IP address within 15 minutes. */
export const IP_RESET_LIMIT: AttemptLimit = { limit: 20, windowMs: 15 * 60_000 };

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether one more attempt is allowed, given the times of the most recent counted attempts
 * (newest first; at most `limit` of them are needed). When `limit` of them fall within the
 * window, the answer says how long until the oldest of those leaves it (at least one second).
 */
export function decideAttempt(recent: readonly Date[], { limit, windowMs }: AttemptLimit, now: Date): LimitDecision {
  const inWindow = recent
    .filter((at) => now.getTime() - at.getTime() < windowMs)
    .sort((a, b) => b.getTime() - a.getTime());
  if (inWindow.length < limit) return { allowed: true };
  const oldestCounted = inWindow[limit - 1]!;
  const waitMs = oldestCounted.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Whether one more attempt is allowed, given the times of the recent failures (any order): after
 * `free` of them within the window, each one waits `firstDelayMs` doubled once per failure beyond
 * the free ones (at most `maxDelayMs`), counted from the latest failure.
 */
export function decideGrowingDelay(failures: readonly Date[], rule: GrowingDelay, now: Date): LimitDecision {
  const inWindow = failures.filter((at) => now.getTime() - at.getTime() < rule.windowMs);
  if (inWindow.length < rule.free) return { allowed: true };
  const latest = Math.max(...inWindow.map((at) => at.getTime()));
  const delayMs = Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(30, inWindow.length - rule.free));
  const waitMs = latest + delayMs - now.getTime();
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true };
}

/** The stricter of several decisions: refused if any refuses, waiting for the longest pause. */
export function strictest(decisions: readonly LimitDecision[]): LimitDecision {
  let wait = 0;
  for (const decision of decisions) if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
