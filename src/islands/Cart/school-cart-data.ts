import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import { unpackOpeningCart, type OpeningCart, type PackedOpeningCart } from '#stores/cart/opening-cart.ts';

/** What the school page's cart is made from besides its opening cart: the island's props. */
export type SchoolCartData = Omit<CartIslandProps, 'dictionary'>;

// The build's render is handed each page's data; the browser fetches the page's cart.json once.
const primed = new Map<string, SchoolCartData>();
const loading = new Map<string, Promise<SchoolCartData>>();
const openings = new Map<string, OpeningCart>();
// The pages rendered at once are far fewer: older entries go, so a 16,000-page build holds a few.
const KEPT = 64;

function keep<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
}

/**
 * The school page hands the server render its cart's data under the address of its cart.json, and
 * its opening cart under the id of the page's JSON script.
 */
export function primeSchoolCartData(src: string, data: SchoolCartData, openingId: string, opening: OpeningCart): void {
  keep(primed, src, data);
  keep(openings, openingId, opening);
}

/**
 * The cart's data: at once where known (the build's render), else a promise of the page's
 * cart.json, which React's `use` waits for, keeping the static HTML as it is until then.
 */
export function schoolCartData(src: string): SchoolCartData | Promise<SchoolCartData> {
  const known = primed.get(src);
  if (known) return known;
  let promise = loading.get(src);
  if (!promise) {
    promise = fetch(src, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`cart data: HTTP ${response.status}`);
      const data = (await response.json()) as SchoolCartData;
      primed.set(src, data);
      return data;
    });
    // A failed load may be tried again by the next render.
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/**
 * The opening cart: on the server the primed one; in the browser the page's
 * `<script type="application/json" id="…">`, plain JSON, where island props would be Astro's
 * serialisation (every value wrapped, every quote an entity: half again as large), packed
 * (src/stores/cart/opening-cart.ts).
 */
export function openingCartData(id: string): OpeningCart {
  const known = openings.get(id);
  if (known) return known;
  const text = document.getElementById(id)?.textContent;
  if (!text) throw new Error(`the school page has no opening cart #${id}`);
  const opening = unpackOpeningCart(JSON.parse(text) as PackedOpeningCart);
  openings.set(id, opening);
  return opening;
}
