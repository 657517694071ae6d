import { addDays } from '../dates/calendar.ts';

/** How long an invitation's link works (issue 30: 90 days). */
export const REVIEW_INVITATION_DAYS = 90;

/** The instant an invitation made at `now` stops working. */
export function invitationExpiry(now: Date): Date {
  return new Date(now.getTime() + REVIEW_INVITATION_DAYS * 86_400_000);
}

/**
 * The earliest last course day the sweep still invites for on `today`: a course that ended longer
 * ago than an invitation lasts is not invited for (a database restored from long ago, a server
 * that was off for months), so nobody gets a mail about a stay from years back.
 */
export function oldestInvitedCourseEnd(today: string): string {
  return addDays(today, -REVIEW_INVITATION_DAYS);
}

/** Why a review's invitation link cannot be used; the form shows these words. */
export type InvitationProblem = 'unknown' | 'expired' | 'used' | 'cancelled' | 'other-school';

/** Whether an invitation can still be used for a review of `schoolId` at `now`. */
export function invitationProblem(
  invitation: { expiresAt: Date; usedAt: Date | null; bookingCancelled: boolean; schoolId: number },
  schoolId: number,
  now: Date,
): InvitationProblem | null {
  if (invitation.usedAt !== null) return 'used';
  if (invitation.bookingCancelled) return 'cancelled';
  if (now.getTime() >= invitation.expiresAt.getTime()) return 'expired';
  if (invitation.schoolId !== schoolId) return 'other-school';
  return null;
}
