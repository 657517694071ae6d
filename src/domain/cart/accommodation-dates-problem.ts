import type { DateRange } from '../dates/date-range.ts';
import { isIsoDate } from '../dates/is-iso-date.ts';
import { weekdayOf } from '../dates/weekday-of.ts';
import { accommodationStay } from '../pricing/accommodation-stay.ts';
import type { AccommodationRules } from './cart-school.ts';
import { housingWindow } from './housing-window.ts';
import { isStayBlocked } from './is-stay-blocked.ts';

export type AccommodationDatesProblem = 'notADate' | 'housingOutsideCourse' | 'inThePast' | 'wrongArrivalDay' | 'wrongDepartureDay' | 'endNotAfterStart' | 'shorterThanMinimum' | 'fullyBooked';

/**
 * Why housing dates are invalid (spec section 5), or null: both real dates, inside the course's
 * housing window when the course's first and last day are given (pricing model, 'Coherence of a
 * cart': checked first, as no weekday makes such a stay right), arrival not before today, on the
 * arrival and departure weekdays, departure after arrival, at least the housing's minimum weeks,
 * and no fully booked day in between. The room's own limits are the duration error, checked apart.
 */
export function accommodationDatesProblem(
  accommodation: Pick<AccommodationRules, 'arrivalDay' | 'departureDay' | 'minWeeks' | 'availabilityOptions'>,
  start: string | null,
  end: string | null,
  today: string,
  course: DateRange | null = null,
): AccommodationDatesProblem | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'notADate';
  if (course) {
    const window = housingWindow(course.start, course.end);
    if (start < window.start || end > window.end) return 'housingOutsideCourse';
  }
  if (start < today) return 'inThePast';
  if (weekdayOf(start) !== accommodation.arrivalDay) return 'wrongArrivalDay';
  if (weekdayOf(end) !== accommodation.departureDay) return 'wrongDepartureDay';
  if (end <= start) return 'endNotAfterStart';
  if (accommodationStay(start, end).weeks < Math.max(1, accommodation.minWeeks)) return 'shorterThanMinimum';
  return isStayBlocked(accommodation, start, end) ? 'fullyBooked' : null;
}
