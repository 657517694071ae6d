import { photoEntries } from '#domain/photos/catalogue-photo-list.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import type { Database } from '../../db/database.ts';
import type { ContentIssue } from '../content/check-school-file.ts';
import { findMissingPhotoHashes } from '../queries/find-missing-photo-hashes.ts';

/**
 * A school file's uploaded photos that the database does not have (a file from another database,
 * a hash typed by hand): the pages would link photos nobody can serve, so the file is refused.
 */
export async function missingPhotoIssues(db: Database, school: SchoolContent): Promise<ContentIssue[]> {
  const uploads: { field: string; hash: string }[] = [];
  const collect = (photos: SchoolContent['photos'], path: string) =>
    photoEntries(photos).forEach((photo, index) => {
      if ('upload' in photo) uploads.push({ field: `${path}.${index}.upload`, hash: photo.upload });
    });
  collect(school.photos, 'photos');
  school.accommodations.forEach((housing, index) => collect(housing.photos, `accommodations.${index}.photos`));
  const missing = await findMissingPhotoHashes(
    db,
    uploads.map((upload) => upload.hash),
  );
  return uploads
    .filter((upload) => missing.has(upload.hash))
    .map((upload) => ({ field: upload.field, message: `no photo uploaded in the office has the hash ${upload.hash}` }));
}
