import type { CartSchool } from '#domain/cart/cart-school.ts';
import { blockedRanges } from '#domain/cart/accommodation-rules.ts';
import { fullyBookedOf } from '#domain/cart/live-availability.ts';
import type { CartErrors } from '#domain/cart/cart-errors.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { cartQueryString } from '#domain/cart/serialise-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import type { CalculationData, CartErrorData } from '#domain/pricing/calculation-data.ts';
import { quoteCheckedCart } from '#domain/pricing/quote-cart.ts';
import { ApiError } from '../http/api-error.ts';
import type { PricingCatalogue } from '../catalogue/index.ts';

/** A cart query with the two keys the endpoint cannot do without. */
export type CalculationQuery = CartQuery & { schoolId: number; culture: Culture };

function errorsData(school: CartSchool, cart: CartState, errors: CartErrors): CalculationData['errors'] {
  const list = errors.list.map((error): CartErrorData => {
    const item: CartErrorData = { id: error.type, messageKey: error.messageKey, reason: error.reason };
    if (error.reasonKey) item.reasonKey = error.reasonKey;
    if (error.limit) item.limit = error.limit;
    if (error.reason === 'fullyBooked') {
      const housing = school.accommodations.find((a) => a.id === cart.accommodation.id);
      if (housing) item.blocked = blockedRanges(housing);
    }
    return item;
  });
  return { hasErrors: errors.hasErrors, list };
}

/**
 * Prices a cart read from the query against the in-memory catalogue at `now`. An unknown school
 * is a 404 and an id the school does not have a 400, each naming its key; a cart that is possible
 * but not bookable is an answer with its errors and no price, as the cart shows it.
 */
export async function calculatePrice(
  catalogue: PricingCatalogue,
  query: CalculationQuery,
  now: Date,
): Promise<CalculationData> {
  const school = await catalogue.school(query.schoolId, query.culture);
  if (!school) throw new ApiError(404, `s.id ${query.schoolId} is not a school of the catalogue`, 's.id');
  const built = cartFromQuery(school, query, now);
  if (!built.ok) {
    const issue = built.issues[0]!;
    throw new ApiError(400, issue.message, issue.key);
  }
  const { cart } = built;
  // cartFromQuery has just checked the cart at `now`.
  const quote = quoteCheckedCart(school, cart, { now });
  return {
    schoolId: school.id,
    culture: query.culture,
    query: cartQueryString(cartToQuery(cart, { schoolId: school.id, culture: query.culture })),
    cart: { course: cart.course, accommodation: cart.accommodation, transfer: cart.transfer },
    errors: errorsData(school, cart, quote.errors),
    unpriced: quote.unpriced,
    price: quote.answer,
    fullyBooked: fullyBookedOf(school),
  };
}
