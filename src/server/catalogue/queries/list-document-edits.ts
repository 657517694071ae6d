import { desc, eq } from 'drizzle-orm';
import type { FieldChange } from '#domain/catalogue/diff-documents.ts';
import type { Database } from '../../db/database.ts';
import { catalogueDocumentEdits } from '../../db/schema.ts';

export interface DocumentEditRow {
  id: number;
  changes: FieldChange[];
  author: string;
  createdAt: Date;
}

/** A document's recorded changes, newest first. */
export async function listDocumentEdits(db: Database, key: string): Promise<DocumentEditRow[]> {
  return db
    .select({
      id: catalogueDocumentEdits.id,
      changes: catalogueDocumentEdits.changes,
      author: catalogueDocumentEdits.author,
      createdAt: catalogueDocumentEdits.createdAt,
    })
    .from(catalogueDocumentEdits)
    .where(eq(catalogueDocumentEdits.key, key))
    .orderBy(desc(catalogueDocumentEdits.id));
}
