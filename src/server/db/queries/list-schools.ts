import { asc, desc } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../database.ts';
import { schools } from '../schema.ts';

/** Every school's content, most popular first (the default search order). */
export async function listSchools(db: Database): Promise<SchoolContent[]> {
  const rows = await db.select({ doc: schools.doc }).from(schools).orderBy(desc(schools.popularity), asc(schools.id));
  return rows.map((row) => row.doc);
}
