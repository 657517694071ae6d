import { and, eq, isNull } from 'drizzle-orm';
import type { ReviewSubmission } from '#domain/reviews/review-submission-schema.ts';
import type { Database } from '../../db/database.ts';
import { reviewInvitations, reviewPhotos, reviews } from '../../db/schema.ts';

export type NewReviewPhotoRow = Omit<typeof reviewPhotos.$inferInsert, 'reviewId'>;

/** The invitation a review is written from, and what its verified mark copies from the booking. */
export interface ReviewInvitationUse {
  invitationId: number;
  bookingId: number;
  courseId: number;
  weeks: number;
  start: string;
  usedAt: Date;
}

/**
 * Stores a visitor's review, pending moderation, with every variant of its photos in the same
 * transaction: a review is never kept without the photos its author sent, nor photos without it.
 * Written from an invitation, the same transaction spends the invitation: of two reviews sent from
 * one link at the same moment, one is stored and the other gets 'used' (nothing of it is kept).
 * Returns the review's id (from the visitor sequence).
 */
export async function insertVisitorReview(
  db: Database,
  review: ReviewSubmission & { creationDate: string; authorPhotoPath: string | null },
  photos: readonly NewReviewPhotoRow[],
  invitation?: ReviewInvitationUse,
): Promise<number | 'used'> {
  return db
    .transaction(async (tx) => {
      if (invitation) {
        const spent = await tx
          .update(reviewInvitations)
          .set({ usedAt: invitation.usedAt })
          .where(and(eq(reviewInvitations.id, invitation.invitationId), isNull(reviewInvitations.usedAt)))
          .returning({ id: reviewInvitations.id });
        if (spent.length === 0) throw new InvitationUsed();
      }
      const verified = invitation
        ? {
            bookingId: invitation.bookingId,
            verifiedCourseId: invitation.courseId,
            verifiedWeeks: invitation.weeks,
            verifiedStart: invitation.start,
          }
        : {};
      const [row] = await tx
        .insert(reviews)
        .values({ ...review, ...verified, status: 'pending', source: 'visitor' })
        .returning({ id: reviews.id });
      const id = row!.id;
      // One variant a statement keeps each bound parameter list small (a large photo is ~1 MB).
      for (const photo of photos) await tx.insert(reviewPhotos).values({ ...photo, reviewId: id });
      return id;
    })
    .catch((error: unknown) => {
      if (error instanceof InvitationUsed) return 'used' as const;
      throw error;
    });
}

class InvitationUsed extends Error {}
