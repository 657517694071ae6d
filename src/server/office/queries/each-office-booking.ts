import type { BookingListQuery } from '#domain/office/booking-list-query.ts';
import type { Database } from '../../db/database.ts';
import { selectBookingListRows, type OfficeBookingListRow } from './office-booking-list-sql.ts';

/**
 * Every booking the list's filters match, in the list's order, a batch at a time: the CSV export
 * may cover the whole table, and a batch keeps memory flat whatever its size.
 */
export async function* eachOfficeBooking(
  db: Database,
  query: BookingListQuery,
  batch = 2000,
): AsyncGenerator<OfficeBookingListRow[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await selectBookingListRows(db, query, batch, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
