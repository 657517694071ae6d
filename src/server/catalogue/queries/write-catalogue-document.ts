import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** Writes one whole catalogue file (already validated). */
export async function writeCatalogueDocument(db: Database, key: string, doc: unknown): Promise<void> {
  await db
    .insert(catalogueDocuments)
    .values({ key, doc })
    .onConflictDoUpdate({ target: catalogueDocuments.key, set: { doc, updatedAt: sql`now()` } });
}
