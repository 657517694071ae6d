import type { CartIslandProps } from '#stores/cart/cart-island-props.ts';
import {
  packOpeningCart,
  unpackOpeningCart,
  type OpeningCart,
  type PackedOpeningCart,
} from '#stores/cart/opening-cart.ts';

/** What the school page's cart is made from: the island's props and the cart the page opens on. */
export type SchoolCartData = Omit<CartIslandProps, 'dictionary'> & { opening: OpeningCart };

/** The page's cart.json: the cart's data with its opening cart packed (opening-cart.ts). */
export type SchoolCartFile = Omit<SchoolCartData, 'opening'> & { opening: PackedOpeningCart };

// The build's render is handed each page's data; the browser fetches the page's cart.json once.
const primed = new Map<string, SchoolCartData>();
const loading = new Map<string, Promise<SchoolCartData>>();
// The pages rendered at once are far fewer: older entries go, so a 16,000-page build holds a few.
const KEPT = 64;

function keep<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEPT) map.delete(map.keys().next().value!);
}

/** The school page hands the server render its cart's data under the address of its cart.json. */
export function primeSchoolCartData(src: string, data: SchoolCartData): void {
  keep(primed, src, data);
}

/** The cart.json of a page: what the island fetches as it starts. */
export function schoolCartFile({ opening, ...data }: SchoolCartData): SchoolCartFile {
  return { ...data, opening: packOpeningCart(opening) };
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
      const { opening, ...file } = (await response.json()) as SchoolCartFile;
      const data: SchoolCartData = { ...file, opening: unpackOpeningCart(opening) };
      primed.set(src, data);
      return data;
    });
    // A failed load may be tried again by the next render.
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}
