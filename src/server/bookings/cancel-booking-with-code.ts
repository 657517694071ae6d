import {
  bookingCancellationDeadline,
  isWithinFreeCancellation,
} from '#domain/booking-manage/free-cancellation-deadline.ts';
import { cancelBookingByVisitor } from './queries/cancel-booking-by-visitor.ts';
import { findBookingByPublicId } from './queries/find-booking-by-public-id.ts';
import { insertBookingEvent } from './queries/insert-booking-event.ts';
import { markCancellationRequested } from './queries/mark-cancellation-requested.ts';
import { agencyVisitorCancellationMail } from './mails/agency-visitor-cancellation-mail.ts';
import { bookingPageUrl } from './mails/booking-page-url.ts';
import { visitorCancellationMail } from './mails/visitor-cancellation-mail.ts';
import type { BookingDeps } from './booking-deps.ts';
import type { CodeRefusal } from '#domain/booking-manage/one-time-code.ts';
import { spendBookingCode } from './spend-booking-code.ts';
import { toBookingView } from './to-booking-view.ts';

export type CancelWithCodeOutcome =
  /** Within the free window: cancelled at once. */
  | { kind: 'cancelled' }
  /** After it: a request staff decide on. */
  | { kind: 'requested' }
  | { kind: 'alreadyRequested' }
  | CodeRefusal
  | { kind: 'closed' }
  | { kind: 'notFound' };

/**
 * The booking page's cancel button, with the code mailed to the booking's address: within the
 * free-cancellation window it cancels the booking (reason 'visitor-free-window'); after it, it
 * records a cancellation request for staff. Either way the booking's history gets an entry and the
 * visitor and the agency get a mail, in the same transaction. A wrong code counts as a try.
 */
export async function cancelBookingWithCode(
  deps: BookingDeps,
  request: { publicId: string; code: unknown },
): Promise<CancelWithCodeOutcome> {
  return deps.db.transaction(async (tx): Promise<CancelWithCodeOutcome> => {
    const row = await findBookingByPublicId(tx, request.publicId);
    if (!row) return { kind: 'notFound' };
    if (row.status === 'cancelled' || row.status === 'completed') return { kind: 'closed' };
    const now = deps.clock();
    const refused = await spendBookingCode(tx, row.id, request.code, now);
    if (refused) return refused;
    const before = toBookingView(row);
    const deadline = bookingCancellationDeadline(before);
    const pageUrl = bookingPageUrl(deps.config.baseAddress, before.culture, before.publicId);
    const mailOptions = { bookingId: row.id, pageUrl, agencyEmail: deps.config.agencyEmail };
    if (isWithinFreeCancellation(deadline, now)) {
      const cancelled = await cancelBookingByVisitor(tx, { bookingId: row.id, at: now });
      if (!cancelled) return { kind: 'closed' };
      await insertBookingEvent(tx, {
        bookingId: row.id,
        at: now,
        kind: 'status',
        fromStatus: row.status,
        toStatus: 'cancelled',
        text: 'The visitor cancelled from the booking page, with the mailed code, within the free-cancellation window (visitor, within free window).',
      });
      const booking = toBookingView(cancelled);
      await deps.mails.enqueue(tx, [
        visitorCancellationMail(booking, 'cancelled', mailOptions),
        agencyVisitorCancellationMail(booking, 'cancelled', {
          ...mailOptions,
          deadline: deadline.lastMinute.toISOString(),
        }),
      ]);
      return { kind: 'cancelled' };
    }
    const requested = await markCancellationRequested(tx, { bookingId: row.id, at: now });
    if (!requested) return { kind: 'alreadyRequested' };
    await insertBookingEvent(tx, {
      bookingId: row.id,
      at: now,
      kind: 'cancellation-request',
      text: 'The visitor asked, from the booking page with the mailed code, to cancel after the free-cancellation window. Decide under the school\u2019s terms.',
    });
    const booking = toBookingView(requested);
    await deps.mails.enqueue(tx, [
      visitorCancellationMail(booking, 'requested', mailOptions),
      agencyVisitorCancellationMail(booking, 'requested', {
        ...mailOptions,
        deadline: deadline.lastMinute.toISOString(),
      }),
    ]);
    return { kind: 'requested' };
  });
}
