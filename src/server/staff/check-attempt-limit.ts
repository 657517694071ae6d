import {
  decideAttempt,
  decideGrowingDelay,
  strictest,
  type AttemptLimit,
  type GrowingDelay,
  type LimitDecision,
} from '#domain/staff/sign-in-limit.ts';
import { recentStaffAuditTimes } from '#server/staff/queries/recent-staff-audit-times.ts';
import type { StaffAuditAction } from '#server/db/schema.ts';
import type { StaffDeps } from './staff-deps.ts';

/**
 * Whether one more attempt is allowed, counting the action's recent audit lines for the address
 * and for the IP (the database holds the counts, so every instance sees the same ones).
 */
export async function checkAttemptLimit(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  action: StaffAuditAction,
  who: { email: string; ip: string },
  limits: { address: AttemptLimit; ip: AttemptLimit },
): Promise<LimitDecision> {
  const now = deps.clock();
  const count = (by: { email: string } | { ip: string }, limit: AttemptLimit) =>
    recentStaffAuditTimes(deps.db, {
      action,
      by,
      since: new Date(now.getTime() - limit.windowMs),
      limit: limit.limit,
    }).then((times) => decideAttempt(times, limit, now));
  return strictest(await Promise.all([count({ email: who.email }, limits.address), count({ ip: who.ip }, limits.ip)]));
}

// Enough failures to reach the longest pause of any growing delay the office uses.
const PAIR_FAILURES_READ = 64;

/**
 * Whether one more sign-in is allowed: the growing pause of this account from this IP (failures
 * since its last success there), and the per-IP limit. The account alone is never paused, so a
 * stranger's guesses from elsewhere cannot lock its owner out.
 */
export async function checkSignInLimit(
  deps: Pick<StaffDeps, 'db' | 'clock'>,
  who: { email: string; ip: string },
  limits: { pair: GrowingDelay; ip: AttemptLimit },
): Promise<LimitDecision> {
  const now = deps.clock();
  const windowStart = new Date(now.getTime() - limits.pair.windowMs);
  const [lastSuccess] = await recentStaffAuditTimes(deps.db, {
    action: 'sign-in',
    by: who,
    since: windowStart,
    limit: 1,
  });
  const failures = await recentStaffAuditTimes(deps.db, {
    action: 'sign-in-failed',
    by: who,
    since: lastSuccess ?? windowStart,
    limit: PAIR_FAILURES_READ,
  });
  const byIp = await recentStaffAuditTimes(deps.db, {
    action: 'sign-in-failed',
    by: { ip: who.ip },
    since: new Date(now.getTime() - limits.ip.windowMs),
    limit: limits.ip.limit,
  });
  return strictest([decideGrowingDelay(failures, limits.pair, now), decideAttempt(byIp, limits.ip, now)]);
}
