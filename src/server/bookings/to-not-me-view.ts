import { bookingReference } from '#domain/booking/booking-reference.ts';
import type { NotMeView } from '#domain/booking/not-me-view.ts';
import type { BookingRow } from './queries/find-booking-by-public-id.ts';

/** What the "this was not me" page may show of a booking. */
export function toNotMeView(row: BookingRow): NotMeView {
  return {
    reference: bookingReference(row.id),
    culture: row.culture,
    schoolName: row.summary.school.name,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}
