import { bookingPageView, type BookingPageView } from '#domain/booking/booking-page-view.ts';
import { findBookingByPublicId } from '../db/queries/find-booking-by-public-id.ts';
import { isoDay } from '../clock.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toBookingView } from './to-booking-view.ts';

// Anything else cannot be an id newPublicId made; it is not worth a query.
const PUBLIC_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * The booking behind a booking page address as the page may show it, or null: whoever has the
 * link sees the contact masked, and not at all once the privacy period after the course is over.
 */
export async function loadBooking(deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>, publicId: string): Promise<BookingPageView | null> {
  if (!PUBLIC_ID.test(publicId)) return null;
  const row = await findBookingByPublicId(deps.db, publicId);
  return row ? bookingPageView(toBookingView(row), { today: isoDay(deps.clock()), privacyDays: deps.config.bookingPagePrivacyDays }) : null;
}
