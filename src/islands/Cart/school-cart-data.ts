import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import type { OpeningCart } from '#stores/cart/opening-cart.ts';

/** What the school page's cart is made from: the island's props, with the build's opening cart. */
export type SchoolCartData = Omit<CartIslandProps, 'dictionary'> & { opening: OpeningCart };

// The build's render is handed each page's data, the browser reads it from the page's JSON script.
const primed = new Map<string, SchoolCartData>();
// The pages rendered at once are far fewer: older entries go, so a 16,000-page build holds a few.
const KEPT = 64;

/** The school page hands the server render its cart's data under the id of the page's JSON script. */
export function primeSchoolCartData(id: string, data: SchoolCartData): void {
  primed.delete(id);
  primed.set(id, data);
  if (primed.size > KEPT) primed.delete(primed.keys().next().value!);
}

/**
 * The cart's data: on the server the primed one; in the browser the page's
 * `<script type="application/json" id="…">`, plain JSON, where island props would be Astro's
 * serialisation (every value wrapped, every quote an entity: half again as large).
 */
export function schoolCartData(id: string): SchoolCartData {
  const known = primed.get(id);
  if (known) return known;
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`the school page has no cart data #${id}`);
  const data = JSON.parse(text) as SchoolCartData;
  primed.set(id, data);
  return data;
}
