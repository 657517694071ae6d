import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { changeCourse } from './change-course.ts';
import { addDays, utcToday } from '../dates/calendar.ts';
import { CALENDAR_RULES } from '../dates/calendar-rules.ts';
import { isBookable } from './bookable-cart.ts';
import { cartCourseStarts, isCourseAvailable, nearestAllowedWeeks, openingCourseStart } from './course-rules.ts';
import { firstBookableStart, nearestBookableStay } from './nearest-bookable-stay.ts';
import { noAccommodation, noTransfer } from './cart-state.ts';
import { selectAccommodation } from './select-accommodation.ts';
import { firstSuitableHousing } from './housing-age-rules.ts';

/**
 * The cart a school page opens with when the URL says nothing: a coherent stay a visitor could
 * book as it stands (issue 12). The given course (else the first available one, else the
 * first), the given weeks made allowed (else its minimum), the opening start (at least 28 days
 * away when the course allows it), no transfer, and no housing unless the course can only be
 * booked with it: then the school's first housing open to the course's ages, as selecting it
 * would give. A refused combination is moved to a bookable one when there is one (bookableOpening).
 */
export function initialCart(
  school: CartSchool,
  now: Date,
  options: { courseId?: number; weeks?: number } = {},
): CartState {
  const course =
    school.courses.find((c) => c.id === options.courseId) ??
    school.courses.find((c) => isCourseAvailable(c, now)) ??
    school.courses[0];
  if (!course) throw new RangeError(`school ${school.id} has no course`);
  const weeks = nearestAllowedWeeks(course, options.weeks ?? course.minWeeks);
  const blank: CartState = {
    course: { id: course.id, weeks, courseStart: '', weekPrice: null },
    accommodation: noAccommodation(),
    transfer: noTransfer(),
    errors: { hasErrors: false, list: [] },
  };
  const cart = changeCourse(school, blank, { courseId: course.id, start: openingCourseStart(course, weeks, now) }, now);
  const firstHousing = firstSuitableHousing(course, school.accommodations) ?? school.accommodations[0];
  const opening =
    course.isAccommodationRequired && firstHousing ? selectAccommodation(school, cart, firstHousing.id, now) : cart;
  return opening.accommodation.empty ? opening : bookableOpening(school, opening, now);
}

/**
 * The opening cart with housing moved off a refused combination (pricing model, 'Choices the cart makes'): the
 * first start at least 28 days away whose stay can be booked (its default housing dates free),
 * else the nearest bookable stay, else the cart as it is, with its errors.
 */
function bookableOpening(school: CartSchool, cart: CartState, now: Date): CartState {
  if (isBookable(school, cart, now)) return cart;
  const balanceFrom = addDays(utcToday(now), CALENDAR_RULES.balanceDaysBeforeStart);
  const later = cartCourseStarts(school, cart, now).filter(
    (start) => start >= balanceFrom && start !== cart.course.courseStart,
  );
  return firstBookableStart(school, cart, later, now) ?? nearestBookableStay(school, cart, now);
}
