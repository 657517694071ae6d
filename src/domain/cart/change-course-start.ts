import { isIsoDate } from '../dates/calendar.ts';
import { moveStartIfTooSoon } from '../dates/calendar-rules.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { revalidateCart } from './validate-cart.ts';
import { withDefaultAccommodationDates } from './accommodation-rules.ts';

/**
 * Sets the course start. A start less than three days away (or past the Monday cutoff) moves
 * one week later (spec section 4). Housing dates follow, as the course end moved with it.
 */
export function changeCourseStart(school: CartSchool, cart: CartState, start: string, now: Date): CartState {
  if (!isIsoDate(start)) throw new RangeError(`not a YYYY-MM-DD date: ${start}`);
  const courseStart = moveStartIfTooSoon(start, now);
  const next = withDefaultAccommodationDates(school, { ...cart, course: { ...cart.course, courseStart } });
  return revalidateCart(school, next, now);
}
