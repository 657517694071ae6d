import { describe, expect, it } from 'vitest';
import type { PriceList } from '#domain/catalogue/price-list-schema.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { changeAccommodationDates } from '#domain/cart/change-accommodation-dates.ts';
import { changeCourse } from '#domain/cart/change-course.ts';
import { changeWeekPrice } from '#domain/cart/change-week-price.ts';
import { changeWeeks } from '#domain/cart/change-weeks.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { selectAccommodation } from '#domain/cart/select-accommodation.ts';
import { toggleTransfer } from '#domain/cart/toggle-transfer.ts';
import { priceListInForce } from '../price-list-in-force.ts';
import { quoteCart } from '../quote-cart.ts';
import { stayPriceList } from '../stay-price-list.ts';
import { GENERAL_ENGLISH, HOST_FAMILY, maltaSchool } from './fixtures/malta-school.ts';
import { priceListOf } from './fixtures/price-list-of.ts';

// The worked example's school with two lists: 2027's is the worked example's prices; 2026's
// charges 10 EUR less for every weekly price and 5 EUR less for each transfer.
const list2027 = priceListOf(maltaSchool, { id: 2027, validFrom: '2027-01-01', validTo: '2027-12-31' });
const list2026: PriceList = {
  ...list2027,
  id: 2026,
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  courses: list2027.courses.map((course) => ({
    ...course,
    options: course.options.map((option) => ({ ...option, pricePerWeek: option.pricePerWeek - 1000 })),
    seasonSupplements: [{ start: '2026-06-14', end: '2026-08-29', perWeek: 3000 }],
  })),
  accommodations: list2027.accommodations.map((housing) => ({
    ...housing,
    prices: housing.prices.map((row) => ({ ...row, pricePerWeek: row.pricePerWeek - 1000 })),
  })),
  transfers: list2027.transfers.map((t) => ({
    ...t,
    oneWayPrice: t.oneWayPrice - 500,
    twoWayPrice: t.twoWayPrice - 500,
  })),
};
const school: CartSchool = { ...maltaSchool, priceLists: [list2026, list2027] };

/** Option 112 (30 lessons), host family with both transfers, from a Monday, booked at `now`. */
function stay(start: string, weeks: number, now: Date, housing?: { start: string; end: string }): CartState {
  let cart = initialCart(school, now);
  cart = changeCourse(school, cart, { courseId: GENERAL_ENGLISH, start }, now);
  cart = changeWeeks(school, cart, weeks, now);
  cart = changeWeekPrice(school, cart, weeks >= 4 ? 112 : 102, now);
  cart = selectAccommodation(school, cart, HOST_FAMILY, now);
  if (housing) cart = changeAccommodationDates(school, cart, housing, now);
  return toggleTransfer(school, cart, true, now);
}

describe('pricing by the price list in force (pricing model, "Price lists by year")', () => {
  it('finds the one list whose period holds a day, its first and last day included', () => {
    expect(priceListInForce(school.priceLists, '2026-12-31')?.id).toBe(2026);
    expect(priceListInForce(school.priceLists, '2027-01-01')?.id).toBe(2027);
    expect(priceListInForce(school.priceLists, '2027-12-31')?.id).toBe(2027);
    expect(priceListInForce(school.priceLists, '2028-01-01')).toBeUndefined();
  });

  it('prices the worked example by the 2027 list beside the 2026 one: still 3,640', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const answer = quoteCart(school, stay('2027-06-28', 6, now), { now }).answer!;
    expect(answer.course).toMatchObject({ pricePerWeek: 31_000, supplement: 18_000 });
    expect(answer.total).toBe(364_000);
  });

  it("prices every week of a course that runs into the next year at its start date's list", () => {
    // Monday 14 December 2026, 6 weeks: ends Friday 22 January 2027. Housing 13 Dec → 23 Jan.
    const now = new Date('2026-11-22T10:00:00Z');
    const { answer, errors } = quoteCart(school, stay('2026-12-14', 6, now), { now });
    expect(errors.list).toEqual([]);
    expect(answer?.course).toMatchObject({ weeks: 6, weekPriceId: 112, pricePerWeek: 30_000, end: '2027-01-22' });
    expect(answer?.course.amount.price).toBe(6 * 30_000);
    // The housing arrives in 2026 too: six weeks at 2026's 220, and 2026's return transfer.
    expect(answer?.accommodation).toMatchObject({ start: '2026-12-13', end: '2027-01-23', weeks: 6 });
    expect(answer?.accommodation.amount.originalTotal).toBe(6 * 22_000);
    expect(answer?.transfer.price).toBe(5500);
  });

  it("prices housing and transfer by the arrival day's list when the housing arrives in the next year", () => {
    // Course from Monday 28 December 2026 (2026's list); housing from Sunday 3 January 2027 (2027's).
    const now = new Date('2026-11-22T10:00:00Z');
    const cart = stay('2026-12-28', 2, now, { start: '2027-01-03', end: '2027-01-09' });
    const { answer, errors } = quoteCart(school, cart, { now });
    expect(errors.list).toEqual([]);
    expect(answer?.course).toMatchObject({ weekPriceId: 102, pricePerWeek: 33_000 });
    expect(answer?.accommodation).toMatchObject({ start: '2027-01-03', end: '2027-01-09', weeks: 1 });
    expect(answer?.accommodation.amount.originalTotal).toBe(23_000);
    expect(answer?.transfer.price).toBe(6000);
    // The cart shows its rooms' and transfers' prices from the same list.
    expect(stayPriceList(school, cart)?.id).toBe(2027);
  });

  it('refuses a course starting when no list is in force, never pricing it at another year', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const { answer, errors } = quoteCart(school, stay('2028-01-03', 2, now), { now });
    expect(answer).toBeNull();
    expect(errors.list).toContainEqual({
      type: 'invalid_course_dates',
      messageKey: 'howToBook.BookingCourseError',
      reason: 'noPriceList',
      reasonKey: 'validationErrors.noPriceList',
    });
  });

  it('refuses housing arriving when no list is in force, though the course has one', () => {
    // Three weeks from Monday 20 December 2027 (2027's list); housing from Sunday 2 January 2028.
    const now = new Date('2027-03-01T10:00:00Z');
    const { answer, errors } = quoteCart(
      school,
      stay('2027-12-20', 3, now, { start: '2028-01-02', end: '2028-01-08' }),
      {
        now,
      },
    );
    expect(answer).toBeNull();
    expect(errors.list).toEqual([
      {
        type: 'invalid_accommodation_dates',
        messageKey: 'validationErrors.InvalidAccommodationDates',
        reason: 'noPriceList',
        reasonKey: 'validationErrors.noPriceList',
      },
    ]);
  });
});
