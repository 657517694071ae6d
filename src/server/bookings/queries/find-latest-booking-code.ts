import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingCodes } from '../../db/schema.ts';

export type BookingCodeRow = typeof bookingCodes.$inferSelect;

/**
 * The latest one-time code of a booking, or null, locked for the caller's transaction so that two
 * tries at once count twice and one right code is used once.
 */
export async function findLatestBookingCode(db: Database, bookingId: number): Promise<BookingCodeRow | null> {
  const rows = await db
    .select()
    .from(bookingCodes)
    .where(eq(bookingCodes.bookingId, bookingId))
    .orderBy(desc(bookingCodes.id))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}
