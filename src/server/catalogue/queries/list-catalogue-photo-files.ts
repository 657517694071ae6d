import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** Every file of one uploaded photo, by name. */
export async function listCataloguePhotoFiles(db: Database, hash: string): Promise<{ file: string; bytes: Buffer }[]> {
  return db
    .select({ file: cataloguePhotoFiles.file, bytes: cataloguePhotoFiles.bytes })
    .from(cataloguePhotoFiles)
    .where(eq(cataloguePhotoFiles.hash, hash))
    .orderBy(asc(cataloguePhotoFiles.file));
}
