import { decideAttempt, strictest, type AttemptLimit, type LimitDecision } from '#domain/staff/sign-in-limit.ts';
import { recentStaffAuditTimes } from '#server/staff/queries/recent-staff-audit-times.ts';
import type { StaffAuditAction } from '#server/db/schema.ts';
import type { StaffDeps } from './staff-deps.ts';

/**
 * Whether one more attempt is allowed, counting the action's recent audit lines for the address
 * and for the IP (the database holds the counts, so every instance sees the same ones).
 */
export async function checkAttemptLimit(deps: Pick<StaffDeps, 'db' | 'clock'>, action: StaffAuditAction, who: { email: string; ip: string }, limits: { address: AttemptLimit; ip: AttemptLimit }): Promise<LimitDecision> {
  const now = deps.clock();
  const count = (by: { email: string } | { ip: string }, limit: AttemptLimit) =>
    recentStaffAuditTimes(deps.db, { action, by, since: new Date(now.getTime() - limit.windowMs), limit: limit.limit }).then((times) => decideAttempt(times, limit, now));
  return strictest(await Promise.all([count({ email: who.email }, limits.address), count({ ip: who.ip }, limits.ip)]));
}
