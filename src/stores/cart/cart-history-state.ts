import type { CartState } from '#domain/cart/cart-state.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';

/** What a history entry of the school page keeps, so back and forward show it without asking again. */
export interface CartHistoryState {
  cart: CartState;
  price: CalculationData | null;
}

/** Whether a history entry's state is one the cart wrote. */
export function isCartHistoryState(state: unknown): state is { cart: CartHistoryState } {
  const inner = (state as { cart?: { cart?: { course?: unknown } } } | null)?.cart;
  return typeof inner === 'object' && inner !== null && typeof inner.cart?.course === 'object';
}
