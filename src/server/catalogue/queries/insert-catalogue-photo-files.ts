import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** A photo's files under its hash; a photo uploaded again (same hash, same bytes) keeps its rows. */
export async function insertCataloguePhotoFiles(
  db: Database,
  photo: {
    hash: string;
    staffId: string | null;
    files: readonly { file: string; format: 'webp' | 'jpeg'; width: number; height: number; bytes: Buffer }[];
  },
): Promise<void> {
  await db
    .insert(cataloguePhotoFiles)
    .values(photo.files.map((file) => ({ ...file, hash: photo.hash, staffId: photo.staffId })))
    .onConflictDoNothing();
}
