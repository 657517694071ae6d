import { createContext, useContext } from 'react';
import type { Rates } from '#domain/catalogue/rates-schema.ts';
import type { Culture } from '#domain/culture.ts';
import type { Translate } from '#i18n/translate-with-dictionary.ts';
import type { CartStore } from '#stores/cart/create-cart-store.ts';
import type { CartViewSchool } from '#stores/cart/cart-island-props.ts';

/** What every part of the cart island reads: the store, the school, the translator. */
export interface CartContextValue {
  store: CartStore;
  school: CartViewSchool;
  culture: Culture;
  t: Translate;
  rates: Rates;
  searchPath: string;
  japaneseTagline: string;
  confirmationWorkingDays: number;
}

export const CartContext = createContext<CartContextValue | null>(null);

/** The cart island's context; its parts are only rendered inside CartIsland. */
export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('a cart part is rendered outside CartIsland');
  return value;
}
