import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { seoEdits } from '../../db/schema.ts';

/**
 * Whether the office has changed the SEO texts. From then on the database is their source and the
 * seed leaves them alone, as it does the schools (docs/content-team.md).
 */
export async function isSeoEdited(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(seoEdits)
    .limit(1);
  return rows.length > 0;
}
