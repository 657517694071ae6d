import { eq } from 'drizzle-orm';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** A school's validated content (money in minor units) by its URL slug, or null. */
export async function findSchoolBySlug(db: Database, slug: string): Promise<SchoolContent | null> {
  const rows = await db.select({ doc: schools.doc }).from(schools).where(eq(schools.slug, slug));
  return rows[0]?.doc ?? null;
}
