import { pickWeekPrice } from '../pricing/pick-week-price.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { changeCourse } from './change-course.ts';
import { nearestAllowedWeeks } from './course-rules.ts';
import { revalidateCart } from './validate-cart.ts';
import { withDefaultAccommodationDates } from './accommodation-rules.ts';

/**
 * Picks a week package (price option, the URL's c.w). An option of another course selects that
 * course first. When the option's week range does not contain the current weeks, the weeks move
 * to the nearest count the range and the course both allow.
 */
export function changeWeekPrice(school: CartSchool, cart: CartState, weekPriceId: number, now: Date): CartState {
  const course = school.courses.find((c) =>
    c.courseWeeks.some((range) => range.prices.some((option) => option.id === weekPriceId)),
  );
  if (!course) throw new RangeError(`school ${school.id} has no week price ${weekPriceId}`);
  const base = course.id === cart.course.id ? cart : changeCourse(school, cart, { courseId: course.id }, now);
  const range = course.courseWeeks.find((r) => r.prices.some((option) => option.id === weekPriceId));
  let weeks = base.course.weeks;
  if (range && (weeks < range.from || (range.to !== null && weeks > range.to))) {
    weeks = nearestAllowedWeeks(
      { minWeeks: Math.max(range.from, course.minWeeks), maxWeeks: Math.min(range.to ?? Infinity, course.maxWeeks) },
      weeks,
    );
  }
  const moved = weeks !== base.course.weeks;
  // When the course limits keep the weeks out of the option's range, the cart holds the option
  // the price will really use, so c.w never names an option that is not charged.
  const picked = pickWeekPrice(course, weeks, weekPriceId);
  const next = { ...base, course: { ...base.course, weeks, weekPrice: picked.ok ? picked.option.id : null } };
  return revalidateCart(school, moved ? withDefaultAccommodationDates(school, next) : next, now);
}
