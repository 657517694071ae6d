import { asc, like } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** The documents whose key starts with `prefix` ('holidays/'), by key. */
export async function listCatalogueDocuments<T>(db: Database, prefix: string): Promise<{ key: string; doc: T }[]> {
  const rows = await db
    .select({ key: catalogueDocuments.key, doc: catalogueDocuments.doc })
    .from(catalogueDocuments)
    .where(like(catalogueDocuments.key, `${prefix}%`))
    .orderBy(asc(catalogueDocuments.key));
  return rows.map((row) => ({ key: row.key, doc: row.doc as T }));
}
