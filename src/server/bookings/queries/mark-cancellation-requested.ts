import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/**
 * Records the visitor's request to cancel after the free window, once: null when it was already
 * asked for or the booking is completed or cancelled. Staff decide; the status does not change.
 */
export async function markCancellationRequested(
  db: Database,
  request: { bookingId: number; at: Date },
): Promise<BookingRow | null> {
  const rows = await db
    .update(bookings)
    .set({ cancellationRequestedAt: request.at })
    .where(
      and(
        eq(bookings.id, request.bookingId),
        inArray(bookings.status, ['new', 'confirmed', 'deposit-paid']),
        isNull(bookings.cancellationRequestedAt),
      ),
    )
    .returning();
  return rows[0] ?? null;
}
