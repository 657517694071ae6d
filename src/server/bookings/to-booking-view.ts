import type { BookingView } from '#domain/booking/booking-view.ts';
import type { BookingRow } from './queries/find-booking-by-public-id.ts';

/** A stored booking as the page and the mails read it. */
export function toBookingView(row: BookingRow): BookingView {
  return {
    publicId: row.publicId,
    reference: row.reference,
    culture: row.culture,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone,
    marketingAgreed: row.marketingAgreed,
    summary: row.summary,
    quote: row.quote,
    cartQuery: row.cartQuery,
    status: row.status,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    cancellationReason: row.cancellationReason,
    timeZone: row.timeZone ?? 'UTC',
    cancellationRequestedAt: row.cancellationRequestedAt ? row.cancellationRequestedAt.toISOString() : null,
  };
}
