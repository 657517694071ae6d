import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** One catalogue file as written (null for a row stored before sources were kept), or undefined when absent. */
export async function getCatalogueDocumentSource(db: Database, key: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ source: catalogueDocuments.source })
    .from(catalogueDocuments)
    .where(eq(catalogueDocuments.key, key));
  return rows[0]?.source;
}
