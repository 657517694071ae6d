import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * Flips one direction of the chosen transfer ('to' the airport, 'from' the airport). At least one
 * must stay on (spec section 4): turning off the last one leaves the cart as it was.
 */
export function toggleTransferDirection(
  school: CartSchool,
  cart: CartState,
  direction: 'to' | 'from',
  now: Date,
): CartState {
  if (cart.transfer.empty) return revalidateCart(school, cart, now);
  const flipped = { ...cart.transfer, [direction]: !cart.transfer[direction] };
  if (!flipped.to && !flipped.from) return revalidateCart(school, cart, now);
  return revalidateCart(school, { ...cart, transfer: flipped }, now);
}
