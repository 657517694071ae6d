import { photoEntries } from '#domain/photos/catalogue-photo-list.ts';
import type { Database } from '../../db/database.ts';
import { listCataloguePhotoFileNames } from '../queries/list-catalogue-photo-file-names.ts';
import { forEachSchoolBatch } from '../queries/list-schools.ts';

/** An uploaded photo the site shows: its hash and the names of its files in its hashed folder. */
export interface PublishedPhoto {
  hash: string;
  files: string[];
}

/**
 * The uploaded photos the published schools show (their galleries and housing), for the build to
 * write beside the drawings. A draft's photos are left out until it is published.
 */
export async function listPublishedPhotos(db: Database): Promise<PublishedPhoto[]> {
  const hashes = new Set<string>();
  await forEachSchoolBatch(db, (batch) => {
    for (const school of batch)
      for (const photos of [school.photos, ...school.accommodations.map((housing) => housing.photos)])
        for (const photo of photoEntries(photos)) if ('upload' in photo) hashes.add(photo.upload);
  });
  const files = await listCataloguePhotoFileNames(db, [...hashes].sort());
  return [...files].map(([hash, names]) => ({ hash, files: names }));
}
