import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StaffRole } from '#domain/staff/staff-role.ts';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffMemberColumns, type StaffMemberRow } from './staff-member-row.ts';

export type StaffChange = { role: StaffRole } | { disabledAt: Date | null };

export type StaffUpdateOutcome =
  | { kind: 'updated'; before: StaffMemberRow; after: StaffMemberRow }
  | { kind: 'notFound' }
  | { kind: 'lastAdministrator' };

/**
 * Changes a staff member's role or disables (or enables) them, unless that would leave no active
 * administrator. The active administrators' rows are locked first (FOR UPDATE), so two
 * administrators demoting each other at the same moment cannot both succeed.
 */
export async function updateStaffMember(db: Database, id: string, change: StaffChange): Promise<StaffUpdateOutcome> {
  return db.transaction(async (tx) => {
    const administrators = await tx
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(and(eq(staffMembers.role, 'administrator'), isNull(staffMembers.disabledAt)))
      .for('update');
    const [before] = await tx
      .select(staffMemberColumns)
      .from(staffMembers)
      .where(eq(staffMembers.id, id))
      .for('update');
    if (!before) return { kind: 'notFound' as const };
    const staysActiveAdministrator =
      'role' in change
        ? change.role === 'administrator' && before.disabledAt === null
        : change.disabledAt === null && before.role === 'administrator';
    const othersRemain = administrators.some((administrator) => administrator.id !== id);
    if (!staysActiveAdministrator && !othersRemain && administrators.some((administrator) => administrator.id === id))
      return { kind: 'lastAdministrator' as const };
    const [after] = await tx
      .update(staffMembers)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(staffMembers.id, id))
      .returning(staffMemberColumns);
    return { kind: 'updated' as const, before, after: after! };
  });
}
