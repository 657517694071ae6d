import { pickWeekPrice } from '../pricing/pick-week-price.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { findCourse } from './course-rules.ts';
import { revalidateCart } from './validate-cart.ts';
import { withDefaultAccommodationDates } from './accommodation-rules.ts';

/**
 * Changes the number of course weeks (spec section 4): inside the current range the price
 * option stays; outside it, the new range's option with the same lessons per week, else its
 * first. A range without options leaves no option and raises the course error. Weeks outside
 * minWeeks…maxWeeks are kept and raise the duration error (the selector never offers them).
 */
export function changeWeeks(school: CartSchool, cart: CartState, weeks: number, now: Date): CartState {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`weeks must be a positive integer, got ${weeks}`);
  const course = findCourse(school, cart.course.id);
  const choice = pickWeekPrice(course, weeks, cart.course.weekPrice);
  const weekPrice = choice.ok ? choice.option.id : null;
  const next = withDefaultAccommodationDates(school, { ...cart, course: { ...cart.course, weeks, weekPrice } });
  return revalidateCart(school, next, now);
}
