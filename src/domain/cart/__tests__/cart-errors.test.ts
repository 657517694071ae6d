import { describe, expect, it } from 'vitest';
import { CART_ERROR_MESSAGE_KEYS, setCartError } from '../cart-errors.ts';
import { initialCart } from '../initial-cart.ts';
import { validateCart } from '../validate-cart.ts';
import { now, school } from './fixtures.ts';

const none = { hasErrors: false, list: [] };

describe('the cart error types', () => {
  it('carry the message keys of spec section 5', () => {
    expect(CART_ERROR_MESSAGE_KEYS).toEqual({
      invalid_course_dates: 'howToBook.BookingCourseError',
      course_required_accommodation: 'accommodations.MustBook',
      invalid_accommodation_dates: 'validationErrors.InvalidAccommodationDates',
      invalid_accommodation_duration: 'validationErrors.InvalidAccommodationDuration',
      accommodation_required_transfer: 'validationErrors.TransferRequired',
    });
  });
});

describe('setCartError', () => {
  it('adds an error by type, once, and sets hasErrors', () => {
    const one = setCartError(none, 'invalid_accommodation_dates', { reason: 'fullyBooked' });
    expect(one).toEqual({
      hasErrors: true,
      list: [
        {
          type: 'invalid_accommodation_dates',
          messageKey: 'validationErrors.InvalidAccommodationDates',
          reason: 'fullyBooked',
        },
      ],
    });
    const again = setCartError(one, 'invalid_accommodation_dates', { reason: 'wrongArrivalDay' });
    expect(again.list).toHaveLength(1);
    expect(again.list[0]?.reason).toBe('wrongArrivalDay');
  });

  it('removes an error and clears hasErrors when the list empties', () => {
    const one = setCartError(none, 'invalid_accommodation_duration', {
      reason: 'belowMinWeeks',
      limit: { bound: 'min', weeks: 2 },
    });
    expect(one.list[0]?.limit).toEqual({ bound: 'min', weeks: 2 });
    expect(setCartError(one, 'invalid_accommodation_duration', null)).toEqual(none);
    expect(setCartError(none, 'invalid_accommodation_duration', null)).toBe(none);
  });

  it('keeps the spec order of types whatever order they came in', () => {
    let errors = setCartError(none, 'accommodation_required_transfer', { reason: 'transferNotChosen' });
    errors = setCartError(errors, 'invalid_course_dates', { reason: 'tooSoon' });
    errors = setCartError(errors, 'invalid_accommodation_dates', { reason: 'fullyBooked' });
    expect(errors.list.map((e) => e.type)).toEqual([
      'invalid_course_dates',
      'invalid_accommodation_dates',
      'accommodation_required_transfer',
    ]);
  });
});

describe('validateCart', () => {
  it('drops an error whose condition no longer holds, even one the cart arrived with', () => {
    const cart = initialCart(school, now);
    const stale = {
      ...cart,
      errors: setCartError(none, 'accommodation_required_transfer', { reason: 'transferNotChosen' }),
    };
    expect(validateCart(school, stale, now)).toEqual(none);
  });

  it("re-checks a valid cart against a later clock: yesterday's start is today's error", () => {
    const cart = initialCart(school, now);
    // It opens on 29 March; by the 27th that start is past the Monday cutoff.
    expect(validateCart(school, cart, new Date('2027-03-27T00:00:00Z')).list).toEqual([
      { type: 'invalid_course_dates', messageKey: 'howToBook.BookingCourseError', reason: 'tooSoon' },
    ]);
  });

  it('reports a course the school does not have', () => {
    const cart = initialCart(school, now);
    expect(validateCart(school, { ...cart, course: { ...cart.course, id: 42 } }, now).list[0]?.reason).toBe(
      'unknownCourse',
    );
  });
});
