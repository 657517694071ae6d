import type { ReviewSubmission } from '#domain/reviews/review-submission-schema.ts';
import type { Database } from '../database.ts';
import { reviewPhotos, reviews } from '../schema.ts';

export type NewReviewPhotoRow = Omit<typeof reviewPhotos.$inferInsert, 'reviewId'>;

/**
 * Stores a visitor's review, pending moderation, with every variant of its photos in the same
 * transaction: a review is never kept without the photos its author sent, nor photos without it.
 * Returns the review's id (from the visitor sequence).
 */
export async function insertVisitorReview(db: Database, review: ReviewSubmission & { creationDate: string; authorPhotoPath: string | null }, photos: readonly NewReviewPhotoRow[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ ...review, status: 'pending', source: 'visitor' })
      .returning({ id: reviews.id });
    const id = row!.id;
    // One variant a statement keeps each bound parameter list small (a large photo is ~1 MB).
    for (const photo of photos) await tx.insert(reviewPhotos).values({ ...photo, reviewId: id });
    return id;
  });
}
