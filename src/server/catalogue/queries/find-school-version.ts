import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';
import type { SchoolVersionRow } from './list-school-versions.ts';

/** One version of a school. */
export async function findSchoolVersion(
  db: Database,
  schoolId: number,
  version: number,
): Promise<SchoolVersionRow | undefined> {
  const rows = await db
    .select()
    .from(schoolVersions)
    .where(and(eq(schoolVersions.schoolId, schoolId), eq(schoolVersions.version, version)));
  return rows[0];
}
