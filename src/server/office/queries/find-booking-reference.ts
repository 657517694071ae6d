import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';

/** The reference the visitor quotes for a booking (its row id), or null when there is no such booking. */
export async function findBookingReference(db: Database, bookingId: number): Promise<string | null> {
  const rows = await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, bookingId));
  return rows[0]?.reference ?? null;
}
