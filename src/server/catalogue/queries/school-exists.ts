import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Whether a school with this id is in the catalogue. */
export async function schoolExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, id));
  return rows.length > 0;
}
