import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** The ids of every school the database holds. */
export async function listSchoolIds(db: Database): Promise<Set<number>> {
  return new Set((await db.select({ id: schools.id }).from(schools)).map((row) => row.id));
}
