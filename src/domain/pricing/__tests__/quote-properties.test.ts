import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartState } from '#domain/cart/cart-state.ts';
import { initialCart } from '#domain/cart/initial-cart.ts';
import { cartFromQuery } from '#domain/cart/cart-from-query.ts';
import { cartToQuery } from '#domain/cart/cart-to-query.ts';
import { quoteCart, quoteCheckedCart } from '../quote-cart.ts';
import { actionArb, applyAction, nowArb, schoolArb, type CartAction } from './fixtures/arbitraries.ts';

// Most journeys begin as most visitors do: a few weeks, a start on the picker, housing, a transfer.
const usualStart: CartAction[] = [
  { kind: 'weeks', weeks: 4 },
  { kind: 'start', offset: 40, onWeekday: true },
  { kind: 'housing', pick: 0 },
  { kind: 'transfer', on: true },
];

/** A school, a clock, a booking day up to 20 days later, and a cart a visitor built. */
const pricedArb = fc
  .record({
    school: schoolArb,
    now: nowArb,
    laterDays: fc.integer({ min: 0, max: 20 }),
    usual: fc.constantFrom(true, true, true, false),
    actions: fc.array(actionArb, { maxLength: 6 }),
  })
  .map(({ school, now, laterDays, usual, actions }) => {
    let cart: CartState = initialCart(school, now);
    for (const action of [...(usual ? usualStart : []), ...actions]) cart = applyAction(school, cart, action, now);
    return { school, cart, now, bookedAt: new Date(now.getTime() + laterDays * 86_400_000) };
  });

describe('quoteCart for any school and cart', () => {
  it('totals exactly the sum of its lines, with a deposit between 0 and the total and a balance of the rest', () => {
    let priced = 0;
    fc.assert(
      fc.property(pricedArb, ({ school, cart, bookedAt }) => {
        const { answer } = quoteCart(school, cart, { now: bookedAt });
        if (!answer) return;
        priced += 1;
        const lines =
          answer.course.amount.price +
          answer.course.supplement +
          answer.schoolFee +
          answer.accommodation.amount.originalTotal +
          answer.transfer.price;
        expect(answer.total).toBe(lines - answer.moneyOff);
        expect(answer.total).toBeGreaterThanOrEqual(0);
        expect(answer.moneyOff).toBeGreaterThanOrEqual(0);
        expect(
          answer.course.amount.total +
            answer.course.supplement +
            answer.schoolFee +
            answer.accommodation.amount.total +
            answer.transfer.price -
            (answer.promotion?.appliesTo === 'total' ? answer.moneyOff : 0),
        ).toBe(answer.total);
        expect(answer.deposit.value).toBeGreaterThanOrEqual(0);
        expect(answer.deposit.value).toBeLessThanOrEqual(answer.total);
        expect(answer.balance).toBe(answer.total - answer.deposit.value);
        expect(answer.balance).toBeGreaterThanOrEqual(0);
        expect(answer.deposit.fullDeposit).toBe(answer.balance === 0 || answer.deposit.fullReason !== null);
        for (const value of [answer.total, answer.moneyOff, answer.deposit.value, answer.balance])
          expect(Number.isInteger(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
    // About a quarter of random carts are bookable; far fewer would mean the property tests little.
    expect(priced).toBeGreaterThan(30);
  });

  it('never takes more off than the line the promotion applies to', () => {
    let promoted = 0;
    fc.assert(
      fc.property(pricedArb, ({ school, cart, bookedAt }) => {
        const answer = quoteCart(school, cart, { now: bookedAt }).answer;
        if (!answer?.promotion) return;
        promoted += 1;
        const line = {
          course: answer.course.amount.price,
          accommodation: answer.accommodation.amount.originalTotal,
          total: answer.total + answer.moneyOff,
        }[answer.promotion.appliesTo];
        expect(answer.moneyOff).toBeLessThanOrEqual(line);
        expect(answer.moneyOff).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    expect(promoted).toBeGreaterThan(5);
  });

  it('gives the same answer for the same input, and does not touch its input', () => {
    fc.assert(
      fc.property(pricedArb, ({ school, cart, bookedAt }) => {
        const schoolCopy = structuredClone(school);
        const cartCopy = structuredClone(cart);
        const first = quoteCart(school, cart, { now: bookedAt });
        expect(quoteCart(schoolCopy, cartCopy, { now: new Date(bookedAt.getTime()) })).toEqual(first);
        expect(school).toEqual(schoolCopy);
        expect(cart).toEqual(cartCopy);
      }),
      { numRuns: 200 },
    );
  });

  it('prices the cart read back from its address as quoteCart does, without checking it again (the pricing endpoint)', () => {
    let housed = 0;
    fc.assert(
      fc.property(pricedArb, ({ school, cart, bookedAt }) => {
        // cartFromQuery builds a housed cart in steps that skip the check, then checks it once.
        const built = cartFromQuery(school, cartToQuery(cart, { schoolId: school.id, culture: 'en' }), bookedAt);
        if (!built.ok) throw new Error(JSON.stringify(built.issues));
        if (!built.cart.accommodation.empty) housed += 1;
        expect(built.cart.errors).toEqual(quoteCart(school, built.cart, { now: bookedAt }).errors);
        expect(quoteCheckedCart(school, built.cart, { now: bookedAt })).toEqual(
          quoteCart(school, built.cart, { now: bookedAt }),
        );
      }),
      { numRuns: 300 },
    );
    expect(housed).toBeGreaterThan(50);
  });
});
