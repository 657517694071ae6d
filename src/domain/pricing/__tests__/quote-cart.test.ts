import { describe, expect, it } from 'vitest';
import { changeCourseStart } from '#domain/cart/change-course-start.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { selectFood } from '#domain/cart/select-food.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import { toggleTransferDirection } from '#domain/cart/toggle-transfer-direction.ts';
import { quoteCart } from '../quote-cart.ts';
import { buildAccommodation, buildPromotion, buildSchool } from './fixtures/catalogue-builders.ts';

const now = new Date('2027-03-01T10:00:00Z');
const school = buildSchool();

function cartFor(target: CartSchool) {
  let cart = initialCart(target, now);
  cart = changeWeekPrice(target, cart, 112, now);
  cart = changeWeeks(target, cart, 6, now);
  cart = changeCourseStart(target, cart, '2027-06-28', now);
  cart = selectAccommodation(target, cart, 1, now);
  return toggleTransfer(target, cart, true, now);
}

describe('quoteCart', () => {
  it('gives no price while the cart has errors, and lists them', () => {
    const cart = changeCourseStart(school, initialCart(school, now), '2027-06-29', now);
    const quote = quoteCart(school, cart, { now });
    expect(quote.answer).toBeNull();
    expect(quote.errors.list.map((e) => e.type)).toEqual(['invalid_course_dates']);
  });

  it('re-validates the cart it is given rather than trusting its error list', () => {
    const cart = changeCourseStart(school, initialCart(school, now), '2027-06-29', now);
    const lying = { ...cart, errors: { hasErrors: false, list: [] } };
    expect(quoteCart(school, lying, { now }).answer).toBeNull();
  });

  it('reports housing without a price for the chosen room and meal plan as not available', () => {
    const noFullBoard = buildSchool({
      accommodations: [buildAccommodation({ prices: [buildAccommodation().prices[0]!] })],
    });
    const cart = selectFood(noFullBoard, cartFor(noFullBoard), 2, now);
    expect(quoteCart(noFullBoard, cart, { now })).toMatchObject({ unpriced: ['accommodation'], answer: null });
  });

  it('prices a one-way transfer at the one-way price', () => {
    const cart = toggleTransferDirection(school, cartFor(school), 'to', now);
    expect(quoteCart(school, cart, { now }).answer?.transfer).toEqual({ id: 1, price: 3500, to: false, from: true });
  });

  it('prices without housing: no housing line and no placement fee', () => {
    let cart = changeCourseStart(school, changeWeeks(school, initialCart(school, now), 6, now), '2027-06-28', now);
    cart = toggleTransfer(school, cart, false, now);
    const answer = quoteCart(school, cart, { now }).answer;
    expect(answer?.accommodation).toMatchObject({ empty: true, amount: { total: 0, originalTotal: 0 } });
    expect(answer?.schoolFeeInfo.accommodationFee).toBe(0);
    expect(answer?.total).toBe(6 * 24000 + 11000);
  });

  it('takes a course promotion off the course line and the total', () => {
    const promoted = buildSchool({ promotions: [buildPromotion({ id: 5, value: 15, minWeeks: 4 })] });
    const answer = quoteCart(promoted, cartFor(promoted), { today: '2027-03-01' }).answer;
    expect(answer?.course.amount).toEqual({ price: 186000, discount: 27900, total: 158100 });
    expect(answer?.moneyOff).toBe(27900);
    expect(answer?.promotion).toEqual({ id: 5, kind: 'percent', value: 15, appliesTo: 'course', moneyOff: 27900 });
    expect(answer?.total).toBe(186000 + 16000 + 138000 + 6000 - 27900);
  });

  it('takes a housing promotion off the housing line, keeping the original total', () => {
    const promoted = buildSchool({
      promotions: [buildPromotion({ kind: 'fixed', value: 10000, appliesTo: 'accommodation' })],
    });
    const answer = quoteCart(promoted, cartFor(promoted), { today: '2027-03-01' }).answer;
    expect(answer?.accommodation.amount).toEqual({ originalTotal: 138000, total: 128000 });
    expect(answer?.course.amount.discount).toBe(0);
    expect(answer?.total).toBe(346000 - 10000);
  });

  it('uses the booking day of the clock for booking windows', () => {
    const promoted = buildSchool({
      promotions: [buildPromotion({ value: 10, bookingWindow: { start: '2026-11-01', end: '2027-02-28' } })],
    });
    expect(quoteCart(promoted, cartFor(promoted), { today: '2027-02-28' }).answer?.moneyOff).toBe(18600);
    expect(quoteCart(promoted, cartFor(promoted), { today: '2027-03-01' }).answer?.moneyOff).toBe(0);
  });

  it('asks full payment for a school that requires it', () => {
    const irish = buildSchool({ fullPaymentRequired: true });
    expect(quoteCart(irish, cartFor(irish), { now }).answer?.deposit).toMatchObject({
      value: 346000,
      fullDeposit: true,
      fullReason: 'school',
    });
  });
});
