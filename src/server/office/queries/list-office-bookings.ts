import { count } from 'drizzle-orm';
import type { BookingListQuery } from '#domain/office/booking-list-query.ts';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import { bookingListConditions, selectBookingListRows, type OfficeBookingListRow } from './office-booking-list-sql.ts';

/** One page of the office's booking list, and how many bookings match in all. */
export async function listOfficeBookings(
  db: Database,
  query: BookingListQuery,
): Promise<{ rows: OfficeBookingListRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectBookingListRows(db, query, query.size, (query.page - 1) * query.size),
    db.select({ total: count() }).from(bookings).where(bookingListConditions(query)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
