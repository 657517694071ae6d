import type { Culture } from '#domain/culture.ts';

// Apart from cart-island-props.ts, which reads the dictionaries: the island imports this one.
/** Where a culture's cart texts are served (src/pages/[culture]/cart-dictionary.json.ts). */
export const cartDictionaryPath = (culture: Culture) => `/${culture}/cart-dictionary.json`;

/**
 * Where a school page's cart data is served, beside the page
 * (src/pages/[culture]/[language]/[country]/[city]/[school]/cart.json.ts).
 */
export const schoolCartDataPath = (schoolPagePath: string) => `${schoolPagePath}cart.json`;
