import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/**
 * Cancels a booking the visitor may still cancel (not completed, not cancelled) with the reason
 * 'visitor-free-window', and returns it; null when it has moved on meanwhile. The status in the
 * condition decides, so two presses at once cancel (and mail) once.
 */
export async function cancelBookingByVisitor(
  db: Database,
  cancellation: { bookingId: number; at: Date },
): Promise<BookingRow | null> {
  const rows = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      statusChangedAt: cancellation.at,
      cancelledAt: cancellation.at,
      cancellationReason: 'visitor-free-window',
    })
    .where(and(eq(bookings.id, cancellation.bookingId), inArray(bookings.status, ['new', 'confirmed', 'deposit-paid'])))
    .returning();
  return rows[0] ?? null;
}
