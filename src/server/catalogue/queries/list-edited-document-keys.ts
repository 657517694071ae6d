import type { Database } from '../../db/database.ts';
import { catalogueDocumentEdits } from '../../db/schema.ts';

/**
 * The documents the office (or an import) has changed: from then on they are the database's and
 * the seed leaves them alone (docs/content-team.md).
 */
export async function listEditedDocumentKeys(db: Database): Promise<Set<string>> {
  const rows = await db.selectDistinct({ key: catalogueDocumentEdits.key }).from(catalogueDocumentEdits);
  return new Set(rows.map((row) => row.key));
}
