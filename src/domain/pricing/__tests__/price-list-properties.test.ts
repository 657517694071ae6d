import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyPriceListToNextYear } from '#domain/catalogue/copy-price-list.ts';
import type { CartSchool } from '#domain/cart/cart-school.ts';
import type { CartState } from '#domain/cart/cart-state.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { addDays, fromDayNumber, toDayNumber } from '#domain/dates/calendar.ts';
import { priceListInForce } from '../price-list-in-force.ts';
import { quoteAccommodation } from '../quote-accommodation.ts';
import { quoteCart } from '../quote-cart.ts';
import { housingOnPriceList } from '../rules-on-price-list.ts';
import { actionArb, applyAction, nowArb, schoolArb, type CartAction } from './fixtures/arbitraries.ts';
import { priceListOf } from './fixtures/price-list-of.ts';

// A stay of a few weeks from about 40 days on, with housing and a transfer: with the change of
// list drawn near the clock, many such stays span it, or have their housing arrive after it.
const usualStart: CartAction[] = [
  { kind: 'weeks', weeks: 4 },
  { kind: 'start', offset: 40, onWeekday: true },
  { kind: 'housing', pick: 0 },
  { kind: 'transfer', on: true },
];

/**
 * A random school whose prices are two lists: its views' prices until the day before `change`,
 * then a copy changed by up to ±10 %, in force until `end` (often soon, so that some carts fall
 * after every list).
 */
const yearsArb = fc
  .record({
    school: schoolArb,
    now: nowArb,
    changeOffset: fc.integer({ min: 20, max: 90 }),
    percent: fc.integer({ min: -10, max: 10 }),
    endOffset: fc.option(fc.integer({ min: 0, max: 120 }), { freq: 2 }),
    actions: fc.array(actionArb, { maxLength: 5 }),
  })
  .map(({ school: base, now, changeOffset, percent, endOffset, actions }) => {
    const today = fromDayNumber(Math.floor(now.getTime() / 86_400_000));
    const change = addDays(today, changeOffset);
    const first = priceListOf(base, { id: 1, validFrom: '2000-01-01', validTo: addDays(change, -1) });
    const second = {
      ...copyPriceListToNextYear(first, { id: 2, percent }),
      validFrom: change,
      validTo: endOffset === null ? '2099-12-31' : addDays(change, endOffset),
    };
    const school: CartSchool = { ...base, priceLists: [first, second] };
    let cart: CartState = initialCart(school, now);
    for (const action of [...usualStart, ...actions]) cart = applyAction(school, cart, action, now);
    return { school, cart, now };
  });

describe('quoteCart with price lists by year, for any school and cart', () => {
  it("prices the course by its start's list, housing and transfer by the arrival's, every line from them", () => {
    fc.assert(
      fc.property(yearsArb, ({ school, cart, now }) => {
        const { answer } = quoteCart(school, cart, { now });
        if (!answer) return;
        const courseList = priceListInForce(school.priceLists, answer.course.start)!;
        const option = courseList.courses
          .find((c) => c.courseId === answer.course.id)!
          .options.find((o) => o.weekPriceId === answer.course.weekPriceId)!;
        // Every week at the start's price, however many weeks fall in the next list's period.
        expect(answer.course.pricePerWeek).toBe(option.pricePerWeek);
        expect(answer.course.amount.price).toBe(option.pricePerWeek * answer.course.weeks);
        const stayList = priceListInForce(school.priceLists, answer.accommodation.start ?? answer.course.start)!;
        if (!answer.accommodation.empty) {
          const housing = school.accommodations.find((a) => a.id === answer.accommodation.id)!;
          const expected = quoteAccommodation(housingOnPriceList(housing, stayList), {
            roomId: answer.accommodation.room!,
            foodId: answer.accommodation.food!,
            start: answer.accommodation.start!,
            end: answer.accommodation.end!,
          });
          expect(expected.ok && expected.total).toBe(answer.accommodation.amount.originalTotal);
        }
        if (answer.transfer.id !== 0) {
          const prices = stayList.transfers.find((t) => t.transferId === answer.transfer.id)!;
          const both = answer.transfer.to && answer.transfer.from;
          expect(answer.transfer.price).toBe(both ? prices.twoWayPrice : prices.oneWayPrice);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never prices a cart whose course start or housing arrival no list covers, and says why', () => {
    fc.assert(
      fc.property(yearsArb, ({ school, cart, now }) => {
        const { answer, errors } = quoteCart(school, cart, { now });
        const start = cart.course.courseStart;
        const arrival = cart.accommodation.empty ? null : cart.accommodation.start;
        const courseUncovered = !priceListInForce(school.priceLists, start);
        const arrivalUncovered = arrival !== null && !priceListInForce(school.priceLists, arrival);
        if (courseUncovered || arrivalUncovered) expect(answer).toBeNull();
        // A course refused for its list alone says so under the course's dates.
        const courseError = errors.list.find((error) => error.type === 'invalid_course_dates');
        if (courseError?.reason === 'noPriceList') expect(courseUncovered).toBe(true);
        const housingError = errors.list.find((error) => error.type === 'invalid_accommodation_dates');
        if (housingError?.reason === 'noPriceList') expect(arrivalUncovered).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('meets carts that span the change of list, and carts after every list, in its random draws', () => {
    const samples = fc.sample(yearsArb, { numRuns: 400, seed: 31 });
    let spanning = 0;
    let uncovered = 0;
    for (const { school, cart, now } of samples) {
      const { answer, errors } = quoteCart(school, cart, { now });
      const change = school.priceLists[1]!.validFrom;
      if (answer && answer.course.start < change && toDayNumber(answer.course.end) >= toDayNumber(change))
        spanning += 1;
      if (errors.list.some((error) => error.reason === 'noPriceList')) uncovered += 1;
    }
    expect(spanning).toBeGreaterThan(10);
    expect(uncovered).toBeGreaterThan(10);
  });
});
