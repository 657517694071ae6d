import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking behind a booking page address, or null. */
export async function findBookingByPublicId(db: Database, publicId: string): Promise<BookingRow | null> {
  const rows = await db.select().from(bookings).where(eq(bookings.publicId, publicId));
  return rows[0] ?? null;
}
