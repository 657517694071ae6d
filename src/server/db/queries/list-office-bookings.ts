import { count } from 'drizzle-orm';
import type { BookingListQuery } from '../../../domain/office/booking-list-query.ts';
import type { Database } from '../database.ts';
import { bookings } from '../schema.ts';
import { bookingListColumns, bookingListConditions, bookingListOrder, type OfficeBookingListRow } from './office-booking-list-sql.ts';

/** One page of the office's booking list, and how many bookings match in all. */
export async function listOfficeBookings(db: Database, query: BookingListQuery): Promise<{ rows: OfficeBookingListRow[]; total: number }> {
  const where = bookingListConditions(query);
  const [rows, totals] = await Promise.all([
    db
      .select(bookingListColumns)
      .from(bookings)
      .where(where)
      .orderBy(...bookingListOrder(query.sort, query.dir))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

