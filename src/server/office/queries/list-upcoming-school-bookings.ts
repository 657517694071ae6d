import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { CalcParams } from '#domain/booking/calc-params.ts';
import type { BookingStatus } from '#domain/booking/booking-status.ts';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';

export interface UpcomingBookingRow {
  id: number;
  reference: string;
  name: string;
  courseStart: string;
  calcParams: CalcParams;
  status: BookingStatus;
  total: number;
  currency: string;
}

/** A school's bookings whose course starts on `today` or later and that are not cancelled, soonest first (at most `limit`). */
export function listUpcomingSchoolBookings(
  db: Database,
  schoolId: number,
  today: string,
  limit: number,
): Promise<UpcomingBookingRow[]> {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      courseStart: bookings.courseStart,
      calcParams: bookings.calcParams,
      status: bookings.status,
      total: bookings.total,
      currency: bookings.currency,
    })
    .from(bookings)
    .where(and(eq(bookings.schoolId, schoolId), gte(bookings.courseStart, today), ne(bookings.status, 'cancelled')))
    .orderBy(asc(bookings.courseStart), asc(bookings.id))
    .limit(limit);
}
