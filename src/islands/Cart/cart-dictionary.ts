import { cartDictionaryPath } from '#stores/cart/cart-file-paths.ts';
import { islandDictionary } from '../island-dictionary.ts';

/** The cart's texts (/{culture}/cart-dictionary.json): primed by the school page's render, fetched when the cart hydrates. */
const texts = islandDictionary('cart', cartDictionaryPath);
export const primeCartDictionary = texts.prime;
export const cartDictionary = texts.get;
