import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** The hash of every uploaded photo. */
export async function listCataloguePhotoHashes(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ hash: cataloguePhotoFiles.hash }).from(cataloguePhotoFiles);
  return rows.map((row) => row.hash).sort();
}
