import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** The id of the school that has a slug, if any. */
export async function findSchoolIdBySlug(db: Database, slug: string): Promise<number | undefined> {
  const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, slug));
  return rows[0]?.id;
}
