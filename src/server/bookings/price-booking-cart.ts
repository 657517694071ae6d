import { bookingSummary } from '#domain/booking/booking-summary.ts';
import type { BookingOffer } from '#domain/booking/booking-form-state.ts';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import type { CartQuery } from '#domain/cart/cart-query-schema.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { serialiseCartQuery } from '#domain/cart/serialise-cart-query.ts';
import type { Culture } from '#domain/culture.ts';
import { quoteCart } from '#domain/pricing/quote-cart.ts';
import { CART_INVALID, CART_NOT_AVAILABLE } from '#domain/booking/stay-problem-keys.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { isoDay } from '../clock.ts';
import type { TranslationKey } from '#domain/text/translate-fn.ts';

export type PricedBookingCart =
  { ok: true; cart: CartState; offer: BookingOffer } | { ok: false; cartErrors: TranslationKey[] };

/**
 * Prices a stay for a booking with the same domain rules as the cart and the pricing endpoint,
 * from the school as the database holds it now. A query the school cannot read, a cart with
 * errors or a line without a price gives the message keys to show instead.
 */
export function priceBookingCart(
  school: SchoolContent,
  culture: Culture,
  query: CartQuery | null,
  now: Date,
): PricedBookingCart {
  if (!query) return { ok: false, cartErrors: [CART_INVALID] };
  const rules = toCartSchool(shownPricedSchool(school, isoDay(now)), currencyOf(school.currency, culture));
  const built = cartFromQuery(rules, { ...query, schoolId: school.id, culture }, now);
  if (!built.ok) return { ok: false, cartErrors: [CART_INVALID] };
  const quote = quoteCart(rules, built.cart, { now });
  if (!quote.answer) {
    const keys = [
      ...quote.errors.list.map((error) => error.reasonKey ?? error.messageKey),
      ...(quote.unpriced.length > 0 ? [CART_NOT_AVAILABLE] : []),
    ];
    return { ok: false, cartErrors: keys.length > 0 ? keys : [CART_INVALID] };
  }
  return {
    ok: true,
    cart: built.cart,
    offer: {
      summary: bookingSummary(school, built.cart, culture),
      quote: quote.answer,
      calcParams: calcParamsFromCart(rules, built.cart),
      cartQuery: serialiseCartQuery(cartToQuery(built.cart, { schoolId: school.id, culture })).toString(),
    },
  };
}
