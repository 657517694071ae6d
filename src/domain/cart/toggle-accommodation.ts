import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { noAccommodation } from './cart-state.ts';
import { revalidateCart } from './validate-cart.ts';
import { selectAccommodation } from './select-accommodation.ts';
import { firstSuitableHousing } from './housing-age-rules.ts';

/**
 * The 'without accommodation' switch (spec section 4). Off: id -1, empty, the duration and
 * dates errors go (a course that requires housing then shows 'must book'). On: the first
 * housing option is selected; a school without housing stays without, with the error if the
 * course requires it.
 */
export function toggleAccommodation(school: CartSchool, cart: CartState, on: boolean, now: Date): CartState {
  if (!on) return revalidateCart(school, { ...cart, accommodation: noAccommodation() }, now);
  const course = school.courses.find((c) => c.id === cart.course.id);
  const first = firstSuitableHousing(course, school.accommodations) ?? school.accommodations[0];
  if (!cart.accommodation.empty || !first) return revalidateCart(school, cart, now);
  return selectAccommodation(school, cart, first.id, now);
}
