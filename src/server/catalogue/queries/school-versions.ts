import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';

export type SchoolVersionRow = typeof schoolVersions.$inferSelect;
export type NewSchoolVersion = Omit<typeof schoolVersions.$inferInsert, 'id' | 'createdAt'>;

/** The newest version number of a school (0: none recorded, the school is as seeded). */
export async function latestSchoolVersion(db: Database, schoolId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${schoolVersions.version}), 0)::int` })
    .from(schoolVersions)
    .where(eq(schoolVersions.schoolId, schoolId));
  return row?.version ?? 0;
}

/** A school's versions, newest first. */
export function listSchoolVersions(db: Database, schoolId: number): Promise<SchoolVersionRow[]> {
  return db
    .select()
    .from(schoolVersions)
    .where(eq(schoolVersions.schoolId, schoolId))
    .orderBy(desc(schoolVersions.version));
}

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

/** Records a version (rows are only ever added). */
export async function insertSchoolVersion(db: Database, version: NewSchoolVersion): Promise<SchoolVersionRow> {
  const [row] = await db.insert(schoolVersions).values(version).returning();
  return row!;
}
