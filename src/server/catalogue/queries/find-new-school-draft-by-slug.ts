import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts, schools } from '../../db/schema.ts';

/** The id of a school made in the office and not yet published whose draft has this slug, if any. */
export async function findNewSchoolDraftBySlug(db: Database, slug: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: schoolDrafts.schoolId })
    .from(schoolDrafts)
    .where(
      and(
        eq(sql`(${schoolDrafts.source}::jsonb ->> 'slug')`, slug),
        notExists(db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolDrafts.schoolId))),
      ),
    );
  return rows[0]?.id;
}
