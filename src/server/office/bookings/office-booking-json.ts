import type { OfficeBookingListRow } from '#server/office/queries/office-booking-list-sql.ts';
import type { OfficeBookingDetail } from './office-bookings.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A row of the list as /api/office/bookings answers it (money in minor units, as everywhere in the API). */
export function officeBookingListJson(row: OfficeBookingListRow) {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * One booking as /api/office/bookings/:id answers it: the booking as stored, its history and its
 * mails (their state, not their words: the Mail section shows those).
 */
export function officeBookingJson(booking: OfficeBookingDetail) {
  return {
    id: booking.id,
    ...booking.view,
    schoolId: booking.schoolId,
    schoolListed: booking.schoolListed,
    pageUrl: booking.pageUrl,
    cartUrl: booking.cartUrl,
    statusChangedAt: iso(booking.statusChangedAt),
    cancellationNote: booking.cancellationNote,
    change: booking.change,
    history: booking.events.map((event) => ({
      id: event.id,
      at: event.at.toISOString(),
      kind: event.kind,
      staffId: event.staffId,
      staffName: event.staffName,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      text: event.text,
      mailId: event.mailId,
    })),
    mails: booking.mails.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      status: mail.status,
      attempts: mail.attempts,
      lastError: mail.lastError,
      createdAt: mail.createdAt.toISOString(),
      lastAttemptAt: iso(mail.lastAttemptAt),
      sentAt: iso(mail.sentAt),
    })),
  };
}
