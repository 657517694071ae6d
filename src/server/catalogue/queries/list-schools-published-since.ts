import { gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';

export interface PublishedSince {
  /** The newest version row (school_versions.id) read, or `after` when there is none newer. */
  last: number;
  /** The schools those versions are of: published, restored, imported since `after`. */
  schoolIds: number[];
}

/** The schools given a version after the version row `after` (0: every one ever recorded). */
export async function listSchoolsPublishedSince(db: Database, after: number): Promise<PublishedSince> {
  const rows = await db
    .select({ schoolId: schoolVersions.schoolId, last: sql<number>`max(${schoolVersions.id})::int` })
    .from(schoolVersions)
    .where(gt(schoolVersions.id, after))
    .groupBy(schoolVersions.schoolId);
  return {
    last: Math.max(after, ...rows.map((row) => row.last)),
    schoolIds: rows.map((row) => row.schoolId).sort((a, b) => a - b),
  };
}
