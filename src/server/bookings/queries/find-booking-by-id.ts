import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/** The booking with this number (the reference's digits), or null. */
export async function findBookingById(db: Database, id: number): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.id, id));
  return rows[0] ?? null;
}
