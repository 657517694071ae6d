import { bookingCancellationDeadline } from '../../domain/booking-manage/booking-cancellation-deadline.ts';
import { isWithinFreeCancellation } from '../../domain/booking-manage/free-cancellation-deadline.ts';
import type { BookingManageView } from '../../domain/booking-manage/booking-manage-view.ts';
import { findSchoolById } from '../db/queries/find-school-by-id.ts';
import type { BookingDeps } from './booking-deps.ts';
import { loadBooking } from './load-booking.ts';

/**
 * The booking page as the visitor's place to manage the booking: the booking as its page may show
 * it, its free-cancellation deadline and whether it is still open now, and the school's terms
 * (what a cancellation after the window costs), from today's catalogue.
 */
export async function loadBookingManage(deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>, publicId: string): Promise<BookingManageView | null> {
  const booking = await loadBooking(deps, publicId);
  if (!booking) return null;
  const deadline = bookingCancellationDeadline(booking);
  const school = await findSchoolById(deps.db, booking.summary.school.id);
  const base = deps.config.blobStorageUrl.replace(/\/+$/, '');
  return {
    booking,
    freeUntil: deadline.lastMinute.toISOString(),
    withinFreeWindow: isWithinFreeCancellation(deadline, deps.clock()),
    termsUrl: school ? `${base}/terms/${school.terms}` : null,
  };
}
