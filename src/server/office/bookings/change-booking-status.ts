import { canMoveBooking } from '#domain/booking/booking-status.ts';
import type { BookingStatusChange } from '#domain/office/booking-status-change.ts';
import { findBookingById } from '#server/bookings/index.ts';
import { insertBookingEvent } from '#server/bookings/index.ts';
import { moveBookingStatus } from '#server/bookings/index.ts';
import { bookingPageUrl } from '#server/bookings/index.ts';
import { bookingStatusMail } from '#server/bookings/index.ts';
import { toBookingView } from '#server/bookings/index.ts';
import type { StaffMember } from '#server/staff/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { loadOfficeBooking } from './load-office-booking.ts';
import type { ChangeStatusOutcome } from './office-bookings.ts';

/**
 * Moves a booking along the workflow (src/domain/booking/booking-status.ts): the new state, the
 * history entry with who and when, and, when asked, the visitor's mail, all in one transaction,
 * so a confirmation is never recorded without its mail nor mailed without being recorded.
 */
export async function changeBookingStatus(
  deps: OfficeDeps,
  id: number,
  change: BookingStatusChange,
  actor: StaffMember,
): Promise<ChangeStatusOutcome> {
  const queue = deps.mails.current;
  if (change.notify && !queue) return { kind: 'mailUnavailable' };
  return deps.db.transaction(async (tx): Promise<ChangeStatusOutcome> => {
    const current = await findBookingById(tx, id);
    if (!current) return { kind: 'notFound' };
    if (!canMoveBooking(current.status, change.to)) return { kind: 'notAllowed', from: current.status, to: change.to };
    const at = deps.clock();
    const moved = await moveBookingStatus(tx, { id, from: current.status, to: change.to, at, reason: change.reason });
    if (!moved) {
      const now = await findBookingById(tx, id);
      return { kind: 'changedMeanwhile', status: now?.status ?? current.status };
    }
    await insertBookingEvent(tx, {
      bookingId: id,
      at,
      kind: 'status',
      staffId: actor.id,
      staffName: actor.name,
      fromStatus: current.status,
      toStatus: change.to,
      text: change.reason ?? null,
    });
    let mailQueued = false;
    if (change.notify && queue && (change.to === 'confirmed' || change.to === 'cancelled')) {
      const view = toBookingView(moved);
      const pageUrl = bookingPageUrl(deps.config.baseAddress, view.culture, view.publicId);
      await queue.enqueue(tx, [
        {
          ...bookingStatusMail(view, change.to, {
            bookingId: id,
            pageUrl,
            agencyEmail: deps.config.agencyEmail,
            reason: change.reason,
          }),
          sentByStaffId: actor.id,
        },
      ]);
      mailQueued = true;
    }
    const booking = await loadOfficeBooking(deps, tx, id);
    return { kind: 'changed', booking: booking!, mailQueued };
  });
}
