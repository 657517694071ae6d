import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts } from '../../db/schema.ts';

export type SchoolDraftRow = typeof schoolDrafts.$inferSelect;

/** A school's draft, if it has one. */
export async function findSchoolDraft(db: Database, schoolId: number): Promise<SchoolDraftRow | undefined> {
  return (await db.select().from(schoolDrafts).where(eq(schoolDrafts.schoolId, schoolId)))[0];
}
