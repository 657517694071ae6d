/** How many failures are tolerated within how long, for one address or one IP. */
export interface AttemptLimit {
  limit: number;
  windowMs: number;
}

/** Five wrong passwords for one address within 15 minutes, then a pause. */
export const ADDRESS_SIGN_IN_LIMIT: AttemptLimit = { limit: 5, windowMs: 15 * 60_000 };

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
  const inWindow = recent.filter((at) => now.getTime() - at.getTime() < windowMs).sort((a, b) => b.getTime() - a.getTime());
  if (inWindow.length < limit) return { allowed: true };
  const oldestCounted = inWindow[limit - 1]!;
  const waitMs = oldestCounted.getTime() + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The stricter of several decisions: refused if any refuses, waiting for the longest pause. */
export function strictest(decisions: readonly LimitDecision[]): LimitDecision {
  let wait = 0;
  for (const decision of decisions) if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
