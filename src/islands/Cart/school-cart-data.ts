import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import type { OpeningCart } from '#stores/cart/opening-cart.ts';

/** What the school page's cart is made from: the island's props, with the build's opening cart. */
export type SchoolCartData = Omit<CartIslandProps, 'dictionary'> & { opening: OpeningCart };

// The build's render is handed each page's data (and forgets it once read); the browser reads it
// from the page's JSON script.
const primed = new Map<string, SchoolCartData>();

/** The school page hands the server render its cart's data under the id of the page's JSON script. */
export function primeSchoolCartData(id: string, data: SchoolCartData): void {
  primed.set(id, data);
}

/**
 * The cart's data: on the server the primed one; in the browser the page's
 * `<script type="application/json" id="…">`, plain JSON, where island props would be Astro's
 * serialisation (every value wrapped, every quote an entity: half again as large).
 */
export function schoolCartData(id: string): SchoolCartData {
  const known = primed.get(id);
  if (known) {
    if (typeof document === 'undefined') primed.delete(id);
    return known;
  }
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`the school page has no cart data #${id}`);
  const data = JSON.parse(text) as SchoolCartData;
  primed.set(id, data);
  return data;
}
