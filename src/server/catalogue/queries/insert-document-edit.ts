import type { FieldChange } from '#domain/catalogue/diff-documents.ts';
import type { Database } from '../../db/database.ts';
import { catalogueDocumentEdits } from '../../db/schema.ts';

/** Records a change of one catalogue document: the whole document as saved, what changed, who. */
export async function insertDocumentEdit(
  db: Database,
  edit: { key: string; doc: unknown; changes: FieldChange[]; staffId: string | null; author: string },
): Promise<void> {
  await db.insert(catalogueDocumentEdits).values(edit);
}
