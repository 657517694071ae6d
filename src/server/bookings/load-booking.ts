import { bookingPageView, type BookingPageView } from '#domain/booking/booking-page-view.ts';
import { findBookingByPublicId, type BookingRow } from './queries/find-booking-by-public-id.ts';
import { isoDay } from '../clock.ts';
import type { BookingDeps } from './booking-deps.ts';
import { toBookingView } from './to-booking-view.ts';

// Anything else cannot be an id newPublicId made; it is not worth a query.
const PUBLIC_ID = /^[A-Za-z0-9_-]{32}$/;

/** The booking behind a booking page address, or null (an address newPublicId cannot have made is not looked up). */
export async function findBookingRow(deps: Pick<BookingDeps, 'db'>, publicId: string): Promise<BookingRow | null> {
  return PUBLIC_ID.test(publicId) ? findBookingByPublicId(deps.db, publicId) : null;
}

/**
 * A booking as its page may show it: whoever has the link sees the contact masked, and not at all
 * once the privacy period after the course is over.
 */
export function toBookingPageView(deps: Pick<BookingDeps, 'clock' | 'config'>, row: BookingRow): BookingPageView {
  return bookingPageView(toBookingView(row), {
    today: isoDay(deps.clock()),
    privacyDays: deps.config.bookingPagePrivacyDays,
  });
}

/** The booking behind a booking page address as the page may show it, or null. */
export async function loadBooking(
  deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>,
  publicId: string,
): Promise<BookingPageView | null> {
  const row = await findBookingRow(deps, publicId);
  return row ? toBookingPageView(deps, row) : null;
}
