import type { Database } from '../../db/database.ts';
import { bookingEvents } from '../../db/schema.ts';
import type { BookingEventRow, NewBookingEvent } from './booking-event-row.ts';

/** Adds an entry to a booking's history (in the caller's transaction, with the change it records). */
export async function insertBookingEvent(db: Database, event: NewBookingEvent): Promise<BookingEventRow> {
  const rows = await db.insert(bookingEvents).values(event).returning();
  return rows[0]!;
}
