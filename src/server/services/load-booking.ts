import type { BookingView } from '../../domain/booking/booking-view.ts';
import { findBookingByPublicId } from '../db/queries/find-booking-by-public-id.ts';
import type { Database } from '../db/database.ts';
import { toBookingView } from './to-booking-view.ts';

// Anything else cannot be an id newPublicId made; it is not worth a query.
const PUBLIC_ID = /^[A-Za-z0-9_-]{32}$/;

/** The booking behind a booking page address, or null. */
export async function loadBooking(db: Database, publicId: string): Promise<BookingView | null> {
  if (!PUBLIC_ID.test(publicId)) return null;
  const row = await findBookingByPublicId(db, publicId);
  return row ? toBookingView(row) : null;
}
