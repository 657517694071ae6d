import type { CartState } from '#domain/cart/cart-state.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';

/**
 * The cart a school page opens on, priced by the pricing API when the page was built: the static
 * HTML shows it before the cart island hydrates, and the island starts from it. The island asks
 * for the price once more when it starts (the catalogue may have changed since the build); the
 * version says which catalogue the build priced.
 */
export interface OpeningCart {
  cart: CartState;
  /** The cart's query (short keys, s.id and culture included), as the island writes it. */
  query: string;
  /** The pricing API's answer for `query` at build time. */
  price: CalculationData;
  /** The catalogue version the build read (GET /api/health's catalogueVersion). */
  catalogueVersion: number;
}
