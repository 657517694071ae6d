import { and, eq } from 'drizzle-orm';
import type { BookingStatus } from '#domain/booking/booking-status.ts';
import type { Database } from '../../db/database.ts';
import { bookings } from '../../db/schema.ts';
import type { BookingRow } from './find-booking-by-public-id.ts';

/**
 * Moves a booking from one state to another and returns it; null when it is no longer in the
 * state the change was decided on (someone else moved it meanwhile): the condition decides, so
 * two people pressing "Confirm" at once confirm it, and mail the visitor, once. A cancellation
 * by staff carries their reason.
 */
export async function moveBookingStatus(
  db: Database,
  move: { id: number; from: BookingStatus; to: BookingStatus; at: Date; reason?: string | undefined },
): Promise<BookingRow | null> {
  const cancelling = move.to === 'cancelled';
  const rows = await db
    .update(bookings)
    .set({
      status: move.to,
      statusChangedAt: move.at,
      ...(cancelling
        ? { cancelledAt: move.at, cancellationReason: 'staff' as const, cancellationNote: move.reason ?? null }
        : {}),
    })
    .where(and(eq(bookings.id, move.id), eq(bookings.status, move.from)))
    .returning();
  return rows[0] ?? null;
}
