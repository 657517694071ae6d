import { eq, ne, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts, schools, schoolVersions } from '../../db/schema.ts';

/**
 * Whether any school was changed since the seed: published, restored, imported or its availability
 * edited, or a new school made in the office (its draft waits for an id content/ might also use).
 * From then on the database is the schools' source and the seed leaves them alone
 * (docs/content-team.md).
 */
export async function isCatalogueEdited(db: Database): Promise<boolean> {
  const versions = await db
    .select({ one: sql<number>`1` })
    .from(schoolVersions)
    .where(ne(schoolVersions.kind, 'seed'))
    .limit(1);
  if (versions.length > 0) return true;
  const newSchools = await db
    .select({ one: sql<number>`1` })
    .from(schoolDrafts)
    .where(notExists(db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolDrafts.schoolId))))
    .limit(1);
  return newSchools.length > 0;
}
