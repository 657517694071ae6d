import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HASHED_PHOTOS_PREFIX } from '#domain/photos/photo-address.ts';
import type { PublishedPhoto } from './list-published-photos.ts';

/** Where the build reads the uploaded photos from: the database, or a running API over HTTP. */
export interface PublishedPhotoSource {
  list(): Promise<PublishedPhoto[]>;
  /** One file's bytes. */
  read(hash: string, file: string): Promise<Uint8Array>;
}

/**
 * Writes the uploaded photos the published schools show into a built photo folder
 * (photosDir/h/<hash>/<file>, the address the pages link), so the static files and a CDN serve
 * them as they serve the drawings. A photo's files never change under their hash: files already
 * there (kept from the served build) are not read again. One file at a time. Returns how many
 * photos it found and how many files it wrote.
 */
export async function writeCataloguePhotos(
  source: PublishedPhotoSource,
  photosDir: string,
): Promise<{ photos: number; written: number }> {
  const root = join(photosDir, HASHED_PHOTOS_PREFIX.slice('/photos/'.length));
  const photos = await source.list();
  let written = 0;
  for (const { hash, files } of photos) {
    for (const file of files) {
      const target = join(root, hash, file);
      if (existsSync(target)) continue;
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, await source.read(hash, file));
      await rename(partial, target);
      written += 1;
    }
  }
  return { photos: photos.length, written };
}
