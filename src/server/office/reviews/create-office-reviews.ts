import {
  moderationProblem,
  moderationProblemMessage,
  type ModerationAction,
} from '#domain/reviews/moderation-problem.ts';
import { isoDay } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { countModerationReviews } from '#server/reviews/index.ts';
import { editVisitorReviewText } from '#server/reviews/index.ts';
import { findModerationReview } from '#server/reviews/index.ts';
import { insertStaffAudit } from '#server/staff/index.ts';
import { listModerationReviews } from '#server/reviews/index.ts';
import { listReviewPhotoIds } from '#server/reviews/index.ts';
import { moderatePendingReview } from '#server/reviews/index.ts';
import type { StaffAuditAction } from '#server/db/schema.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { replyToReview } from '#server/reviews/index.ts';
import { findBookingById } from '#server/bookings/index.ts';
import { sendReviewInvitation } from '../../reviews/index.ts';
import {
  REVIEW_QUEUE_PAGE_SIZE,
  type ModerationOutcome,
  type Moderator,
  type OfficeReviews,
} from './office-reviews.ts';

const AUDIT_ACTIONS: Record<ModerationAction | 'reply', StaffAuditAction> = {
  approve: 'review-approved',
  reject: 'review-rejected',
  edit: 'review-edited',
  reply: 'review-replied',
};

/** Review moderation over the office's database and clock. */
export function createOfficeReviews({
  db,
  clock,
  config,
  mails,
}: Pick<OfficeDeps, 'db' | 'clock' | 'config' | 'mails'>): OfficeReviews {
  /**
   * One moderation in one transaction: the change (whose own condition decides a race), then
   * the audit line; when the change did not apply, the review as it stands says why.
   */
  const moderate = (
    id: number,
    action: ModerationAction | 'reply',
    by: Moderator,
    change: (tx: Database, at: Date) => Promise<boolean>,
    detail: Record<string, string> = {},
  ) =>
    db.transaction(async (tx): Promise<ModerationOutcome> => {
      const at = clock();
      if (!(await change(tx, at))) {
        const review = await findModerationReview(tx, id);
        if (!review) return { kind: 'notFound' };
        // Only a rejected review refuses a reply: it is never shown.
        if (action === 'reply')
          return {
            kind: 'conflict',
            problem: 'notPending',
            message: 'a rejected review is never shown, so it takes no reply',
          };
        const problem = moderationProblem(review, action);
        // The change's condition and the rule agree, so a problem is always found; if not, say the rule's.
        return {
          kind: 'conflict',
          problem: problem ?? 'notPending',
          message: moderationProblemMessage(problem ?? 'notPending', review.status),
        };
      }
      const review = await findModerationReview(tx, id);
      if (!review) throw new Error(`review ${id} was just changed but cannot be read back`);
      await insertStaffAudit(tx, {
        at,
        action: AUDIT_ACTIONS[action],
        actorId: by.member.id,
        ip: by.ip,
        detail: { review: String(id), school: String(review.schoolId), ...detail },
      });
      return { kind: 'done', review };
    });

  return {
    async list(query) {
      const filter = { status: query.status, schoolId: query.school };
      const [items, total] = await Promise.all([
        listModerationReviews(db, filter, {
          limit: REVIEW_QUEUE_PAGE_SIZE,
          offset: (query.page - 1) * REVIEW_QUEUE_PAGE_SIZE,
        }),
        countModerationReviews(db, filter),
      ]);
      return { items, total, page: query.page, pageSize: REVIEW_QUEUE_PAGE_SIZE };
    },
    find: (id) => findModerationReview(db, id),
    photos: (reviewIds) => listReviewPhotoIds(db, reviewIds, ['author', 'review']),
    approve: (id, by) =>
      moderate(id, 'approve', by, (tx, at) =>
        moderatePendingReview(tx, id, { status: 'approved', approveDate: isoDay(at) }, { staffId: by.member.id, at }),
      ),
    reject: (id, reason, by) =>
      moderate(
        id,
        'reject',
        by,
        (tx, at) =>
          moderatePendingReview(tx, id, { status: 'rejected', rejectionReason: reason }, { staffId: by.member.id, at }),
        { reason },
      ),
    edit: (id, text, by) =>
      moderate(id, 'edit', by, (tx, at) => editVisitorReviewText(tx, id, text, { staffId: by.member.id, at })),
    reply: (id, text, by) =>
      moderate(id, 'reply', by, (tx, at) => replyToReview(tx, id, { text, date: isoDay(at), staffId: by.member.id }), {
        reply: text === null ? 'removed' : 'published',
      }),
    async invite(bookingId, by) {
      const queue = mails.current;
      if (!queue) return { kind: 'mailUnavailable' };
      const booking = await findBookingById(db, bookingId);
      if (!booking) return { kind: 'notFound' };
      return sendReviewInvitation({ db, clock, config, mails: queue }, booking, by.member.id);
    },
  };
}
