import type { BookingOffer } from '#domain/booking/booking-form-state.ts';
import { changePreview, changedQuote, type ChangePreview } from '#domain/booking-change/change-preview.ts';
import type { SchoolContent } from '#domain/catalogue/school-schema.ts';
import { parseCartQuery, type QueryParamsLike } from '#domain/cart/parse-cart-query.ts';
import type { TranslationKey } from '#domain/text/translate-fn.ts';
import { isoDay } from '#server/clock.ts';
import type { BookingRow } from '#server/bookings/queries/find-booking-by-public-id.ts';
import { priceBookingCart } from '../price-booking-cart.ts';

export type PricedChange =
  /** `offer` is the changed stay as the booking would keep it: its quote holds the preview's amounts. */
  | { kind: 'priced'; offer: BookingOffer; preview: ChangePreview }
  /** The changed cart has errors or a line without a price: the cart's messages. */
  | { kind: 'invalid'; cartErrors: TranslationKey[] }
  /** The cart is the booked stay: nothing to ask for. */
  | { kind: 'unchanged' };

/**
 * Prices a booked stay changed on the change page: the changed cart through the same domain rules
 * and quoteCart as the school page (every rule and message), from the school as the database holds
 * it now; then the preview beside the booked price answer (unchanged lines keep their booked
 * amounts) and the price answer the booking would keep.
 */
export function priceBookingChange(
  school: SchoolContent,
  booking: BookingRow,
  params: QueryParamsLike,
  now: Date,
): PricedChange {
  const parsed = parseCartQuery(params);
  const priced = priceBookingCart(school, booking.culture, parsed.ok ? parsed.query : null, now);
  if (!priced.ok) return { kind: 'invalid', cartErrors: priced.cartErrors };
  const next = priced.offer.quote;
  const preview = changePreview(booking.quote, next, isoDay(now));
  if (preview.changed.length === 0) return { kind: 'unchanged' };
  return { kind: 'priced', preview, offer: { ...priced.offer, quote: changedQuote(booking.quote, next, preview) } };
}
