import type { BookingView } from '../booking/booking-view.ts';
import { freeCancellationDeadline, type FreeCancellationDeadline } from './free-cancellation-deadline.ts';

/** The free-cancellation deadline of a stored booking: from when it was made, its course start and its school's zone. */
export function bookingCancellationDeadline(
  booking: Pick<BookingView, 'createdAt' | 'quote' | 'timeZone'>,
): FreeCancellationDeadline {
  return freeCancellationDeadline({
    bookedAt: new Date(booking.createdAt),
    courseStart: booking.quote.course.start,
    timeZone: booking.timeZone,
  });
}
