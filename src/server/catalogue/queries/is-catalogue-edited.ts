import { ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { schoolVersions } from '../../db/schema.ts';

/**
 * Whether any school was changed since the seed: published, restored, imported or its availability
 * edited. From then on the database is the schools' source and the seed leaves them alone
 * (docs/content-team.md).
 */
export async function isCatalogueEdited(db: Database): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(schoolVersions)
    .where(ne(schoolVersions.kind, 'seed'))
    .limit(1);
  return rows.length > 0;
}
