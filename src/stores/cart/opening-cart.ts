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

/**
 * The opening cart as the page's JSON script holds it: the price answer whole, and the cart and
 * its query only where they differ from the answer's own (the answer repeats the cart it priced
 * and its query, so on a school page they are nearly always the same).
 */
export interface PackedOpeningCart {
  cart?: CartState;
  query?: string;
  price: CalculationData;
  catalogueVersion: number;
}

// The cart the answer priced, as the island holds it when it has no errors: the one a school page
// opens on nearly always (a cart with errors, written otherwise than the answer's, is kept whole).
const pricedCart = (price: CalculationData): CartState => ({ ...price.cart, errors: { hasErrors: false, list: [] } });
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The opening cart without what its price answer already says. */
export function packOpeningCart({ cart, query, price, catalogueVersion }: OpeningCart): PackedOpeningCart {
  return {
    ...(same(cart, pricedCart(price)) ? {} : { cart }),
    ...(query === price.query ? {} : { query }),
    price,
    catalogueVersion,
  };
}

/** The opening cart a page's JSON script holds, whole again. */
export function unpackOpeningCart(packed: PackedOpeningCart): OpeningCart {
  return {
    cart: packed.cart ?? pricedCart(packed.price),
    query: packed.query ?? packed.price.query,
    price: packed.price,
    catalogueVersion: packed.catalogueVersion,
  };
}
