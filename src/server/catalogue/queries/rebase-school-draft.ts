import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts } from '../../db/schema.ts';

/**
 * Writes a school's draft with a change made beside it (an availability edit), keeping who saved
 * it and when; `baseVersion` moves to the version that change published when the draft was
 * current, so the draft can still be published.
 */
export async function rebaseSchoolDraft(
  db: Database,
  draft: { schoolId: number; source: string; baseVersion: number },
): Promise<void> {
  await db
    .update(schoolDrafts)
    .set({ source: draft.source, baseVersion: draft.baseVersion })
    .where(eq(schoolDrafts.schoolId, draft.schoolId));
}
