import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cataloguePhotoFiles } from '../../db/schema.ts';

/** The file names of these uploaded photos, by hash (a hash the database lacks is left out). */
export async function listCataloguePhotoFileNames(
  db: Database,
  hashes: readonly string[],
): Promise<Map<string, string[]>> {
  const byHash = new Map<string, string[]>();
  if (hashes.length === 0) return byHash;
  const rows = await db
    .select({ hash: cataloguePhotoFiles.hash, file: cataloguePhotoFiles.file })
    .from(cataloguePhotoFiles)
    .where(inArray(cataloguePhotoFiles.hash, [...new Set(hashes)]))
    .orderBy(asc(cataloguePhotoFiles.hash), asc(cataloguePhotoFiles.file));
  for (const row of rows) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row.file]);
  return byHash;
}
