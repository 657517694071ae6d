import { isIsoDate } from '../dates/calendar.ts';
import { moveStartIfTooSoon } from '../dates/calendar-rules.ts';
import { findWeekRange } from '../pricing/pick-week-price.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { findCourse, firstCourseStart, nearestAllowedWeeks } from './course-rules.ts';
import { revalidateCart } from './validate-cart.ts';
import { withDefaultAccommodationDates } from './accommodation-rules.ts';

/**
 * Selects a course (spec section 4): weeks become the nearest allowed value within its
 * minWeeks…maxWeeks, the first price of the matching week range is taken, and the start (a
 * course-dependent choice) resets to the course's first selectable date, or to the start given
 * with the selection, moved a week on if it is too soon. Housing dates follow the course.
 */
export function changeCourse(
  school: CartSchool,
  cart: CartState,
  choice: { courseId: number; start?: string },
  now: Date,
): CartState {
  const course = findCourse(school, choice.courseId);
  const weeks = nearestAllowedWeeks(course, cart.course.weeks);
  const weekPrice = findWeekRange(course, weeks)?.prices[0]?.id ?? null;
  if (choice.start !== undefined && !isIsoDate(choice.start))
    throw new RangeError(`not a YYYY-MM-DD date: ${choice.start}`);
  const courseStart =
    choice.start === undefined ? firstCourseStart(course, weeks, now) : moveStartIfTooSoon(choice.start, now);
  const next = withDefaultAccommodationDates(school, {
    ...cart,
    course: { id: course.id, weeks, courseStart, weekPrice },
  });
  return revalidateCart(school, next, now);
}
