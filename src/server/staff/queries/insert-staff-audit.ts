import type { Database } from '../../db/database.ts';
import { staffAuditLog } from '../../db/schema.ts';

export type StaffAuditEntry = Omit<typeof staffAuditLog.$inferInsert, 'id'>;

/** Adds a line to the staff audit log. */
export async function insertStaffAudit(db: Database, entry: StaffAuditEntry): Promise<void> {
  await db.insert(staffAuditLog).values(entry);
}
