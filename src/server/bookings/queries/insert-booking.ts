import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';

export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'id' | 'visitorMailStatus' | 'agencyMailStatus' | 'mailError' | 'createdAt'
>;

/**
 * Stores a booking unless one with the same form token exists. The unique constraints decide, so
 * two submits racing each other store one row: the loser gets null and reads the winner's. A null
 * with no booking under the token means the random reference (or page id) was taken: the caller
 * draws again. Nothing is raised, so the transaction stays usable either way.
 */
export async function insertBooking(
  db: Database,
  booking: NewBooking,
): Promise<{ id: number; publicId: string; reference: string } | null> {
  const rows = await db
    .insert(bookings)
    .values(booking)
    .onConflictDoNothing()
    .returning({ id: bookings.id, publicId: bookings.publicId, reference: bookings.reference });
  return rows[0] ?? null;
}
