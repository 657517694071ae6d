import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema.ts';

/** Whether a staff member has chosen a password yet (someone just added has not). */
export async function hasStaffPassword(db: Database, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.userId, staffId),
        eq(staffAccounts.providerId, 'credential'),
        isNotNull(staffAccounts.password),
      ),
    )
    .limit(1);
  return row !== undefined;
}
