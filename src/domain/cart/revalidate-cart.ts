import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { validateCart } from './validate-cart.ts';

/** The same cart with its error list brought up to date; every cart action ends here. */
export function revalidateCart(school: CartSchool, cart: CartState, now: Date): CartState {
  return { ...cart, errors: validateCart(school, cart, now) };
}
