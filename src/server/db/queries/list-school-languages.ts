import type { Database } from '../database.ts';
import { schools } from '../schema.ts';

/** The languages each school teaches, one list per school. */
export async function listSchoolLanguages(db: Database): Promise<string[][]> {
  const rows = await db.select({ languages: schools.languages }).from(schools);
  return rows.map((row) => row.languages);
}
