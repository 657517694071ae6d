import type { SchoolData } from '../domain/catalogue/api-types.ts';
import { cartSchoolOf } from '../domain/cart/cart-school.ts';
import type { CartState } from '../domain/cart/cart-state.ts';
import { cartToQuery } from '../domain/cart/cart-to-query.ts';
import { initialCart } from '../domain/cart/initial-cart.ts';
import { serialiseCartQuery } from '../domain/cart/serialise-cart-query.ts';
import type { Culture } from '../domain/culture.ts';
import type { CalculationData } from '../domain/pricing/calculation-data.ts';
import { getFromApi, getPageDataFromApi } from './catalogue-client.ts';

/**
 * The cart a school page opens on (the cart island's default for an address without a cart) and
 * its price, asked of the pricing API itself (GET /api/school/calculate/, the request the island
 * would make), with the catalogue version the API priced it from: the page shows it as static
 * HTML and the island starts from it. `now` is the build's instant.
 */
export async function openingCart(
  school: SchoolData,
  culture: Culture,
  now: Date,
): Promise<{ cart: CartState; query: string; price: CalculationData; catalogueVersion: number }> {
  const cart = initialCart(cartSchoolOf(school), now);
  const query = serialiseCartQuery(cartToQuery(cart, { schoolId: school.id, culture })).toString();
  const price = await getPageDataFromApi<CalculationData>(`/api/school/calculate/?${query}`);
  // Asked once the API has priced a cart: before its first load the pricing catalogue's version is 0.
  const health = await getFromApi<{ catalogueVersion: number }>('/api/health/');
  return { cart, query, price, catalogueVersion: health.catalogueVersion };
}
