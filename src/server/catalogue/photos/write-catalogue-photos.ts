import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';
import type { Database } from '../../db/database.ts';
import { listCataloguePhotoFiles } from '../queries/list-catalogue-photo-files.ts';
import { listCataloguePhotoHashes } from '../queries/list-catalogue-photo-hashes.ts';

/**
 * Writes every photo uploaded in the catalogue office from the database into a built photo
 * folder (photosDir/h/<hash>/<file>, the address the pages link), so the static files and a CDN
 * serve them as they serve the drawings. A photo's files never change under their hash: files
 * already there are kept. Reads one photo at a time. Returns how many files it wrote.
 */
export async function writeCataloguePhotos(
  db: Database,
  photosDir: string,
): Promise<{ photos: number; written: number }> {
  const root = join(photosDir, HASHED_PHOTOS_PREFIX.slice('/photos/'.length));
  const hashes = await listCataloguePhotoHashes(db);
  let written = 0;
  for (const hash of hashes) {
    for (const { file, bytes } of await listCataloguePhotoFiles(db, hash)) {
      const target = join(root, hash, file);
      if (existsSync(target)) continue;
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
      written += 1;
    }
  }
  return { photos: hashes.length, written };
}
