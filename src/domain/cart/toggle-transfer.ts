import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { noTransfer } from './cart-state.ts';
import { revalidateCart } from './validate-cart.ts';

/**
 * The transfer switch (spec section 4). On selects the first transfer with both directions
 * (arrival and departure, the usual airport pick-up and drop-off); off, the 'do not book'
 * switch, clears it, which raises the transfer error when the housing requires one.
 */
export function toggleTransfer(school: CartSchool, cart: CartState, on: boolean, now: Date): CartState {
  if (!on) return revalidateCart(school, { ...cart, transfer: noTransfer() }, now);
  const first = school.transfers[0];
  if (!cart.transfer.empty || !first) return revalidateCart(school, cart, now);
  return revalidateCart(school, { ...cart, transfer: { id: first.id, to: true, from: true, empty: false } }, now);
}
