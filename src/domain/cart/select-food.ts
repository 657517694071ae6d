import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { findAccommodation } from './accommodation-rules.ts';
import { revalidateCart } from './validate-cart.ts';

/** Chooses a meal plan of the booked housing. */
export function selectFood(school: CartSchool, cart: CartState, foodId: number, now: Date): CartState {
  if (cart.accommodation.empty) throw new RangeError('no housing is booked to choose a meal plan in');
  const housing = findAccommodation(school, cart.accommodation.id);
  if (!housing.foods.some((food) => food.id === foodId))
    throw new RangeError(`accommodation ${housing.id} has no food ${foodId}`);
  return revalidateCart(school, { ...cart, accommodation: { ...cart.accommodation, food: foodId } }, now);
}
