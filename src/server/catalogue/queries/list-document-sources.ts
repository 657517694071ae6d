import { asc } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** Every site-wide document's file as written (null source: stored before sources were kept), by key. */
export function listDocumentSources(db: Database): Promise<{ key: string; doc: unknown; source: string | null }[]> {
  return db
    .select({ key: catalogueDocuments.key, doc: catalogueDocuments.doc, source: catalogueDocuments.source })
    .from(catalogueDocuments)
    .orderBy(asc(catalogueDocuments.key));
}
