import type { CartSchool } from './cart-school.ts';
import type { CartState } from './cart-state.ts';
import { findAccommodation } from './accommodation-rules.ts';
import { revalidateCart } from './validate-cart.ts';

/** Chooses a room of the booked housing and re-checks the stay against its week limits. */
export function selectRoom(school: CartSchool, cart: CartState, roomId: number, now: Date): CartState {
  if (cart.accommodation.empty) throw new RangeError('no housing is booked to choose a room in');
  const housing = findAccommodation(school, cart.accommodation.id);
  if (!housing.rooms.some((room) => room.id === roomId))
    throw new RangeError(`accommodation ${housing.id} has no room ${roomId}`);
  return revalidateCart(school, { ...cart, accommodation: { ...cart.accommodation, room: roomId } }, now);
}
