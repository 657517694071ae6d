import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { bookingEvents } from '../../db/schema.ts';
import type { BookingEventRow } from './booking-event-row.ts';

/** A booking's history, oldest first. */
export async function listBookingEvents(db: Database, bookingId: number): Promise<BookingEventRow[]> {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
}
