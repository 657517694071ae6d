import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts } from '../../db/schema.ts';

export type SchoolDraftRow = typeof schoolDrafts.$inferSelect;

/** A school's draft, if it has one. */
export async function findSchoolDraft(db: Database, schoolId: number): Promise<SchoolDraftRow | undefined> {
  return (await db.select().from(schoolDrafts).where(eq(schoolDrafts.schoolId, schoolId)))[0];
}

/** Saves a school's draft; a draft saved again keeps the version it started from. */
export async function saveSchoolDraft(
  db: Database,
  draft: { schoolId: number; source: string; baseVersion: number; staffId: string | null; author: string },
): Promise<SchoolDraftRow> {
  const [row] = await db
    .insert(schoolDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: schoolDrafts.schoolId,
      set: { source: draft.source, staffId: draft.staffId, author: draft.author, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Discards a school's draft; whether there was one. */
export async function deleteSchoolDraft(db: Database, schoolId: number): Promise<boolean> {
  const rows = await db
    .delete(schoolDrafts)
    .where(eq(schoolDrafts.schoolId, schoolId))
    .returning({ id: schoolDrafts.schoolId });
  return rows.length > 0;
}
