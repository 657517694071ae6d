import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAuditLog, type StaffAuditAction } from '../../db/schema.ts';

/** Whose audit lines: one address, one IP, or one address from one IP. */
export type StaffAuditWho =
  { email: string; ip?: undefined } | { ip: string; email?: undefined } | { email: string; ip: string };

/**
 * When an action was last logged for one address, one IP, or the two together since an instant,
 * newest first, at most `limit` of them: what the sign-in and reset limits count (indexes
 * staff_audit_email_idx and staff_audit_ip_idx).
 */
export async function recentStaffAuditTimes(
  db: Database,
  query: { action: StaffAuditAction; by: StaffAuditWho; since: Date; limit: number },
): Promise<Date[]> {
  const who = and(
    query.by.email === undefined ? undefined : eq(staffAuditLog.email, query.by.email),
    query.by.ip === undefined ? undefined : eq(staffAuditLog.ip, query.by.ip),
  );
  const rows = await db
    .select({ at: staffAuditLog.at })
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, query.action), who, gt(staffAuditLog.at, query.since)))
    .orderBy(desc(staffAuditLog.at))
    .limit(query.limit);
  return rows.map((row) => row.at);
}
