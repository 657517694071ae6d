import { resolve } from 'node:path';
import { calcParamsFromCart } from '#domain/booking/calc-params-from-cart.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { currencyOf } from '#domain/catalogue/currency-of.ts';
import { loadContent } from '#server/catalogue/content/load-content.ts';
import type { PostedForm } from '#server/bookings/read-booking-form.ts';
import { toCartSchool } from '#domain/catalogue/to-cart-school.ts';
import { shownPricedSchool } from '#domain/catalogue/shown-price-list.ts';
import { utcToday } from '#domain/dates/calendar.ts';

/**
 * A valid booking form for Harbour English Academy (school 1 of content/): General English, 30
 * lessons, 6 weeks from 2027-06-28, host family with breakfast, the airport transfer — the stay
 * the browser journeys book — for a benchmark's template booking.
 */
export function benchBookingForm(token: string): PostedForm {
  const school = loadContent(resolve(import.meta.dirname, '../../content')).schools.find((s) => s.id === 1);
  if (!school) throw new Error('content/ has no school 1');
  const now = new Date();
  const rules = toCartSchool(shownPricedSchool(school, utcToday(now)), currencyOf(school.currency, 'en'));
  const built = cartFromQuery(
    rules,
    {
      schoolId: 1,
      culture: 'en',
      weekPriceId: 112,
      weeks: 6,
      courseStart: '2027-06-28',
      roomId: 1,
      foodId: 1,
      transferId: 1,
    },
    now,
  );
  if (!built.ok) throw new Error('the bench cart does not build');
  const values = new Map(
    Object.entries({
      ...calcParamsFromCart(rules, built.cart),
      token,
      name: 'Ana Lima',
      email: 'ana@example.com',
      phonePrefix: '+55',
      phone: '(11) 98765-4321',
      PrivacyAgreed: 'true',
    }),
  );
  return { get: (name: string) => values.get(name) ?? null };
}
