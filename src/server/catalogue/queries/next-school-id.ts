import { max } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolDrafts, schools } from '../../db/schema.ts';

/** The id after every school's and every new school draft's: what the new school form offers. */
export async function nextSchoolId(db: Database): Promise<number> {
  // One after another: inside a transaction a connection runs one query at a time.
  const [school] = await db.select({ last: max(schools.id) }).from(schools);
  const [draft] = await db.select({ last: max(schoolDrafts.schoolId) }).from(schoolDrafts);
  return Math.max(school?.last ?? 0, draft?.last ?? 0) + 1;
}
