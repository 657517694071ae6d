import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';

export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'id' | 'visitorMailStatus' | 'agencyMailStatus' | 'mailError' | 'createdAt'
>;

/**
 * Stores a booking unless one with the same form token exists. The unique constraint decides,
 * so two submits racing each other store one row: the loser gets null and reads the winner's.
 */
export async function insertBooking(
  db: Database,
  booking: NewBooking,
): Promise<{ id: number; publicId: string } | null> {
  const rows = await db
    .insert(bookings)
    .values(booking)
    .onConflictDoNothing({ target: bookings.token })
    .returning({ id: bookings.id, publicId: bookings.publicId });
  return rows[0] ?? null;
}
