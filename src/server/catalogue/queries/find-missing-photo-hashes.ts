import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** Which of these hashes name no uploaded photo. */
export async function findMissingPhotoHashes(db: Database, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ hash: cataloguePhotoFiles.hash })
    .from(cataloguePhotoFiles)
    .where(inArray(cataloguePhotoFiles.hash, [...new Set(hashes)]));
  const found = new Set(rows.map((row) => row.hash));
  return new Set(hashes.filter((hash) => !found.has(hash)));
}
