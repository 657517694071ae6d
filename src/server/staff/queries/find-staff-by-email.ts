import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffMemberColumns, type StaffMemberRow } from './staff-member-row.ts';

/** The staff member with an address (given trimmed and in lower case, as stored), or null. */
export async function findStaffByEmail(db: Database, email: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select(staffMemberColumns).from(staffMembers).where(eq(staffMembers.email, email));
  return row ?? null;
}
