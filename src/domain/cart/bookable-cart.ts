import { quoteCart } from '../pricing/quote-cart.ts';
import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';

/**
 * The total of a cart that can be booked as it stands at `now`, or null: bookable means no cart
 * error and every chosen line priced, the same test the pricing endpoint applies before it answers
 * with a price (spec section 5).
 */
export function bookableTotal(school: CartSchool, cart: CartState, now: Date): number | null {
  return quoteCart(school, cart, { now }).answer?.total ?? null;
}

/** Whether a cart can be booked as it stands at `now` (see bookableTotal). */
export function isBookable(school: CartSchool, cart: CartState, now: Date): boolean {
  return bookableTotal(school, cart, now) !== null;
}
