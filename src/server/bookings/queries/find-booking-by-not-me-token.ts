import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/** The booking whose confirmation carried this "this was not me" link, or null. */
export async function findBookingByNotMeToken(db: Database, token: string): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.notMeToken, token));
  return rows[0] ?? null;
}
