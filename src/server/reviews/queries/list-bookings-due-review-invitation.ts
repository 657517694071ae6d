import { and, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings, reviewInvitations } from '../../db/schema.ts';
import type { BookingRow } from '../../bookings/index.ts';

/**
 * Bookings not cancelled whose course's last day is before `today` and not before `oldestEnd`,
 * with no invitation yet, oldest course first, at most `limit` (the sweep takes them in batches).
 * The last day is the booked price answer's, so an accepted change of dates moves it.
 */
export function listBookingsDueReviewInvitation(
  db: Database,
  query: { today: string; oldestEnd: string; limit: number },
): Promise<BookingRow[]> {
  const courseEnd = sql`(${bookings.quote} -> 'course' ->> 'end')`;
  return db
    .select({ booking: bookings })
    .from(bookings)
    .leftJoin(reviewInvitations, sql`${reviewInvitations.bookingId} = ${bookings.id}`)
    .where(
      and(
        ne(bookings.status, 'cancelled'),
        isNull(reviewInvitations.id),
        sql`${courseEnd} < ${query.today}`,
        sql`${courseEnd} >= ${query.oldestEnd}`,
      ),
    )
    .orderBy(courseEnd, bookings.id)
    .limit(query.limit)
    .then((rows) => rows.map((row) => row.booking));
}
