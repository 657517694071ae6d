import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { reviewPhotos } from '../schema.ts';

/** The photos of the stay of these reviews (not the authors' photos), by review, in the order given. */
export async function listReviewPhotoIds(db: Database, reviewIds: readonly number[]): Promise<Map<number, { photoId: string; position: number }[]>> {
  const byReview = new Map<number, { photoId: string; position: number }[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ reviewId: reviewPhotos.reviewId, photoId: reviewPhotos.photoId, position: reviewPhotos.position })
    .from(reviewPhotos)
    // One row a photo: every photo has this variant.
    .where(and(inArray(reviewPhotos.reviewId, [...reviewIds]), eq(reviewPhotos.kind, 'review'), eq(reviewPhotos.size, 'thumb-1x'), eq(reviewPhotos.format, 'webp')))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position));
  for (const row of rows) byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), { photoId: row.photoId, position: row.position }]);
  return byReview;
}
