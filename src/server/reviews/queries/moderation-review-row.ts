import { eq } from 'drizzle-orm';
import type { Culture } from '#domain/culture.ts';
import type { ReviewSource, ReviewStatus } from '#domain/reviews/review-terms.ts';
import { reviews, schools, staffMembers } from '../../db/schema.ts';

/** The columns the office shows of a review: the review, its school's name, and who moderated it last. */
export const moderationReviewColumns = {
  id: reviews.id,
  schoolId: reviews.schoolId,
  schoolName: schools.name,
  schoolSlug: schools.slug,
  culture: reviews.culture,
  authorName: reviews.authorName,
  authorCountry: reviews.authorCountry,
  authorCity: reviews.authorCity,
  start: reviews.start,
  end: reviews.end,
  schoolStars: reviews.schoolStars,
  courseStars: reviews.courseStars,
  accommodationStars: reviews.accommodationStars,
  spareTimeStars: reviews.spareTimeStars,
  text: reviews.text,
  originalText: reviews.originalText,
  status: reviews.status,
  source: reviews.source,
  creationDate: reviews.creationDate,
  approveDate: reviews.approveDate,
  moderatedBy: reviews.moderatedBy,
  moderatedByName: staffMembers.name,
  moderatedAt: reviews.moderatedAt,
  rejectionReason: reviews.rejectionReason,
  bookingId: reviews.bookingId,
  replyText: reviews.replyText,
  replyDate: reviews.replyDate,
};

/** The joins those columns need (the moderator may be gone: a left join). */
export const moderationReviewJoins = {
  school: eq(schools.id, reviews.schoolId),
  moderator: eq(staffMembers.id, reviews.moderatedBy),
};

/** A review as the office reads it. */
export interface ModerationReviewRow {
  id: number;
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  culture: Culture;
  authorName: string;
  authorCountry: string;
  authorCity: string;
  start: string;
  end: string;
  schoolStars: number;
  courseStars: number;
  accommodationStars: number | null;
  spareTimeStars: number | null;
  text: string;
  originalText: string | null;
  status: ReviewStatus;
  source: ReviewSource;
  creationDate: string;
  approveDate: string | null;
  moderatedBy: string | null;
  /** Null when nobody moderated it, or the account is gone. */
  moderatedByName: string | null;
  moderatedAt: Date | null;
  rejectionReason: string | null;
  /** The booking whose invitation it was written from (a verified review); null otherwise. */
  bookingId: number | null;
  /** The school's published reply and its day; null when none. */
  replyText: string | null;
  replyDate: string | null;
}
