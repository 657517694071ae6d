import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** One file of an uploaded photo, by the photo's hash and the file's name in its folder. */
export async function findCataloguePhotoFile(
  db: Database,
  hash: string,
  file: string,
): Promise<{ format: 'webp' | 'jpeg'; bytes: Buffer } | undefined> {
  const rows = await db
    .select({ format: cataloguePhotoFiles.format, bytes: cataloguePhotoFiles.bytes })
    .from(cataloguePhotoFiles)
    .where(and(eq(cataloguePhotoFiles.hash, hash), eq(cataloguePhotoFiles.file, file)));
  return rows[0];
}
