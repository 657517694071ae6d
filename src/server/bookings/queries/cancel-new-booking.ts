import { and, eq } from 'drizzle-orm';
import type { CancellationReason } from '#domain/booking/booking-status.ts';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/**
 * Cancels a booking that nobody has acted on yet ('new'), found by its "this was not me" token,
 * and returns it as cancelled; null when there is none or it is no longer new. The status in the
 * condition decides, so two clicks at once cancel (and tell the agency) once.
 */
export async function cancelNewBooking(
  db: Database,
  cancellation: { notMeToken: string; reason: CancellationReason; at: Date },
): Promise<BookingRow | null> {
  const rows = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      statusChangedAt: cancellation.at,
      cancelledAt: cancellation.at,
      cancellationReason: cancellation.reason,
    })
    .where(and(eq(bookings.notMeToken, cancellation.notMeToken), eq(bookings.status, 'new')))
    .returning();
  return rows[0] ?? null;
}
