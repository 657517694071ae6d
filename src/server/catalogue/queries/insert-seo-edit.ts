import type { FieldChange } from '#domain/catalogue/diff-documents.ts';
import type { Culture } from '#domain/culture.ts';
import type { Database } from '../../db/database.ts';
import { seoEdits } from '../../db/schema.ts';

/** Records an office change of the SEO texts (from then on the seed leaves them alone). */
export async function insertSeoEdit(
  db: Database,
  edit: { changes: { culture: Culture; changes: FieldChange[] }[]; staffId: string | null; author: string },
): Promise<void> {
  await db.insert(seoEdits).values(edit);
}
