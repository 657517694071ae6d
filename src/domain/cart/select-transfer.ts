import { type CartState, NO_TRANSFER_ID, noTransfer } from './cart-state.ts';
import type { CartSchool } from './cart-school.ts';
import { revalidateCart } from './validate-cart.ts';

/** Chooses a transfer by id (0 = none); chosen directions carry over, a first choice books both ways. */
export function selectTransfer(school: CartSchool, cart: CartState, transferId: number, now: Date): CartState {
  if (transferId === NO_TRANSFER_ID) return revalidateCart(school, { ...cart, transfer: noTransfer() }, now);
  if (!school.transfers.some((t) => t.id === transferId))
    throw new RangeError(`school ${school.id} has no transfer ${transferId}`);
  const directions = cart.transfer.empty
    ? { to: true, from: true }
    : { to: cart.transfer.to, from: cart.transfer.from };
  return revalidateCart(school, { ...cart, transfer: { id: transferId, ...directions, empty: false } }, now);
}
