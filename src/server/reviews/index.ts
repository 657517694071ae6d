// What the reviews feature offers the rest of the server: other features import it only from here (eslint.config.js).
export { approvedReviewStars } from './queries/approved-review-stars.ts';
export { countModerationReviews } from './queries/count-moderation-reviews.ts';
export { countSchoolReviewsByStatus } from './queries/count-school-reviews-by-status.ts';
export { editVisitorReviewText } from './queries/edit-visitor-review-text.ts';
export { findModerationReview } from './queries/find-moderation-review.ts';
export { listApprovedReviews } from './queries/list-approved-reviews.ts';
export { listModerationReviews } from './queries/list-moderation-reviews.ts';
export { listRecentReviews } from './queries/list-recent-reviews.ts';
export { type ReviewPhotoRef, listReviewPhotoIds } from './queries/list-review-photo-ids.ts';
export { moderatePendingReview } from './queries/moderate-pending-review.ts';
export type { ModerationReviewRow } from './queries/moderation-review-row.ts';
export { replyToReview } from './queries/reply-to-review.ts';
export { sendReviewInvitation } from './review-invitations.ts';
