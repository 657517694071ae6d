import type { Culture } from '../culture.ts';
import type { BookingView } from '../booking/booking-view.ts';
import { addDays, isIsoDate } from '../dates/calendar.ts';
import { dayInZone, startOfDayInZone } from '../dates/time-zone.ts';
import { formatMomentInZone } from '../dates/format-moment.ts';

/** How many calendar days after the booking day a visitor may still cancel free of charge (spec sections 2 and 9). */
export const FREE_CANCELLATION_DAYS = 3;

/**
 * When free cancellation ends. `until` is the first instant at which it no longer applies: the
 * midnight after the third calendar day following the booking day, on the school's clocks, or
 * the first moment of the course start day (school's clocks) when that is earlier. `lastMinute`
 * is the minute shown to people (23:59 of that last day).
 */
export interface FreeCancellationDeadline {
  until: Date;
  lastMinute: Date;
  /** Whether the course start cut the three days short. */
  cappedByCourseStart: boolean;
}

/**
 * The free-cancellation deadline of a booking made at `bookedAt` for a course starting on
 * `courseStart` (YYYY-MM-DD) at a school in `timeZone`: the end of the third calendar day after
 * the booking day, both read on the school's clocks, and never later than the course start.
 * Booked on Monday at 23:59 or at 00:01, the booking day is Monday either way, and it ends when
 * Thursday ends; a minute later (Tuesday 00:00) it would end with Friday.
 */
export function freeCancellationDeadline(booking: {
  bookedAt: Date;
  courseStart: string;
  timeZone: string;
}): FreeCancellationDeadline {
  if (!isIsoDate(booking.courseStart)) throw new RangeError(`not a YYYY-MM-DD date: ${booking.courseStart}`);
  const bookingDay = dayInZone(booking.bookedAt, booking.timeZone);
  const windowEnd = startOfDayInZone(addDays(bookingDay, FREE_CANCELLATION_DAYS + 1), booking.timeZone);
  const courseBegins = startOfDayInZone(booking.courseStart, booking.timeZone);
  const capped = courseBegins.getTime() < windowEnd.getTime();
  const until = capped ? courseBegins : windowEnd;
  return { until, lastMinute: new Date(until.getTime() - 60_000), cappedByCourseStart: capped };
}

/** Whether a visitor may still cancel free of charge at `now`. */
export function isWithinFreeCancellation(deadline: FreeCancellationDeadline, now: Date): boolean {
  return now.getTime() < deadline.until.getTime();
}

/** The deadline's last minute as the culture writes it on the school's clocks and on the visitor's. */
export function formatFreeCancellationDeadline(
  deadline: FreeCancellationDeadline,
  culture: Culture,
  zones: { school: string; visitor: string },
): { school: string; visitor: string; iso: string } {
  return {
    school: formatMomentInZone(deadline.lastMinute, culture, zones.school),
    visitor: formatMomentInZone(deadline.lastMinute, culture, zones.visitor),
    iso: deadline.lastMinute.toISOString(),
  };
}

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
