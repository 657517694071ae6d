import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { Culture } from '#domain/culture.ts';

/** What the cart store is made for: one school page in one culture. */
export interface CartPage {
  culture: Culture;
  school: CartSchool;
  /** The school page's path, to which the cart's query is added. */
  path: string;
}
