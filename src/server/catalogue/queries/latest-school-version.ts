import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';

/** The newest version number of a school (0: none recorded, the school is as seeded). */
export async function latestSchoolVersion(db: Database, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${schoolVersions.version}), 0)::int` })
    .from(schoolVersions)
    .where(eq(schoolVersions.schoolId, schoolId));
  return row?.version ?? 0;
}
