import type { BookingChangeDecision } from '#domain/office/booking-status-change.ts';
import { formatMoney } from '#domain/money/format-money.ts';
import { applyBookingChange, decideBookingChange, findLatestBookingChange } from '#server/bookings/index.ts';
import { findBookingById } from '#server/bookings/index.ts';
import { insertBookingEvent } from '#server/bookings/index.ts';
import { bookingPageUrl } from '#server/bookings/index.ts';
import { visitorChangeMail } from '#server/bookings/index.ts';
import { toBookingChangeView } from '#server/bookings/index.ts';
import type { StaffMember } from '#server/staff/index.ts';
import { toBookingView } from '#server/bookings/index.ts';
import type { OfficeDeps } from '../office-deps.ts';
import { loadOfficeBooking } from './load-office-booking.ts';
import type { DecideChangeOutcome } from './office-bookings.ts';

/**
 * Staff accept or refuse a visitor's change request. Accepting makes the changed stay and its
 * price (the preview the visitor saw: unchanged lines at their booked prices) the booking's;
 * refusing keeps the booking as booked. Either way the history records who decided and the visitor
 * gets a mail, in one transaction, so a decision is never recorded without its mail; without a
 * mail queue nothing is decided.
 */
export async function decideBookingChangeByStaff(
  deps: OfficeDeps,
  id: number,
  decision: BookingChangeDecision,
  actor: StaffMember,
): Promise<DecideChangeOutcome> {
  const queue = deps.mails.current;
  if (!queue) return { kind: 'mailUnavailable' };
  return deps.db.transaction(async (tx): Promise<DecideChangeOutcome> => {
    const row = await findBookingById(tx, id);
    if (!row) return { kind: 'notFound' };
    const latest = await findLatestBookingChange(tx, id);
    if (!latest || latest.id !== decision.changeId || latest.status !== 'pending') return { kind: 'notPending' };
    const at = deps.clock();
    const accept = decision.decision === 'accept';
    const booked = accept ? await applyBookingChange(tx, id, latest) : row;
    if (!booked) return { kind: 'closed', status: row.status };
    const decided = await decideBookingChange(tx, {
      id: latest.id,
      bookingId: id,
      status: accept ? 'accepted' : 'refused',
      at,
      staffId: actor.id,
      note: decision.note ?? null,
    });
    if (!decided) return { kind: 'notPending' };
    const money = (minor: number) => formatMoney(minor, row.currency, 'en');
    await insertBookingEvent(tx, {
      bookingId: id,
      at,
      kind: 'change',
      staffId: actor.id,
      staffName: actor.name,
      text: accept
        ? `Accepted the visitor's change: the total is ${money(latest.preview.total)} (was ${money(row.total)}).`
        : `Refused the visitor's change: ${decision.note ?? ''}`,
    });
    const view = toBookingView(booked);
    const pageUrl = bookingPageUrl(deps.config.baseAddress, view.culture, view.publicId);
    await queue.enqueue(tx, [
      {
        ...visitorChangeMail(view, toBookingChangeView(decided), accept ? 'accepted' : 'refused', {
          bookingId: id,
          pageUrl,
          agencyEmail: deps.config.agencyEmail,
        }),
        sentByStaffId: actor.id,
      },
    ]);
    const booking = await loadOfficeBooking(deps, tx, id);
    return { kind: 'decided', booking: booking! };
  });
}
