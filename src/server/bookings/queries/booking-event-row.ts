import type { bookingEvents } from '../../db/schema.ts';

/** One entry of a booking's history: a status change, a note or a resent mail. */
export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** What is written to add an entry (the id is the database's). */
export type NewBookingEvent = typeof bookingEvents.$inferInsert;
