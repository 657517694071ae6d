import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';

export type SchoolVersionRow = typeof schoolVersions.$inferSelect;

/** A school's versions, newest first. */
export function listSchoolVersions(db: Database, schoolId: number): Promise<SchoolVersionRow[]> {
  return db
    .select()
    .from(schoolVersions)
    .where(eq(schoolVersions.schoolId, schoolId))
    .orderBy(desc(schoolVersions.version));
}
