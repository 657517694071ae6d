import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReviewPhotoKind } from '#domain/reviews/review-terms.ts';
import type { Database } from '../../db/database.ts';
import { reviewPhotos } from '../../db/schema.ts';

/** A stored photo of a review: its random id, whose it is (author or stay), and its place in the order given. */
export interface ReviewPhotoRef {
  photoId: string;
  kind: ReviewPhotoKind;
  position: number;
}

/** The photos of these reviews of the kinds asked for, by review, the author's first, then in the order given. */
export async function listReviewPhotoIds(
  db: Database,
  reviewIds: readonly number[],
  kinds: readonly ReviewPhotoKind[],
): Promise<Map<number, ReviewPhotoRef[]>> {
  const byReview = new Map<number, ReviewPhotoRef[]>();
  if (reviewIds.length === 0 || kinds.length === 0) return byReview;
  const rows = await db
    .select({
      reviewId: reviewPhotos.reviewId,
      photoId: reviewPhotos.photoId,
      kind: reviewPhotos.kind,
      position: reviewPhotos.position,
    })
    .from(reviewPhotos)
    // One row a photo: every size is kept in WebP, and the largest size of each kind is unique to it.
    .where(
      and(
        inArray(reviewPhotos.reviewId, [...reviewIds]),
        inArray(reviewPhotos.kind, [...kinds]),
        inArray(reviewPhotos.size, ['avatar-1x', 'thumb-1x']),
        eq(reviewPhotos.format, 'webp'),
      ),
    )
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.kind), asc(reviewPhotos.position));
  for (const row of rows)
    byReview.set(row.reviewId, [
      ...(byReview.get(row.reviewId) ?? []),
      { photoId: row.photoId, kind: row.kind, position: row.position },
    ]);
  return byReview;
}
