import type { Culture } from '#domain/culture.ts';

// Apart from cart-island-props.ts, which reads the dictionaries: the island imports this one.
/** Where a culture's cart texts are served (src/pages/[culture]/cart-dictionary.json.ts). */
export const cartDictionaryPath = (culture: Culture) => `/${culture}/cart-dictionary.json`;
