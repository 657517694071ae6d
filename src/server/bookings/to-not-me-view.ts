import type { NotMeView } from '#domain/booking/not-me-view.ts';
import type { BookingRow } from './queries/find-booking-by-public-id.ts';

/** What the "this was not me" page may show of a booking. */
export function toNotMeView(row: BookingRow): NotMeView {
  return {
    reference: row.reference,
    culture: row.culture,
    schoolName: row.summary.school.name,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}
