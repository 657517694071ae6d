import type { ReviewSource, ReviewStatus } from './review-terms.ts';

/** What staff may do to a review in the office. */
export type ModerationAction = 'approve' | 'reject' | 'edit';

/** Why an action cannot be done to a review as it stands (each a 409 in the API). */
export type ModerationProblem = 'notPending' | 'contentReview';

/**
 * Whether staff may do an action to a review: only a pending review is approved or rejected (a
 * decision is not taken twice, nor silently reversed); a content review's text belongs to the
 * content files, where the next seed would restore it, so it is not edited here.
 */
export function moderationProblem(
  review: { status: ReviewStatus; source: ReviewSource },
  action: ModerationAction,
): ModerationProblem | null {
  if (action === 'edit') return review.source === 'content' ? 'contentReview' : null;
  return review.status === 'pending' ? null : 'notPending';
}

/** The sentence the office and the API give for a problem. */
export function moderationProblemMessage(problem: ModerationProblem, status: ReviewStatus): string {
  return problem === 'contentReview'
    ? 'this review comes from the content files and cannot be edited in the office; change it in content/reviews/ instead'
    : `only a pending review can be approved or rejected; this one is ${status} already`;
}
