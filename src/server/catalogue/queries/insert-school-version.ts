import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';
import type { SchoolVersionRow } from './list-school-versions.ts';

export type NewSchoolVersion = Omit<typeof schoolVersions.$inferInsert, 'id' | 'createdAt'>;

/** Records a version (rows are only ever added). */
export async function insertSchoolVersion(db: Database, version: NewSchoolVersion): Promise<SchoolVersionRow> {
  const [row] = await db.insert(schoolVersions).values(version).returning();
  return row!;
}
