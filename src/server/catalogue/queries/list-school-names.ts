import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** Every school's id and name, A to Z, for the office's school filters. */
export async function listSchoolNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.name));
}
