import { isIsoDate } from '../dates/is-iso-date.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { courseEndDate } from './course-end-date.ts';
import { defaultAccommodationDates } from './default-accommodation-dates.ts';

/**
 * The cart with its housing dates reset to span the course (spec section 4: changing course,
 * weeks or start does this). The room and meal plan stay; the caller re-checks duration.
 */
export function withDefaultAccommodationDates(school: CartSchool, cart: CartState): CartState {
  if (cart.accommodation.empty) return cart;
  const housing = school.accommodations.find((a) => a.id === cart.accommodation.id);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const { courseStart, weeks } = cart.course;
  if (!housing || !course || !isIsoDate(courseStart) || weeks < 1) return cart;
  const dates = defaultAccommodationDates(housing, courseStart, courseEndDate(course, courseStart, weeks));
  return { ...cart, accommodation: { ...cart.accommodation, ...dates } };
}
