import { inArray } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** The content of the schools with these URL slugs (unknown slugs are left out), in no particular order. */
export async function listSchoolsBySlugs(db: Database, slugs: readonly string[]): Promise<SchoolContent[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ doc: schools.doc })
    .from(schools)
    .where(inArray(schools.slug, [...slugs]));
  return rows.map((row) => row.doc);
}
