import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts } from '../../db/schema.ts';
import type { SchoolDraftRow } from './find-school-draft.ts';

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
