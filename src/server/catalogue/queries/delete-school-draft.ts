import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts } from '../../db/schema.ts';

/** Discards a school's draft; whether there was one. */
export async function deleteSchoolDraft(db: Database, schoolId: number): Promise<boolean> {
  const rows = await db
    .delete(schoolDrafts)
    .where(eq(schoolDrafts.schoolId, schoolId))
    .returning({ id: schoolDrafts.schoolId });
  return rows.length > 0;
}
