import type { PriceList } from '../catalogue/price-list-schema.ts';
import type { CartSchool } from '../cart/cart-school.ts';
import type { CartState } from '../cart/cart-state.ts';
import { priceListInForce } from './price-list-in-force.ts';

/**
 * The list that prices a cart's housing and transfer: the one in force on the housing arrival, or
 * on the course start without housing (pricing model, 'Price lists by year'). The cart shows the
 * room and transfer prices of this list beside its choices, so they agree with its total.
 */
export function stayPriceList(school: Pick<CartSchool, 'priceLists'>, cart: CartState): PriceList | undefined {
  const { accommodation: stay } = cart;
  return priceListInForce(school.priceLists, !stay.empty && stay.start !== null ? stay.start : cart.course.courseStart);
}
