import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffMembers } from '../../db/schema.ts';
import { staffMemberColumns, type StaffMemberRow } from './staff-member-row.ts';

/** Every staff member, active and disabled, by name. */
export async function listStaffMembers(db: Database): Promise<StaffMemberRow[]> {
  return db.select(staffMemberColumns).from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.email));
}
