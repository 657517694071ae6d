import { eq } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** A school's validated content (money in minor units) by its id, or null. */
export async function findSchoolById(db: Database, id: number): Promise<SchoolContent | null> {
  const rows = await db.select({ doc: schools.doc }).from(schools).where(eq(schools.id, id));
  return rows[0]?.doc ?? null;
}
