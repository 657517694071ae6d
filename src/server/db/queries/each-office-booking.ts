import type { BookingListQuery } from '../../../domain/office/booking-list-query.ts';
import type { Database } from '../database.ts';
import { bookings } from '../schema.ts';
import { bookingListColumns, bookingListConditions, bookingListOrder, type OfficeBookingListRow } from './office-booking-list-sql.ts';

/**
 * Every booking the list's filters match, in the list's order, a batch at a time: the CSV export
 * may cover the whole table, and a batch keeps memory flat whatever its size.
 */
export async function* eachOfficeBooking(db: Database, query: BookingListQuery, batch = 2000): AsyncGenerator<OfficeBookingListRow[]> {
  const where = bookingListConditions(query);
  for (let offset = 0; ; offset += batch) {
    const rows = await db.select(bookingListColumns).from(bookings).where(where).orderBy(...bookingListOrder(query.sort, query.dir)).limit(batch).offset(offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
