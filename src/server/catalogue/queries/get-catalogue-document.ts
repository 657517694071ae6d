import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** One whole catalogue file as the seed stored it (already validated), or null when absent. */
export async function getCatalogueDocument<T>(db: Database, key: string): Promise<T | null> {
  const rows = await db
    .select({ doc: catalogueDocuments.doc })
    .from(catalogueDocuments)
    .where(eq(catalogueDocuments.key, key));
  return rows.length === 0 ? null : (rows[0]!.doc as T);
}
