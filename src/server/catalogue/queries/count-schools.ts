import { count } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schools } from '../../db/schema.ts';

/** How many schools the catalogue holds. */
export async function countSchools(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schools);
  return row?.n ?? 0;
}
