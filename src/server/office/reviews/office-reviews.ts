import type { ModerationProblem } from '#domain/reviews/moderation-problem.ts';
import type { ReviewQueueQuery } from '#domain/reviews/review-moderation-fields.ts';
import type { ReviewPhotoRef } from '#server/reviews/index.ts';
import type { ModerationReviewRow } from '#server/reviews/index.ts';
import type { StaffMember } from '#server/staff/index.ts';

/** The office's review list holds this many a page. */
export const REVIEW_QUEUE_PAGE_SIZE = 20;

export interface ReviewQueuePage {
  items: ModerationReviewRow[];
  /** How many reviews the filter takes in all. */
  total: number;
  page: number;
  pageSize: number;
}

/** What became of a moderation: done (the review as it is now), no such review, or not allowed as it stands (409). */
export type ModerationOutcome =
  | { kind: 'done'; review: ModerationReviewRow }
  | { kind: 'notFound' }
  | { kind: 'conflict'; problem: ModerationProblem; message: string };

/** Who moderates, and from where (for the audit log). */
export interface Moderator {
  member: StaffMember;
  ip: string | null;
}

/**
 * Review moderation in the office: the queue, and approving, rejecting or editing one review.
 * Each change is written on the review (moderated_by, moderated_at) and to the staff audit log,
 * in one transaction.
 */
export interface OfficeReviews {
  list(query: ReviewQueueQuery): Promise<ReviewQueuePage>;
  find(id: number): Promise<ModerationReviewRow | null>;
  /** The photos visitors sent with these reviews (author's and stay's), by review, for the moderator to see. */
  photos(reviewIds: readonly number[]): Promise<Map<number, ReviewPhotoRef[]>>;
  /** Approves a pending review; it shows on the school page (island and rating) at once. */
  approve(id: number, by: Moderator): Promise<ModerationOutcome>;
  /** Rejects a pending review with a reason (already checked by reviewRejectionSchema). */
  reject(id: number, reason: string, by: Moderator): Promise<ModerationOutcome>;
  /** Replaces a visitor review's text (already checked by reviewEditSchema), keeping the visitor's words. */
  edit(id: number, text: string, by: Moderator): Promise<ModerationOutcome>;
  /** Publishes the school's reply under a review (dated today), or takes it down (null); not on a rejected review. */
  reply(id: number, text: string | null, by: Moderator): Promise<ModerationOutcome>;
  /** Mails the booking's visitor a new review invitation (replacing an unused one), from the booking's office page. */
  invite(bookingId: number, by: Moderator): Promise<InviteOutcome>;
}

/** What became of an invitation sent from the office. */
export type InviteOutcome =
  { kind: 'sent' } | { kind: 'notFound' } | { kind: 'cancelled' } | { kind: 'used' } | { kind: 'mailUnavailable' };
