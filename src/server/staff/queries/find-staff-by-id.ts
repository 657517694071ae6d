import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffMemberColumns, type StaffMemberRow } from './staff-member-row.ts';

/** The staff member with an id, or null. */
export async function findStaffById(db: Database, id: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select(staffMemberColumns).from(staffMembers).where(eq(staffMembers.id, id));
  return row ?? null;
}
