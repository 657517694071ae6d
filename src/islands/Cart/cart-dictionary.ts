import type { Culture } from '#domain/culture.ts';
import { cartDictionaryPath } from '#stores/cart/cart-file-paths.ts';

type CartDictionary = Record<string, string>;

// The build's render has the dictionaries at hand (primed by the school page); the browser fetches
// its culture's file once, when the cart hydrates.
const known = new Map<Culture, CartDictionary>();
const loading = new Map<Culture, Promise<CartDictionary>>();

/** The build's school page hands the server render its culture's part, so the static HTML has every text. */
export function primeCartDictionary(culture: Culture, dictionary: CartDictionary): void {
  known.set(culture, dictionary);
}

/**
 * The cart's texts in a culture: at once where known, else a promise of the culture's file
 * (/{culture}/cart-dictionary.json), which React's `use` waits for, keeping the static HTML as it
 * is until then.
 */
export function cartDictionary(culture: Culture): CartDictionary | Promise<CartDictionary> {
  const ready = known.get(culture);
  if (ready) return ready;
  let promise = loading.get(culture);
  if (!promise) {
    promise = fetch(cartDictionaryPath(culture), { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`cart dictionary: HTTP ${response.status}`);
      const dictionary = (await response.json()) as CartDictionary;
      known.set(culture, dictionary);
      return dictionary;
    });
    // A failed load may be tried again by the next render.
    promise.catch(() => loading.delete(culture));
    loading.set(culture, promise);
  }
  return promise;
}
