import { decideBookingChange, findLatestBookingChange } from '#server/bookings/queries/booking-change-rows.ts';
import { findBookingByPublicId } from '#server/bookings/queries/find-booking-by-public-id.ts';
import { insertBookingEvent } from '#server/bookings/queries/insert-booking-event.ts';
import { agencyChangeMail } from '#server/bookings/mails/agency-change-mail.ts';
import { bookingPageUrl } from '#server/bookings/mails/booking-page-url.ts';
import type { BookingDeps } from '../booking-deps.ts';
import type { CodeRefusal } from '#domain/booking-manage/one-time-code.ts';
import { spendBookingCode } from '../spend-booking-code.ts';
import { toBookingView } from '../to-booking-view.ts';
import { toBookingChangeView } from './to-booking-change-view.ts';

export type WithdrawChangeOutcome = { kind: 'withdrawn' } | { kind: 'noPending' } | CodeRefusal | { kind: 'notFound' };

/**
 * The visitor takes back a change request staff have not decided on yet, with a mailed code like
 * any other action on the booking; the booking stays as booked and the agency is told.
 */
export async function withdrawBookingChange(
  deps: BookingDeps,
  request: { publicId: string; code: unknown },
): Promise<WithdrawChangeOutcome> {
  return deps.db.transaction(async (tx): Promise<WithdrawChangeOutcome> => {
    const row = await findBookingByPublicId(tx, request.publicId);
    if (!row) return { kind: 'notFound' };
    const latest = await findLatestBookingChange(tx, row.id);
    if (!latest || latest.status !== 'pending') return { kind: 'noPending' };
    const now = deps.clock();
    const refused = await spendBookingCode(tx, row.id, request.code, now);
    if (refused) return refused;
    const withdrawn = await decideBookingChange(tx, { id: latest.id, bookingId: row.id, status: 'withdrawn', at: now });
    if (!withdrawn) return { kind: 'noPending' };
    await insertBookingEvent(tx, {
      bookingId: row.id,
      at: now,
      kind: 'change',
      text: 'The visitor withdrew their change request from the booking page, with the mailed code. The booking stays as booked.',
    });
    const booking = toBookingView(row);
    const options = {
      bookingId: row.id,
      pageUrl: bookingPageUrl(deps.config.baseAddress, booking.culture, booking.publicId),
      agencyEmail: deps.config.agencyEmail,
    };
    await deps.mails.enqueue(tx, [agencyChangeMail(booking, toBookingChangeView(withdrawn), 'withdrawn', options)]);
    return { kind: 'withdrawn' };
  });
}
