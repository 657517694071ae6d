import { describe, expect, it } from 'vitest';
import { changeCourse } from '#domain/cart/change-course.ts';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import { quoteCart } from '../quote-cart.ts';
import {
  AIRPORT_TRANSFER,
  GENERAL_ENGLISH,
  HALF_BOARD,
  HOST_FAMILY,
  SINGLE_ROOM,
  maltaSchool,
} from './fixtures/malta-school.ts';

// The cart is built on the booking day of the example.
const bookedOn = new Date('2027-03-01T10:00:00Z');

function workedExampleCart() {
  let cart = initialCart(maltaSchool, bookedOn);
  cart = changeCourse(maltaSchool, cart, { courseId: GENERAL_ENGLISH }, bookedOn);
  cart = changeWeekPrice(maltaSchool, cart, 102, bookedOn);
  cart = changeWeeks(maltaSchool, cart, 2, bookedOn);
  const beforeWeeksChange = cart.course.weekPrice;
  cart = changeWeeks(maltaSchool, cart, 6, bookedOn);
  cart = changeCourseStart(maltaSchool, cart, '2027-06-28', bookedOn);
  cart = selectAccommodation(maltaSchool, cart, HOST_FAMILY, bookedOn);
  cart = toggleTransfer(maltaSchool, cart, true, bookedOn);
  return { cart, beforeWeeksChange };
}

describe('the worked example of the pricing model', () => {
  it('builds the cart: option 102, weeks 2 → 6 gives option 112, Monday start, default housing, transfer both ways', () => {
    const { cart, beforeWeeksChange } = workedExampleCart();
    expect(beforeWeeksChange).toBe(102);
    expect(cart.course).toEqual({ id: GENERAL_ENGLISH, weeks: 6, courseStart: '2027-06-28', weekPrice: 112 });
    expect(cart.accommodation).toEqual({
      id: HOST_FAMILY,
      empty: false,
      room: SINGLE_ROOM,
      food: HALF_BOARD,
      start: '2027-06-27',
      end: '2027-08-07',
    });
    expect(cart.transfer).toEqual({ id: AIRPORT_TRANSFER, to: true, from: true, empty: false });
    expect(cart.errors).toEqual({ hasErrors: false, list: [] });
  });

  it('prices every line of the table when booked on 2027-03-01', () => {
    const { answer, errors, unpriced } = quoteCart(maltaSchool, workedExampleCart().cart, { today: '2027-03-01' });
    expect(errors.hasErrors).toBe(false);
    expect(unpriced).toEqual([]);
    if (!answer) throw new Error('expected a price');
    expect(answer.course).toMatchObject({
      id: GENERAL_ENGLISH,
      weeks: 6,
      weekPriceId: 112,
      start: '2027-06-28',
      end: '2027-08-06',
      supplement: 18000,
    });
    expect(answer.course.amount).toEqual({ price: 186000, discount: 0, total: 186000 });
    // Registration 70 + books 40; the courier fee starts at 12 weeks; placement 50 with housing.
    expect(answer.schoolFeeInfo).toEqual({
      registrationFee: 7000,
      booksFee: 4000,
      booksFeePaidInSchool: false,
      sendingInvitationWithCourier: 0,
      accommodationFee: 5000,
    });
    expect(answer.schoolFee).toBe(11000 + 5000);
    expect(answer.accommodation).toMatchObject({
      empty: false,
      start: '2027-06-27',
      end: '2027-08-07',
      nights: 41,
      weeks: 6,
      extraNights: 0,
    });
    expect(answer.accommodation.amount).toEqual({ originalTotal: 138000, total: 138000 });
    expect(answer.transfer).toMatchObject({ id: AIRPORT_TRANSFER, price: 6000 });
    expect(answer.moneyOff).toBe(0);
    expect(answer.total).toBe(364000);
    expect(answer.deposit).toEqual({
      value: 20000,
      currency: { symbol: '€', isoCode: 'EUR' },
      isEmpty: false,
      fullDeposit: false,
      fullReason: null,
    });
    expect(answer.balance).toBe(344000);
    expect(answer.balanceDate).toBe('2027-05-31');
  });

  it('asks the full 3,640 as deposit when booked on 2027-06-10, 18 days before the start', () => {
    const { answer } = quoteCart(maltaSchool, workedExampleCart().cart, { today: '2027-06-10' });
    expect(answer?.total).toBe(364000);
    expect(answer?.deposit).toMatchObject({ value: 364000, fullDeposit: true, fullReason: 'lessThan28Days' });
    expect(answer?.balance).toBe(0);
  });
});
