import { and, eq } from 'drizzle-orm';
import type { ReviewStatus } from '#domain/reviews/review-terms.ts';
import type { Database } from '../../db/database.ts';
import { reviewPhotos, reviews } from '../../db/schema.ts';

/** One stored variant of a review photo with its review's status (who may see it), or null. */
export async function findReviewPhoto(
  db: Database,
  photoId: string,
  size: string,
  format: 'webp' | 'jpg',
): Promise<{ bytes: Buffer; status: ReviewStatus } | null> {
  const rows = await db
    .select({ bytes: reviewPhotos.bytes, status: reviews.status })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.photoId, photoId), eq(reviewPhotos.size, size), eq(reviewPhotos.format, format)));
  return rows[0] ?? null;
}
