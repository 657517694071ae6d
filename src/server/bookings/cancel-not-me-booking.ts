import type { NotMeView } from '#domain/booking/not-me-view.ts';
import { isLinkToken } from '#domain/text/links.ts';
import { cancelNewBooking } from './queries/cancel-new-booking.ts';
import { findBookingByNotMeToken } from './queries/find-booking-by-not-me-token.ts';
import { insertBookingEvent } from './queries/insert-booking-event.ts';
import { agencyNotMeMail } from './mails/agency-not-me-mail.ts';
import { bookingPageUrl } from './mails/booking-page-url.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toBookingView } from './to-booking-view.ts';
import { toNotMeView } from './to-not-me-view.ts';

export type NotMeOutcome =
  | { kind: 'cancelled'; booking: NotMeView }
  | { kind: 'alreadyCancelled'; booking: NotMeView }
  /** Staff have moved it on (confirmed, paid…): only they can stop it now. */
  | { kind: 'inProgress'; booking: NotMeView }
  | { kind: 'notFound' };

/**
 * The page's button: cancels a booking request that nobody has acted on yet and queues the
 * agency's notice in the same transaction. Pressing it again, or twice at once, cancels and tells
 * once. The visitor gets no further mail: the address may belong to a stranger.
 */
export async function cancelNotMeBooking(deps: BookingDeps, token: string): Promise<NotMeOutcome> {
  if (!isLinkToken(token)) return { kind: 'notFound' };
  return deps.db.transaction(async (tx): Promise<NotMeOutcome> => {
    const at = deps.clock();
    const cancelled = await cancelNewBooking(tx, { notMeToken: token, reason: 'not-me', at });
    if (cancelled) {
      // The office's history shows it as the visitor's doing (no staff member).
      await insertBookingEvent(tx, {
        bookingId: cancelled.id,
        at,
        kind: 'status',
        fromStatus: 'new',
        toStatus: 'cancelled',
        text: 'The owner of the e-mail address said they had not made this booking ("this was not me").',
      });
      const booking = toBookingView(cancelled);
      const pageUrl = bookingPageUrl(deps.config.baseAddress, booking.culture, booking.publicId);
      await deps.mails.enqueue(tx, [
        agencyNotMeMail(booking, { bookingId: cancelled.id, pageUrl, agencyEmail: deps.config.agencyEmail }),
      ]);
      return { kind: 'cancelled', booking: toNotMeView(cancelled) };
    }
    const row = await findBookingByNotMeToken(tx, token);
    if (!row) return { kind: 'notFound' };
    return { kind: row.status === 'cancelled' ? 'alreadyCancelled' : 'inProgress', booking: toNotMeView(row) };
  });
}
