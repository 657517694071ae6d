import type { BookingChangeView } from '#domain/booking-change/booking-change-view.ts';
import type { BookingChangeRow } from '#server/bookings/queries/booking-change-rows.ts';

/** A stored change request as the booking page, the office and the mails read it. */
export function toBookingChangeView(row: BookingChangeRow): BookingChangeView {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    note: row.note,
    summary: row.summary,
    quote: row.quote,
    cartQuery: row.cartQuery,
    preview: row.preview,
  };
}
