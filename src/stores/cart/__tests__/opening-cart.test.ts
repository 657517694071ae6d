import { describe, expect, it } from 'vitest';
import type { CartState } from '#domain/cart/cart-state.ts';
import type { CalculationData } from '#domain/pricing/calculation-data.ts';
import { packOpeningCart, unpackOpeningCart, type OpeningCart } from '../opening-cart.ts';

const cart: CartState = {
  course: { id: 1, weeks: 2, courseStart: '2027-01-04', weekPrice: 101 },
  accommodation: { id: -1, empty: true, room: null, food: null, start: null, end: null },
  transfer: { id: 0, to: false, from: false, empty: true },
  errors: { hasErrors: false, list: [] },
};
const query = 's.id=7&culture=en&c.w=101&c.weeks=2&c.s=2027-01-04&t.id=0';
const price: CalculationData = {
  schoolId: 7,
  culture: 'en',
  query,
  cart: { course: cart.course, accommodation: cart.accommodation, transfer: cart.transfer },
  errors: { hasErrors: false, list: [] },
  unpriced: [],
  price: null,
  fullyBooked: [{ accommodationId: 1, periods: [{ start: '2027-01-31', end: '2027-02-13' }] }],
};
const opening: OpeningCart = { cart, query, price, catalogueVersion: 3 };
const roundTrip = (value: OpeningCart) => unpackOpeningCart(JSON.parse(JSON.stringify(packOpeningCart(value))));

describe('packOpeningCart', () => {
  it('leaves out the cart and the query the price answer repeats, and gets them back', () => {
    expect(packOpeningCart(opening)).toEqual({ price, catalogueVersion: 3 });
    expect(roundTrip(opening)).toEqual(opening);
  });

  it('keeps a cart or a query that differs from what the answer says', () => {
    const otherCart = { ...cart, course: { ...cart.course, weeks: 3 } };
    const withErrors: CartState = {
      ...cart,
      errors: {
        hasErrors: true,
        list: [{ type: 'invalid_course_dates', messageKey: 'howToBook.BookingCourseError', reason: 'startTooFar' }],
      },
    };
    expect(roundTrip({ ...opening, cart: withErrors })).toEqual({ ...opening, cart: withErrors });
    expect(packOpeningCart({ ...opening, cart: otherCart })).toEqual({ cart: otherCart, price, catalogueVersion: 3 });
    expect(roundTrip({ ...opening, cart: otherCart })).toEqual({ ...opening, cart: otherCart });
    expect(packOpeningCart({ ...opening, query: `${query}&a.id=1` })).toEqual({
      query: `${query}&a.id=1`,
      price,
      catalogueVersion: 3,
    });
    expect(roundTrip({ ...opening, query: `${query}&a.id=1` })).toEqual({ ...opening, query: `${query}&a.id=1` });
  });
});
