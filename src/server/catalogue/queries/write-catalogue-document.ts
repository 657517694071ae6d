import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { catalogueDocuments } from '../../db/schema.ts';

/** A document written as the office writes a content file: two spaces, a final newline. */
export const formatDocumentSource = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;

/** Writes one whole catalogue file (already validated), its source as given (an import's) or in the repository's form. */
export async function writeCatalogueDocument(
  db: Database,
  key: string,
  doc: unknown,
  source = formatDocumentSource(doc),
): Promise<void> {
  await db
    .insert(catalogueDocuments)
    .values({ key, doc, source })
    .onConflictDoUpdate({ target: catalogueDocuments.key, set: { doc, source, updatedAt: sql`now()` } });
}
