import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffSessions } from '../../db/schema.ts';

/** Ends every session of a staff member (sign out everywhere, disabling); returns how many there were. */
export async function deleteStaffSessions(db: Database, staffId: string): Promise<number> {
  const deleted = await db
    .delete(staffSessions)
    .where(eq(staffSessions.userId, staffId))
    .returning({ id: staffSessions.id });
  return deleted.length;
}
