import { culturePath, absoluteUrl } from '#domain/routes/site-url.ts';
import { invitationExpiry, oldestInvitedCourseEnd } from '#domain/reviews/review-invitation.ts';
import { isoDay, type Clock } from '../clock.ts';
import type { Config } from '../config/env.ts';
import type { Database } from '../db/database.ts';
import type { BookingRow } from '../bookings/index.ts';
import { insertReviewInvitation, replaceReviewInvitation } from './queries/insert-review-invitation.ts';
import { listBookingsDueReviewInvitation } from './queries/list-bookings-due-review-invitation.ts';
import type { MailQueue } from '../mail/index.ts';
import { reviewInvitationMail } from './mails/review-invitation-mail.ts';
import { toBookingView } from '../bookings/index.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';

export interface ReviewInvitationDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'baseAddress'>;
  mails: Pick<MailQueue, 'enqueue'>;
}

/** Bookings the sweep takes per transaction: a long backlog is mailed in several short ones. */
const SWEEP_BATCH = 50;

/** The school page's address that opens the review form with the invitation's secret. */
export function reviewInvitationUrl(
  baseAddress: string,
  booking: Pick<BookingRow, 'culture' | 'summary'>,
  token: string,
): string {
  return `${absoluteUrl(baseAddress, culturePath(booking.culture, booking.summary.school.link))}?${new URLSearchParams({ invitation: token })}#reviews`;
}

/** Stores the invitation and queues its mail in one transaction; false when the booking had one already (the sweep's). */
async function invite(deps: ReviewInvitationDeps, booking: BookingRow, staffId: string | null): Promise<boolean> {
  const now = deps.clock();
  const token = newInvitationToken();
  return deps.db.transaction(async (tx) => {
    const invitation = {
      bookingId: booking.id,
      tokenHash: hashInvitationToken(token),
      createdAt: now,
      expiresAt: invitationExpiry(now),
      sentByStaffId: staffId,
    };
    const id =
      staffId === null ? await insertReviewInvitation(tx, invitation) : await replaceReviewInvitation(tx, invitation);
    if (id === null) return false;
    await deps.mails.enqueue(tx, [
      reviewInvitationMail(toBookingView(booking), {
        bookingId: booking.id,
        reviewUrl: reviewInvitationUrl(deps.config.baseAddress, booking, token),
        sentByStaffId: staffId,
      }),
    ]);
    return true;
  });
}

/**
 * Invites every booking whose course has ended (and was not cancelled) and has no invitation yet,
 * in batches, each invitation with its mail in one transaction. Safe to run on several instances
 * at once: the unique booking of an invitation lets one of them mail it. Returns how many were sent.
 */
export async function sweepReviewInvitations(deps: ReviewInvitationDeps): Promise<number> {
  const today = isoDay(deps.clock());
  let sent = 0;
  for (;;) {
    const due = await listBookingsDueReviewInvitation(deps.db, {
      today,
      oldestEnd: oldestInvitedCourseEnd(today),
      limit: SWEEP_BATCH,
    });
    for (const booking of due) if (await invite(deps, booking, null)) sent += 1;
    if (due.length < SWEEP_BATCH) return sent;
  }
}

export type StaffInvitationOutcome = { kind: 'sent' } | { kind: 'cancelled' } | { kind: 'used' };

/**
 * Staff send the invitation from the booking's office page (before the sweep would, or again when
 * the mail was lost): a new link replaces an unused one. A cancelled booking is not invited, and a
 * booking whose review is written has nothing left to invite.
 */
export async function sendReviewInvitation(
  deps: ReviewInvitationDeps,
  booking: BookingRow,
  staffId: string,
): Promise<StaffInvitationOutcome> {
  if (booking.status === 'cancelled') return { kind: 'cancelled' };
  return (await invite(deps, booking, staffId)) ? { kind: 'sent' } : { kind: 'used' };
}
